import type { DietaryRecommendations, HealthAnalysis } from '../guidance';

/**
 * Spec §8: what the analysis screen shows when the analysis cannot run (no reply, an error, a
 * rate limit). Generic and as safe as generic can be: the foods to emphasise carry none of the
 * nine major allergens (a test checks them against the food table), every limit is the general
 * adult one (DGA 2020–2025, A6–A9), and the text says plainly that it is not personal yet.
 * Our own words.
 */
export const FALLBACK_HEALTH_ANALYSIS: HealthAnalysis = {
  overview:
    'We could not prepare your personal analysis just now, so here is general guidance for adults. It does not yet take your own conditions, medicines or allergies into account: please try again in a moment.',
  healthRisks: [
    'Long-term conditions such as diabetes, high blood pressure, high cholesterol and kidney disease are strongly shaped by what we eat and drink.',
    'Extra weight, a lot of salt, saturated fat and added sugar, and little fibre raise the risk of heart disease and type 2 diabetes.',
  ],
  dietaryImpact: [
    'A plate built around vegetables, fruit, whole grains, beans and lean protein supports steady blood sugar, healthy blood pressure and a healthy weight.',
    'Keeping sodium under 2,300 mg a day, saturated fat under 10 % of calories and added sugar under 10 % of calories protects your heart.',
  ],
  importantConsiderations: [
    'If you have food allergies, a medical condition or take medicines, this general advice may not fit you: check any change with your doctor, dietitian or pharmacist.',
    'This is general dietary guidance, not a diagnosis or a treatment plan.',
  ],
  sourceIds: {
    overview: [],
    healthRisks: [[], []],
    dietaryImpact: [[], ['A8', 'A7', 'A6']],
    importantConsiderations: [[], []],
  },
  isFallback: true,
};

export const FALLBACK_DIETARY_RECOMMENDATIONS: DietaryRecommendations = {
  foodsToEmphasize: [
    {
      category: 'Vegetables and fruit',
      foods: ['Leafy greens', 'Carrots', 'Bell peppers', 'Berries', 'Apples'],
      reason: 'Fibre, vitamins and minerals for few calories: aim to fill half your plate.',
    },
    {
      category: 'Whole grains',
      foods: ['Brown rice', 'Quinoa', 'Buckwheat'],
      reason: 'They keep their fibre, so they fill you up and release energy slowly.',
    },
    {
      category: 'Lean proteins',
      foods: ['Chicken', 'Turkey', 'Lentils', 'Chickpeas'],
      reason: 'Protein keeps you full and protects your muscles, with little saturated fat.',
    },
  ],
  foodsToLimit: [
    {
      category: 'Salty and processed foods',
      foods: ['Deli meats', 'Chips', 'Canned soups', 'Fast food'],
      reason: 'Most of the salt people eat comes from these; keep sodium under 2,300 mg a day.',
      kind: 'limit',
      sourceIds: ['A8'],
    },
    {
      category: 'Sugary drinks and sweets',
      foods: ['Soft drinks', 'Sweet tea', 'Candy', 'Pastries'],
      reason: 'Added sugar brings calories without fullness; keep it under 10 % of calories.',
      kind: 'limit',
      sourceIds: ['A6'],
    },
  ],
  portionGuidelines: [
    'Build each plate as half vegetables, a quarter lean protein and a quarter whole grains.',
    'Eat slowly and stop when you are comfortably full.',
  ],
  mealTiming: ['Eat regular meals at roughly the same times each day.'],
  hydration: [
    'Make water your main drink, and choose it over soft drinks and juice.',
    'If you drink alcohol, keep to no more than 1 drink a day for women or 2 for men.',
  ],
  supplements: ['Take supplements only if your doctor or dietitian recommends them.'],
  sourceIds: {
    portionGuidelines: [[], []],
    mealTiming: [[]],
    hydration: [['A6'], ['A9']],
    supplements: [[]],
  },
  isFallback: true,
};
