import type { ConditionId } from '../conditions/catalogue';
import { isFoodAllowed } from '../foods/diet';
import type { Allergen, Food, FoodTags } from '../foods/food';
import { nameTokens } from '../foods/food-names';
import { findFoodsByName } from '../foods/food-table';
import { matchMedications } from '../medications/match-medications';
import type { MedicationClassId } from '../medications/medication-class';
import type { DietaryRestriction, HealthProfile } from '../profile/health-profile';

/**
 * The hard food rules of one person: what no recommendation, meal or swap may contain.
 * Allergies, dietary restrictions and dislikes come from the profile; conditions and medications
 * add tag-based exclusions (gluten for celiac disease, high-FODMAP foods for IBS, common GERD
 * triggers, potassium salt substitutes with kidney disease or a potassium-retaining drug,
 * tyramine with an MAOI, grapefruit with a CYP3A4 statin, natto (vitamin K2) with warfarin). Numeric limits (sodium,
 * potassium, ...) are the targets' business, not this file's.
 */

export type ExclusionKind = 'allergy' | 'restriction' | 'dislike' | 'condition' | 'medication';

export interface FoodExclusion {
  kind: ExclusionKind;
  /** Permanent rule id, e.g. 'allergy-peanuts', 'celiac-no-gluten', 'maoi-no-tyramine'. */
  ruleId: string;
  /** Plain words for the person: 'your peanut allergy', 'celiac disease: no gluten'. */
  reason: string;
}

type TagRule = {
  tag: keyof Pick<
    FoodTags,
    | 'highFodmap'
    | 'gerdTrigger'
    | 'tyramineRich'
    | 'grapefruit'
    | 'vitaminK2Rich'
    | 'potassiumSaltSubstitute'
  >;
  ruleId: string;
  reason: string;
  kind: ExclusionKind;
};

/** Condition -> the food tag it excludes. Celiac disease is handled as the wheat/gluten allergen. */
const CONDITION_TAG_RULES: Partial<Record<ConditionId, TagRule>> = {
  ibs: {
    tag: 'highFodmap',
    ruleId: 'ibs-low-fodmap',
    reason: 'IBS: high-FODMAP foods are left out during a low-FODMAP trial (ACG 2021)',
    kind: 'condition',
  },
  gerd: {
    tag: 'gerdTrigger',
    ruleId: 'gerd-no-common-triggers',
    reason: 'GERD: common reflux triggers are left out (adjust to your own triggers)',
    kind: 'condition',
  },
  chronic_kidney_disease: {
    tag: 'potassiumSaltSubstitute',
    ruleId: 'ckd-no-salt-substitute',
    reason:
      'kidney disease: potassium salt substitutes can push blood potassium too high (KDOQI 2020)',
    kind: 'condition',
  },
};

const MEDICATION_TAG_RULES: Partial<Record<MedicationClassId, TagRule>> = {
  maoi: {
    tag: 'tyramineRich',
    ruleId: 'maoi-no-tyramine',
    reason: 'your MAOI medicine: tyramine-rich foods can raise blood pressure dangerously',
    kind: 'medication',
  },
  'statin-cyp3a4': {
    tag: 'grapefruit',
    ruleId: 'statin-no-grapefruit',
    reason: 'your statin: grapefruit raises its level in the blood',
    kind: 'medication',
  },
  warfarin: {
    tag: 'vitaminK2Rich',
    ruleId: 'warfarin-no-vitamin-k2-foods',
    reason:
      'warfarin: natto is very rich in vitamin K2, which the food data does not count, so its vitamin K cannot be kept steady',
    kind: 'medication',
  },
  'potassium-sparing': {
    tag: 'potassiumSaltSubstitute',
    ruleId: 'potassium-sparing-no-salt-substitute',
    reason: 'your medicine makes your body keep potassium: no potassium salt substitutes',
    kind: 'medication',
  },
};

