import type { NutritionalGuidelines } from '../targets';

/**
 * Spec §8: the guidelines returned when analysis fails, with the spec's values exactly. The
 * macronutrient ranges, which §8 does not list, are the adult AMDR (A3).
 */
export const FALLBACK_NUTRITIONAL_GUIDELINES: NutritionalGuidelines = {
  dailyCalories: { min: 1600, max: 2200, recommended: 1800 },
  macronutrients: {
    carbs: '45-65% of calories',
    protein: '10-35% of calories',
    fat: '20-35% of calories',
  },
  macronutrientSourceIds: { carbs: ['A3'], protein: ['A3'], fat: ['A3'] },
  keyMicronutrients: [
    {
      nutrient: 'Fiber',
      amount: '25-30g',
      reason: 'Supports digestion, blood sugar and heart health.',
    },
    { nutrient: 'Vitamin D', amount: '600-800 IU', reason: 'Supports bones and muscles.' },
    { nutrient: 'Omega-3', amount: '250-500mg', reason: 'Supports heart and brain health.' },
  ],
  nutrientLimits: [
    {
      nutrient: 'Sodium',
      limit: 'under 2300mg',
      reason: 'Helps keep blood pressure healthy.',
      sourceIds: ['A8'],
    },
    {
      nutrient: 'Added sugar',
      limit: 'under 25g',
      reason: 'Supports steady energy and a healthy weight.',
    },
    {
      nutrient: 'Saturated fat',
      limit: 'under 10% of calories',
      reason: 'Helps keep cholesterol healthy.',
      sourceIds: ['A7'],
    },
  ],
  isFallback: true,
};
