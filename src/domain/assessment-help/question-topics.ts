import { CONDITION_IDS, getCondition } from '../conditions/catalogue';
import { ALLERGEN_LABELS } from '../foods/food';
import { getMedicationClass } from '../medications/interactions';
import { formatList, formatNumber } from '../profile/format';
import type { SourceId } from '../sources';
import { ACTIVITY_FACTORS } from '../targets/clinical-numbers';
import { computeTargetsForProfile } from '../targets/compute-targets';
import { restingEnergy } from '../targets/energy';
import { type Asked, cite, formConditions, formMedicines, formProfile } from './question-context';

/** A topic the advisor answers: the words that ask about it, and the answer. */
interface Topic {
  id: string;
  pattern: RegExp;
  /** A second set of words the question must also have. */
  also?: RegExp;
  answer: (asked: Asked) => string;
}

export const TOPICS: readonly Topic[] = [
  {
    id: 'bmi',
    pattern: /\b(?:bmi|body mass)\b/,
    answer: () =>
      'BMI is your weight in kilograms divided by your height in metres squared (70 kg and 1.70 m give 70 ÷ 2.89 = 24.2). Below 18.5 is underweight, 18.5 to 24.9 normal, 25 to 29.9 overweight and 30 or more obese. It is a rough screen, not a diagnosis: muscle, age and build all change what it means. We use it only to decide whether your plan includes a gentle calorie deficit.',
  },
  {
    id: 'gender',
    pattern: /\b(?:gender|sex|male|female)\b/,
    answer: () => {
      const gap = Math.round(
        restingEnergy('male', 40, 70, 170) - restingEnergy('female', 40, 70, 170),
      );
      return `Your sex changes the energy your body uses at rest: the Mifflin–St Jeor equation we use (${cite('A1')}) gives a man ${gap} kcal a day more than a woman of the same age, height and weight, before activity. It also sets the lowest daily calories we would plan for a weight-loss diet. If neither option fits you, choose "Other" and we use the midpoint of the two.`;
    },
  },
  {
    id: 'age',
    pattern: /\b(?:age|old|years)\b/,
    answer: () =>
      `Age is part of the resting-energy equation (${cite('A1')}): each year lowers the estimate by 5 kcal a day. Our targets are for adults; for anyone under 18 please plan with a pediatrician or dietitian.`,
  },
  {
    id: 'deficit',
    pattern: /\b(?:deficit|lose weight|weight loss|how many calories|calories)\b/,
    answer: () =>
      'Your daily calories are your resting energy times your activity factor. With a BMI of 25 or more the plan takes about 500 kcal a day off that, never going below 1,200 kcal (women) or 1,500 kcal (men), the lowest intakes the weight-loss guidelines plan with, nor below your resting energy.',
  },
  {
    id: 'weight',
    pattern: /\b(?:weight|height|weigh|tall)\b/,
    answer: () =>
      `Weight and height set your resting energy (${cite('A1')}: 10 kcal per kg and 6.25 kcal per cm a day) and your BMI, and protein targets per kilogram (kidney disease) use your weight too. A recent, honest figure gives the best plan; you can change it any time.`,
  },
  {
    id: 'activity',
    pattern: /\b(?:activity|active|exercise|sedentary|workouts?|gym)\b/,
    answer: () => {
      const factors = Object.entries(ACTIVITY_FACTORS)
        .map(([level, factor]) => `${level.replace('-', ' ')} ${factor}`)
        .join(', ');
      return `Your activity level multiplies your resting energy (${cite('A2')}): ${factors}. Sedentary is mostly sitting; light is short walks or 1–3 light workouts a week; moderate is 3–5 workouts a week; active is hard exercise most days; very active is a physical job or training twice a day. When in doubt, choose the lower one: it is easy to add food later.`;
    },
  },
  {
    id: 'several-conditions',
    pattern: /\b(?:more than one|several|two|both|combine|combined|together|disagree|conflict)\b/,
    answer: () =>
      'Tick every condition you have: each adds its own rules, and when two disagree the stricter limit wins (for example with kidney disease we do not push high-potassium foods for blood pressure). The analysis names every such choice and its source.',
  },
  {
    id: 'not-listed',
    pattern:
      /\b(?:not listed|isnt listed|isn't listed|missing|not on the list|other condition|not there)\b/,
    answer: () =>
      'We plan for the conditions listed, each with rules from published guidelines. If yours is not there, leave it out and ask your doctor or dietitian how it changes your diet; the plan still follows healthy-eating guidelines and any conditions you do tick.',
  },
  {
    id: 'conditions',
    pattern: /\b(?:condition|conditions|diagnos\w*)\b/,
    answer: (asked) => {
      const selected = formConditions(asked.form);
      const named = selected.length > 0 ? selected : CONDITION_IDS.slice(0, 4);
      const lines = named.map((id) => {
        const condition = getCondition(id);
        return `${condition.name}: ${condition.dietaryFocus.join(', ').toLowerCase()}`;
      });
      return `Each condition adds its own rules. ${selected.length > 0 ? 'For yours' : 'For example'}: ${lines.join('; ')}.`;
    },
  },
  {
    id: 'taste',
    pattern: /\b(?:taste|tasty|boring|bland|enjoy|good food|delicious)\b/,
    answer: () =>
      'Yes: the plan is built from real recipes, and you choose the foods and cuisines you like on the next page; liked foods come up on at least half of the days, and you can swap any meal you do not fancy.',
  },
  {
    id: 'supplements',
    pattern: /\b(?:supplements?|multivitamins?|vitamin pills?|fish oil|herbal)\b/,
    answer: () =>
      'Yes, list supplements too: some matter with food or medicines (calcium and iron are taken apart from levothyroxine and some antibiotics; vitamin K supplements change warfarin). We flag the ones in our table; your pharmacist can check the rest.',
  },
  {
    id: 'brand-generic',
    pattern: /\b(?:brand|generic|names?)\b/,
    answer: () =>
      'Either works: we know the generic names and common US brand names (Lipitor is atorvastatin, Coumadin is warfarin, Glucophage is metformin). Doses and "mg" can stay in; separate medicines with commas.',
  },
  {
    id: 'timing',
    pattern: /\b(?:when|timing|empty stomach|before|after|time)\b/,
    answer: (asked) => {
      const timing = formMedicines(asked.form)
        .classIds.map(getMedicationClass)
        .filter((entry) => entry.severity === 'timing');
      return timing.length > 0
        ? `${timing.map((entry) => `${entry.label}: ${entry.advice}`).join(' ')} Your pharmacist can fit the timing to your day.`
        : 'None of the medicines you listed has a food-timing rule in our table. Take them as your prescriber or pharmacist said; the label says whether with food or on an empty stomach.';
    },
  },
  {
    id: 'medicines-food',
    pattern: /\b(?:medicines?|medications?|drugs?|pills?|interact\w*|tablets?)\b/,
    answer: () =>
      'Some medicines change what you should eat: warfarin needs steady vitamin K; simvastatin, lovastatin and atorvastatin clash with grapefruit; MAO inhibitors with aged cheese and cured meats; ACE inhibitors, ARBs and spironolactone keep potassium in; metformin lowers vitamin B12 over time; levothyroxine and some antibiotics are taken apart from calcium and iron. List yours and we adjust the plan.',
  },
  {
    id: 'sodium-limit',
    pattern: /\b(?:salt|sodium)\b/,
    also: /\b(?:how much|limit|max\w*|allowed|can i (?:have|eat)|per day|a day|daily)\b/,
    answer: (asked) => sodiumLimit(asked),
  },
  {
    id: 'privacy',
    pattern:
      /\b(?:priva\w*|data|share|shared|sell|stored?|saved?|keep|kept|secure|safe|who can see|delete)\b/,
    also: /\b(?:my|data|information|details|answers|you|this)\b/,
    answer: () =>
      "Signed out, your answers stay in this browser tab: our server computes your analysis and plan from them and stores nothing. Signed in, they are saved to your account so you can come back to them; only you can see them, and the Account page lets you download everything or delete your account. We don't sell your details. When this site is set up with an AI model, a message you type in the chats may be sent to it to be read: the message alone, never your profile.",
  },
  {
    id: 'pregnancy',
    pattern:
      /\b(?:pregnan\w*|breast ?feed\w*|breast feeding|nursing|trying to conceive|expecting a baby)\b/,
    answer: () =>
      "Pregnancy and breastfeeding change what you need: more energy later on, more folate, iron, iodine and choline, and food-safety rules (no unpasteurised cheese or raw fish, limits on some fish for mercury, no alcohol). Our plans don't apply those rules yet, so please follow your midwife's, doctor's or dietitian's advice, and use a plan from here only as ideas they agree with.",
  },
  {
    id: 'prediabetes',
    pattern: /\b(?:pre ?-?diabet\w*|borderline diabet\w*|insulin resistan\w*|high blood sugar)\b/,
    answer: () =>
      `There is no separate box for prediabetes. Its eating pattern is close to type 2 diabetes's: carbohydrate spread through the day, more fibre, fewer sugary foods and drinks, and a little weight loss if you carry extra weight. Ticking Type 2 Diabetes applies those limits (${getCondition('diabetes_type2').dietaryFocus.join(', ').toLowerCase()}); ask your doctor whether that suits you.`,
  },
  {
    id: 'diabetes-types',
    pattern: /\btype (?:1|one|2|two)\b/,
    answer: () =>
      (['diabetes_type1', 'diabetes_type2'] as const)
        .map((id) => {
          const condition = getCondition(id);
          return `${condition.name}: ${condition.description} The plan focuses on ${condition.dietaryFocus.join(', ').toLowerCase()}.`;
        })
        .join(' '),
  },
  {
    id: 'drug-allergy',
    pattern:
      /\b(?:penicillin|amoxicillin|antibiotics?|sulfa\w*|sulpha\w*|aspirin|ibuprofen|nsaids?|codeine|morphine|latex|contrast dye|bee stings?|wasp stings?|pollen|hay fever|dust|cats?|dogs?)\b/,
    answer: () =>
      'This list is for foods: we use it to leave foods out of your meals. Allergies to medicines, latex, stings or pollen belong with your doctor and pharmacy, who check your prescriptions against them. Some pollen allergies make certain raw fruits itch (oral allergy syndrome); if that happens to you, list those fruits here.',
  },
  {
    id: 'peanut-or-tree-nut',
    pattern: /\bpeanuts?\b/,
    also: /\b(?:almonds?|walnuts?|cashews?|pecans?|pistachios?|hazelnuts?|tree nuts?|nuts)\b/,
    answer: () =>
      "Peanuts are legumes, not tree nuts, and a peanut allergy doesn't by itself rule out almonds, walnuts or cashews. But many people with one allergy have the other, and nuts are often processed together, so ask your allergist before you eat them. We leave out exactly what you list: add tree nuts too if you avoid them.",
  },
  {
    id: 'allergy-or-intolerance',
    pattern: /\b(?:intoleran\w*|difference|sensitiv\w*)\b/,
    also: /\b(?:allerg\w*|intoleran\w*|sensitiv\w*)\b/,
    answer: () =>
      'An allergy is the immune system reacting, and even a trace can be dangerous; an intolerance (lactose, for example) is digestion struggling, and small amounts may be fine. We treat both the same way: every food you list is left out completely. Your doctor can test which one you have.',
  },
  {
    id: 'cross-contact',
    pattern:
      /\bcross[ -]?contact|\bcross[ -]?contamination|\btraces?\b|\bmay contain\b|\bshared equipment\b/,
    answer: () =>
      'Cross-contact is an allergen getting into a food that does not contain it, through shared equipment, oil or surfaces. Our plans leave your allergens out of every recipe, but packaged foods can still carry traces: read labels ("may contain"), and cook with clean pans and boards.',
  },
  {
    id: 'common-allergens',
    pattern: /\b(?:common|most|main|top)\b/,
    also: /\ballerg/,
    answer: () =>
      `The allergens we track, as food labels do: ${formatList(Object.values(ALLERGEN_LABELS).map((label) => label.toLowerCase()))}. Listing one leaves out every food of its group.`,
  },
  {
    id: 'hidden-allergens',
    pattern: /\b(?:hide|hidden|hides|sneak\w*|unexpected)\b/,
    answer: () =>
      'Allergens hide in sauces and mixes: fish sauce and Worcestershire sauce (fish), pesto (tree nuts), tahini and hummus (sesame), soy sauce (soy and wheat), many breads and batters (egg, milk, wheat). We check every ingredient of every recipe against your list.',
  },
  {
    id: 'avoid',
    pattern: /\b(?:avoid|not eat|cut out|stay away|bad for me)\b/,
    answer: (asked) => {
      const medicines = formMedicines(asked.form).classIds.map(getMedicationClass);
      const conditions = formConditions(asked.form).map(getCondition);
      const parts = [
        ...conditions.map((c) => `${c.name}: ${c.dietaryFocus.join(', ').toLowerCase()}`),
        ...medicines.map((m) => `${m.label}: ${m.concerns.join(', ').toLowerCase()}`),
      ];
      return parts.length > 0
        ? `From what you have entered: ${parts.join('; ')}. Your analysis lists each food to limit or avoid, with the reason.`
        : 'Nothing yet: tick your conditions and list your medicines and allergies, and the analysis will list each food to limit or avoid, with the reason.';
    },
  },
];

/** 'How much salt can I have?': the daily sodium limit your conditions set, with its source. */
function sodiumLimit(asked: Asked): string {
  const profile = formProfile(asked.form);
  const targets = profile ? computeTargetsForProfile(profile) : undefined;
  const limit = targets?.ok
    ? targets.value.limits.find((entry) => entry.id === 'sodium-daily-max')
    : undefined;
  if (limit?.max === undefined) {
    return 'Most adults should keep sodium under 2,300 mg a day (about a teaspoon of salt); your plan keeps every day under your limit.';
  }
  const salt = Math.round((limit.max * 2.5) / 100) / 10;
  const sources = limit.sourceIds.map((id) => cite(id as SourceId)).join('; ');
  return `From what you have entered, your plan keeps sodium under ${formatNumber(limit.max)} mg a day, about ${salt} g of salt (${sources}). ${limit.reason} Most of it hides in bread, cheese, cured meats, sauces and ready meals, so the plan counts every ingredient.`;
}