/**
 * Words people use for the nine major allergens. Broad words map broadly on purpose: 'nuts'
 * means tree nuts and peanuts, 'shrimp' means all shellfish (cross-reactivity), 'dairy' and
 * 'lactose' mean milk. Excluding too much is safe; too little is not.
 */
const ALLERGEN_WORDS: Readonly<Record<Allergen, readonly string[]>> = {
  milk: [
    'milk',
    'dairy',
    'lactose',
    'casein',
    'whey',
    'cheese',
    'butter',
    'cream',
    'yogurt',
    'yoghurt',
  ],
  egg: ['egg', 'egg white', 'egg yolk', 'albumin', 'mayonnaise'],
  fish: [
    'fish',
    'finfish',
    'salmon',
    'tuna',
    'cod',
    'anchovy',
    'sardine',
    'trout',
    'tilapia',
    'halibut',
    'mackerel',
    'haddock',
  ],
  shellfish: [
    'shellfish',
    'crustacean',
    'shrimp',
    'prawn',
    'crab',
    'lobster',
    'crayfish',
    'mollusc',
    'mollusk',
    'clam',
    'oyster',
    'mussel',
    'scallop',
    'squid',
    'octopus',
    'seafood',
  ],
  'tree-nuts': [
    'tree nut',
    'nut',
    'almond',
    'cashew',
    'walnut',
    'pecan',
    'pistachio',
    'hazelnut',
    'filbert',
    'macadamia',
    'brazil nut',
    'pine nut',
    'chestnut',
  ],
  peanuts: ['peanut', 'groundnut', 'nut', 'peanut butter'],
  'wheat-gluten': ['wheat', 'gluten', 'barley', 'rye', 'spelt', 'semolina', 'celiac', 'coeliac'],
  soy: ['soy', 'soya', 'soybean', 'tofu', 'edamame', 'tempeh', 'miso'],
  sesame: ['sesame', 'tahini', 'sesame seed'],
};

/** 'seafood' also means fish. */
const EXTRA_ALLERGENS: Readonly<Record<string, readonly Allergen[]>> = { seafood: ['fish'] };

const ALLERGY_NOISE = new Set([
  'allergy',
  'allergic',
  'intolerance',
  'intolerant',
  'to',
  'free',
  'sensitivity',
  'severe',
  'mild',
]);

export interface PersonalFoodRules {
  allergens: readonly Allergen[];
  /** Why each allergen is excluded, in plain words. */
  allergenReasons: Readonly<Partial<Record<Allergen, string>>>;
  /** Specific foods named in the allergy list that are not one of the nine groups ('strawberry'). */
  allergyFoodIds: ReadonlySet<string>;
  dislikedFoodIds: ReadonlySet<string>;
  restrictions: readonly DietaryRestriction[];
  tagRules: readonly TagRule[];
  medicationClasses: readonly MedicationClassId[];
  /** Allergy or dislike entries that matched nothing in the food table: shown to the person. */
  unmatchedAllergies: readonly string[];
  unmatchedDislikes: readonly string[];
}

function allergenKey(text: string): string {
  return nameTokens(text)
    .filter((token) => !ALLERGY_NOISE.has(token))
    .join(' ');
}

/** The allergen groups an allergy entry names ('Tree nuts', 'shellfish allergy', 'lactose'). */
export function allergensNamedBy(entry: string): Allergen[] {
  const key = allergenKey(entry);
  if (key.length === 0) return [];
  const found = new Set<Allergen>(allergenWordKeys().get(key) ?? []);
  for (const allergen of EXTRA_ALLERGENS[key] ?? []) found.add(allergen);
  return [...found];
}

/** Each allergen word's key and the groups it names, built once. */
let wordKeys: Map<string, Allergen[]> | undefined;
function allergenWordKeys(): Map<string, Allergen[]> {
  if (wordKeys === undefined) {
    wordKeys = new Map();
    for (const [allergen, words] of Object.entries(ALLERGEN_WORDS) as [
      Allergen,
      readonly string[],
    ][]) {
      for (const word of words) {
        const key = nameTokens(word).join(' ');
        const list = wordKeys.get(key) ?? [];
        if (!list.includes(allergen)) list.push(allergen);
        wordKeys.set(key, list);
      }
    }
  }
  return wordKeys;
}

