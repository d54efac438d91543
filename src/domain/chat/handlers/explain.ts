import { findFoodsByName } from '../../foods/food-table';
import { formatList, formatWholeNumber } from '../../profile/format';
import { foodExclusions, personalFoodRules } from '../../rules/food-exclusions';
import type { UNTRACKED_NUTRIENTS } from '../intent-schema';
import { type IntentOf, type State, type Step, shortCitation } from '../step';

type UntrackedNutrient = (typeof UNTRACKED_NUTRIENTS)[number];

/** Requests answered in words: what changes, where to change it, and the nearest edit we make. */
export function explainStep(state: State, intent: IntentOf<'explain'>): Step {
  switch (intent.topic) {
    case 'dialysis': {
      const dialysis = state.profile.conditionDetails?.chronic_kidney_disease?.dialysis;
      const onDialysis = dialysis !== undefined && dialysis !== 'none';
      if (onDialysis) {
        return {
          outcome: 'unchanged',
          message: `Your profile already says you are on dialysis, and your plan follows it: protein is set higher, as dialysis needs (${shortCitation('B5.4')}). Your renal team's own limits come first.`,
        };
      }
      return {
        outcome: 'clarify',
        message: `Starting dialysis changes what your plan should be: dialysis removes protein, so protein goes up (about 1.0–1.2 g per kg of body weight a day instead of the lower amount before, ${shortCitation('B5.4')}), and your renal team sets your potassium, phosphorus and fluid limits. I haven't changed anything from a chat message: please set "Dialysis" under kidney disease in your health assessment, and your targets and plan will follow. Your renal dietitian's advice comes first.`,
      };
    }
    case 'vitamin-k': {
      const band = state.targets.limits.find(
        (limit) => limit.kind === 'consistency' && limit.nutrient === 'vitaminKUg',
      );
      if (band?.min === undefined || band.max === undefined) {
        return {
          outcome: 'unchanged',
          message:
            "Keeping vitamin K steady matters when you take warfarin (Coumadin): its effect changes with the vitamin K you eat. Your profile lists no such medicine. If you take it, add it to your medications in the health assessment and every plan will keep each day's vitamin K in a steady band.",
        };
      }
      const amounts = state.plan.days.map((day) => day.totals?.vitaminKUg ?? 0);
      return {
        outcome: 'unchanged',
        message: `Your plan already keeps vitamin K steady for warfarin: every day between ${formatWholeNumber(Math.min(...amounts))} and ${formatWholeNumber(Math.max(...amounts))} µg, inside the band of ${formatWholeNumber(band.min)}–${formatWholeNumber(band.max)} µg around ${formatWholeNumber(band.referenceAmount ?? (band.min + band.max) / 2)} µg, and swaps and edits keep to it too.`,
      };
    }
    case 'cost':
      return {
        outcome: 'unchanged',
        message:
          'Our food data has no prices, so I can\'t rank meals by cost yet. What I can do: swap any meal you find pricey (say "swap dinner on day 2"), or leave out a food you\'d rather not buy (say "no salmon"). Beans, lentils, oats, eggs, frozen vegetables and seasonal fruit are usually the cheapest ways to meet your targets.',
      };
    case 'untracked-nutrient':
      return untrackedNutrientStep(state, intent.nutrient ?? 'iron');
  }
}

/**
 * Foods rich in each nutrient plans do not aim at (USDA FoodData Central; NIH Office of Dietary
 * Supplements fact sheets), as the food table names them; the person's rules filter them.
 */
const RICH_IN: Readonly<Record<UntrackedNutrient, readonly string[]>> = {
  iron: ['lentils', 'beef', 'chickpeas', 'tofu', 'pumpkin seeds', 'spinach', 'kidney beans'],
  calcium: ['yogurt', 'milk', 'cheese', 'tofu', 'sardines', 'kale', 'almonds'],
  'vitamin d': ['salmon', 'sardines', 'trout', 'eggs', 'milk', 'mushrooms'],
  'vitamin b12': ['salmon', 'tuna', 'beef', 'eggs', 'milk', 'yogurt'],
  'omega 3': ['salmon', 'sardines', 'mackerel', 'trout', 'walnuts', 'chia seeds', 'flaxseed'],
  magnesium: ['pumpkin seeds', 'almonds', 'spinach', 'black beans', 'oats', 'brown rice'],
  zinc: ['beef', 'pumpkin seeds', 'chickpeas', 'lentils', 'cashews', 'oats'],
  'vitamin c': ['red bell pepper', 'oranges', 'strawberries', 'broccoli', 'kiwi', 'tomatoes'],
  folate: ['lentils', 'chickpeas', 'spinach', 'asparagus', 'black beans', 'avocado'],
};

/** Vitamin K per 100 g above which a food is a large, sudden serving for someone on warfarin. */
const HIGH_VITAMIN_K_UG = 100;

function untrackedNutrientStep(state: State, nutrient: UntrackedNutrient): Step {
  const rules = personalFoodRules(state.profile);
  const steadyVitaminK = state.targets.limits.some(
    (limit) => limit.kind === 'consistency' && limit.nutrient === 'vitaminKUg',
  );
  const fits = RICH_IN[nutrient].filter((name) => {
    const foods = findFoodsByName(name);
    return (
      foods.length > 0 &&
      foods.every((food) => foodExclusions(food, rules).length === 0) &&
      !(
        steadyVitaminK && foods.some((food) => (food.nutrients.vitaminKUg ?? 0) > HIGH_VITAMIN_K_UG)
      )
    );
  });
  const tracked =
    'energy, protein, carbohydrate, fat, fibre, sugar, saturated fat, sodium, potassium, phosphorus, cholesterol and vitamin K';
  const offer =
    fits.length > 0
      ? ` Foods rich in ${nutrient} that fit your rules: ${formatList(fits.slice(0, 4))}. Say "add ${fits[0]}" and I'll put ${fits[0]} in more of your meals.`
      : ` None of the foods richest in ${nutrient} fits your rules; a dietitian can say whether you need a supplement.`;
  return {
    outcome: 'unchanged',
    message: `Your plan's numbers cover ${tracked}; ${nutrient} isn't one of them yet, so I can't raise it with figures I can check.${offer}`,
  };
}
