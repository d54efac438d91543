import { type ConditionId, getCondition } from '../conditions/catalogue';
import { ALLERGEN_LABELS, type Food, NUTRIENTS, type NutrientKey } from '../foods/food';
import { findFoodsByName } from '../foods/food-table';
import { ORDINARY_WORDS, vocabularySpeller } from '../language';
import { getMedicationClass } from '../medications/interactions';
import { matchMedication } from '../medications/match-medications';
import { isClassLabel } from '../medications/medication-class';
import { formatList } from '../profile/format';
import { CONDITION_RULES } from '../questionnaire/words/health';
import { allergensNamedBy, foodExclusions } from '../rules/food-exclusions';
import { type Asked, formRules } from './question-context';

/** The medicines a question names: what each means for food. */
export function aboutMedicines(asked: Asked): string | undefined {
  const found = matchMedication(asked.text);
  if (found.classIds.length === 0) return undefined;
  const names = [...new Set(found.matches.map((match) => match.matchedName))];
  const advice = found.classIds.map((id) => {
    const entry = getMedicationClass(id);
    // 'Metformin' needs no label; 'Lipitor' does (a statin affected by grapefruit).
    const isLabel = names.some((name) => isClassLabel(name, entry));
    return isLabel ? entry.advice : `${entry.label}: ${entry.advice}`;
  });
  return `Yes, food matters with ${formatList(names)}. ${advice.join(' ')} This is general guidance; your pharmacist knows your medicines.`;
}

/** Plain words for a condition that the questionnaire reads as a goal, not a diagnosis. */
const PLAIN_CONDITION_WORDS: readonly { pattern: RegExp; ids: readonly ConditionId[] }[] = [
  { pattern: /\bkidneys?\b(?! beans?)|\brenal\b/, ids: ['chronic_kidney_disease'] },
  {
    pattern: /\bdiabet\w*|\bblood sugars?\b|\bmy sugars?\b/,
    ids: ['diabetes_type1', 'diabetes_type2'],
  },
  { pattern: /\bblood pressure\b/, ids: ['hypertension'] },
  { pattern: /\bliver\b/, ids: ['fatty_liver'] },
];

/** The conditions a question names (in plain words too: 'my sugar', 'my kidneys'). */
export function conditionsNamed(asked: Asked): Set<ConditionId> {
  const named = new Set<ConditionId>();
  for (const rule of CONDITION_RULES) {
    if (rule.pattern.test(asked.text)) named.add(rule.value);
    rule.pattern.lastIndex = 0;
  }
  if (named.size === 0) {
    for (const { pattern, ids } of PLAIN_CONDITION_WORDS) {
      if (pattern.test(asked.text)) for (const id of ids) named.add(id);
    }
  }
  return named;
}

/** A condition the question names: what it means for food. */
export function aboutCondition(asked: Asked): string | undefined {
  const named = conditionsNamed(asked);
  if (named.size === 0) return undefined;
  return [...named]
    .map((id) => {
      const condition = getCondition(id);
      return `${condition.name}: ${condition.description} The plan focuses on ${condition.dietaryFocus.join(', ').toLowerCase()}.`;
    })
    .join(' ');
}

/** An allergen the question names: what listing it leaves out. */
export function aboutAllergen(asked: Asked): string | undefined {
  // Each word and each pair of words: 'tree nuts', 'sesame'.
  const words = asked.text.match(/[a-z]+/g) ?? [];
  const groups = [
    ...new Set(
      words.flatMap((word, i) => [
        ...allergensNamedBy(word),
        ...(i > 0 ? allergensNamedBy(`${words[i - 1]} ${word}`) : []),
      ]),
    ),
  ];
  if (groups.length === 0) return undefined;
  return `${formatList(groups.map((group) => ALLERGEN_LABELS[group]))}: list it under allergies and every food of the group is left out of every meal, including hidden sources (sauces, spreads, baked goods). Packaged foods can still carry traces, so read labels.`;
}