export function personalFoodRules(profile: HealthProfile): PersonalFoodRules {
  const allergenReasons: Partial<Record<Allergen, string>> = {};
  const allergyFoodIds = new Set<string>();
  const unmatchedAllergies: string[] = [];
  for (const entry of profile.allergies) {
    const groups = allergensNamedBy(entry);
    for (const group of groups) {
      allergenReasons[group] = `contains ${ALLERGEN_NAMES[group]}: your ${entry.trim()} allergy`;
    }
    const foods = findFoodsByName(allergenKey(entry) || entry);
    for (const food of foods) allergyFoodIds.add(food.id);
    if (groups.length === 0 && foods.length === 0) unmatchedAllergies.push(entry);
  }
  if (profile.healthConditions.includes('celiac_disease')) {
    allergenReasons['wheat-gluten'] =
      'contains gluten: celiac disease needs a strictly gluten-free diet';
  }

  const dislikedFoodIds = new Set<string>();
  const unmatchedDislikes: string[] = [];
  for (const entry of profile.foodPreferences.disliked) {
    const foods = findFoodsByName(entry);
    for (const food of foods) dislikedFoodIds.add(food.id);
    if (foods.length === 0) unmatchedDislikes.push(entry);
  }

  const medicationClasses = matchMedications(profile.medications).classIds;
  const tagRules = [
    ...profile.healthConditions.flatMap((id) => CONDITION_TAG_RULES[id] ?? []),
    ...medicationClasses.flatMap((id) => MEDICATION_TAG_RULES[id] ?? []),
  ];

  return {
    allergens: Object.keys(allergenReasons) as Allergen[],
    allergenReasons,
    allergyFoodIds,
    dislikedFoodIds,
    restrictions: [...profile.dietaryRestrictions],
    tagRules,
    medicationClasses,
    unmatchedAllergies,
    unmatchedDislikes,
  };
}

const ALLERGEN_NAMES: Readonly<Record<Allergen, string>> = {
  milk: 'milk',
  egg: 'egg',
  fish: 'fish',
  shellfish: 'shellfish',
  'tree-nuts': 'tree nut',
  peanuts: 'peanut',
  'wheat-gluten': 'wheat/gluten',
  soy: 'soy',
  sesame: 'sesame',
};

/** Every reason this person may not have this food; empty when it is allowed. */
export function foodExclusions(food: Food, rules: PersonalFoodRules): FoodExclusion[] {
  const reasons: FoodExclusion[] = [];
  for (const allergen of rules.allergens) {
    if (food.tags.allergens.includes(allergen)) {
      reasons.push({
        kind: 'allergy',
        ruleId: `allergy-${allergen}`,
        reason: rules.allergenReasons[allergen] ?? `contains ${ALLERGEN_NAMES[allergen]}`,
      });
    }
  }
  if (rules.allergyFoodIds.has(food.id)) {
    reasons.push({
      kind: 'allergy',
      ruleId: 'allergy-named-food',
      reason: 'a food you are allergic to',
    });
  }
  for (const restriction of rules.restrictions) {
    if (!isFoodAllowed(food, restriction)) {
      reasons.push({
        kind: 'restriction',
        ruleId: `restriction-${restriction}`,
        reason: `not ${restriction.replace('_', '-')}`,
      });
    }
  }
  if (rules.dislikedFoodIds.has(food.id)) {
    reasons.push({ kind: 'dislike', ruleId: 'dislike', reason: 'a food you dislike' });
  }
  for (const rule of rules.tagRules) {
    if (food.tags[rule.tag])
      reasons.push({ kind: rule.kind, ruleId: rule.ruleId, reason: rule.reason });
  }
  return reasons;
}

export function isFoodExcluded(food: Food, rules: PersonalFoodRules): boolean {
  return foodExclusions(food, rules).length > 0;
}