/** Nutrients that matter to each condition when a person asks about a food, per 100 g. */
const CONDITION_NUTRIENTS: Partial<Record<ConditionId, readonly NutrientKey[]>> = {
  chronic_kidney_disease: ['potassiumMg', 'phosphorusMg', 'sodiumMg', 'proteinG'],
  diabetes_type1: ['carbG', 'sugarsG', 'fiberG'],
  diabetes_type2: ['carbG', 'sugarsG', 'fiberG'],
  hypertension: ['sodiumMg', 'potassiumMg'],
  high_cholesterol: ['satFatG', 'cholesterolMg', 'fiberG'],
  heart_disease: ['satFatG', 'sodiumMg'],
  fatty_liver: ['sugarsG', 'satFatG'],
  obesity: ['energyKcal', 'fiberG'],
};

/** 'Can I eat bananas with kidney disease?': the food's figures that matter, and our verdict. */
export function aboutFood(asked: Asked, conditions: readonly ConditionId[]): string | undefined {
  // 'I'm allergic to sesame': about listing an allergy, answered by `aboutAllergen`.
  if (/\ballerg/.test(asked.text)) return undefined;
  const words = (asked.text.match(/[a-z]+/g) ?? []).filter(
    (word) => word.length > 2 && !ORDINARY.has(word) && !NOT_FOODS.has(word),
  );
  let food: Food | undefined;
  for (let i = 0; i < words.length && !food; i++) {
    const pair = i + 1 < words.length ? `${words[i]} ${words[i + 1]}` : '';
    food = (pair ? findFoodsByName(pair)[0] : undefined) ?? findFoodsByName(words[i]!)[0];
  }
  if (!food) return undefined;
  const keys = [...new Set(conditions.flatMap((id) => CONDITION_NUTRIENTS[id] ?? []))];
  const figures = keys.flatMap((key) => {
    const value = food.nutrients[key];
    if (value === undefined || value === null) return [];
    const { label, unit } = NUTRIENTS[key];
    return [`${formatFigure(value)} ${unit} ${label.toLowerCase()}`];
  });
  const rules = formRules(asked.form);
  const reasons = rules ? foodExclusions(food, rules) : [];
  const name = food.name.split(',')[0]!;
  const verdict =
    reasons.length > 0
      ? `Your plan leaves it out: ${reasons[0]!.reason}.`
      : `Nothing you have entered rules it out: the planner counts it against your daily limits like any other food, so it can appear in sensible amounts.`;
  const per = figures.length > 0 ? ` 100 g has ${formatList(figures)}.` : '';
  return `${name}:${per} ${verdict} Your doctor or dietitian may set tighter limits for you.`;
}

const ORDINARY: ReadonlySet<string> = new Set(ORDINARY_WORDS);

/** Words that name a food in the table but not in a question about one. */
const NOT_FOODS = new Set([
  'kidney',
  'kidneys',
  'liver',
  'heart',
  'sugar',
  'salt',
  'blood',
  'pressure',
  'type',
  'diet',
  'water',
]);

const formatFigure = (value: number) =>
  value >= 10 ? String(Math.round(value)) : String(Math.round(value * 10) / 10);

/** Words of questions about medicines that name none. */
const QUESTION_WORDS: ReadonlySet<string> = new Set(
  `what which when where whom whose should would could does doing done take taking took taken
  with that this these those have having from your yours also just like much many some will been
  they them then than into after before there their here okay thanks please tell know need want
  mean other medicine medicines medication medications pill pills tablet tablets dose doses daily
  morning night evening start started stop stopped doctor prescribed side effects effect food
  foods meal meals interact interacts interaction interactions safe okay fine still every each`.split(
    /\s+/,
  ),
);

/** A medicine the medicines section is asked about that our table does not know. */
export function unknownMedicine(asked: Asked): string | undefined {
  if (asked.section !== 'medications') return undefined;
  const spell = vocabularySpeller();
  const word = (asked.text.match(/[a-z]{4,}/g) ?? []).find(
    (candidate) =>
      !ORDINARY.has(candidate) && !QUESTION_WORDS.has(candidate) && !spell.knows(candidate),
  );
  if (!word) return undefined;
  return `"${word}" isn't in our table of medicines that change what you eat, so the plan applies no rule for it. It may still matter: ask your pharmacist whether to take it with food and whether anything clashes with it, and list it anyway so your record is complete.`;
}
