import { type GuidanceContext, has, limitOf } from './context';
import type { FoodCategory } from './food-category';
import { condition, everyone, excessWeight } from './triggers';

const fiberMin = (ctx: GuidanceContext) => ctx.targets?.fiber.minG ?? null;

/**
 * Foods to emphasise from the groups of a healthy plate (lean protein, healthy fats, whole grains,
 * vegetables, fruit), with the reasons a condition adds. Rows only; `food-categories.ts` lists
 * them after `TARGETED_EMPHASIS` in `EMPHASIS_CATEGORIES`.
 */
export const EVERYDAY_EMPHASIS: readonly FoodCategory[] = [
  {
    id: 'lean-proteins',
    category: 'Lean proteins',
    foods: [
      'roasted chicken breast',
      'turkey breast',
      'pacific cod',
      'egg whites',
      'firm tofu',
      'tempeh',
      'edamame',
      'nonfat greek yogurt',
    ],
    lead: 'Lean protein keeps you full and protects your muscles, with little saturated fat.',
    because: [
      {
        when: condition('chronic_kidney_disease'),
        say: (ctx) => {
          const range = limitOf(ctx, 'ckd-protein-daily-range');
          return range?.min === undefined || range.max === undefined
            ? 'With kidney disease, keep protein moderate: enough for your muscles, no more.'
            : `With kidney disease, keep protein moderate: ${range.min}–${range.max} g a day, no more.`;
        },
        sourceIds: ['B5.1'],
      },
      {
        when: excessWeight,
        say: () => 'While you lose weight, enough protein helps you keep muscle and feel full.',
        sourceIds: ['A4'],
      },
      {
        when: condition('no_gallbladder'),
        say: () => 'Lean choices are easier to digest without a gallbladder than fatty meat.',
        sourceIds: ['B3.1'],
      },
      {
        when: everyone,
        say: (ctx) => {
          if (ctx.targets === null || has(ctx, 'chronic_kidney_disease')) return null;
          return `You need at least ${ctx.targets.macros.protein.minG} g of protein a day.`;
        },
        sourceIds: ['A3', 'A4'],
      },
    ],
  },
  {
    id: 'healthy-fats',
    category: 'Healthy fats',
    foods: ['olive oil', 'canola oil', 'avocado', 'walnuts', 'almonds'],
    lead: 'Use these in place of butter, lard or coconut oil: small amounts go a long way.',
    because: [
      {
        when: condition('high_cholesterol'),
        say: () => 'Swapping saturated fat for these unsaturated fats lowers LDL cholesterol.',
        sourceIds: ['B7.3'],
      },
      {
        when: condition('heart_disease'),
        say: () => 'Liquid plant oils instead of tropical oils are part of heart-healthy eating.',
        sourceIds: ['B8.1'],
      },
      {
        when: condition('diabetes_type2'),
        say: () => 'With diabetes, the kind of fat matters more than the amount.',
        sourceIds: ['B1.6'],
      },
      {
        when: condition('diabetes_type1'),
        say: () => 'With diabetes, the kind of fat matters more than the amount.',
        sourceIds: ['B1.6'],
      },
      {
        when: condition('fatty_liver'),
        say: () => 'Olive oil is at the heart of the Mediterranean way of eating.',
        sourceIds: ['B4.3'],
      },
    ],
  },
  {
    id: 'whole-grains',
    category: 'Whole grains',
    foods: [
      'oats',
      'brown rice',
      'quinoa',
      'whole-wheat bread',
      'buckwheat',
      'wild rice',
      'millet',
      'barley',
    ],
    lead: 'Whole grains keep their fibre, so they fill you up and release energy slowly.',
    because: [
      {
        when: condition('celiac_disease'),
        say: () =>
          'All the grains listed here are naturally gluten-free; buy ones labelled gluten-free (under 20 ppm) to avoid traces.',
        sourceIds: ['B11.1', 'B11.3'],
      },
      {
        when: condition('diabetes_type2'),
        say: () => 'Choose them over white bread and white rice to steady your blood sugar.',
        sourceIds: ['B1.2'],
      },
      {
        when: condition('diabetes_type1'),
        say: () => 'Choose them over white bread and white rice to steady your blood sugar.',
        sourceIds: ['B1.2'],
      },
      {
        when: everyone,
        say: (ctx) => {
          const grams = fiberMin(ctx);
          return grams === null ? null : `They help you reach at least ${grams} g of fibre a day.`;
        },
        sourceIds: ['A5'],
      },
    ],
  },
  {
    id: 'colourful-vegetables',
    category: 'Colourful vegetables',
    foods: ['broccoli', 'carrots', 'bell pepper', 'zucchini', 'green beans', 'tomatoes'],
    lead: 'Vegetables should fill half your plate: lots of fibre and vitamins, few calories.',
    because: [
      {
        when: excessWeight,
        say: () => 'They let you eat a full plate while staying within your calorie target.',
        sourceIds: ['B13.2'],
      },
      {
        when: condition('diabetes_type2'),
        say: () => 'They barely raise your blood sugar.',
        sourceIds: ['B1.2'],
      },
      { when: everyone, say: () => null, sourceIds: [] },
    ],
    unless: [condition('chronic_kidney_disease')],
  },
  {
    id: 'whole-fruit',
    category: 'Whole fruit',
    foods: ['blueberries', 'strawberries', 'apples', 'oranges', 'pears', 'kiwi'],
    lead: 'Whole fruit gives sweetness with fibre, vitamins and water.',
    because: [
      {
        when: condition('fatty_liver'),
        say: () =>
          'Whole fruit is fine with fatty liver; it is fruit juices and soft drinks that harm it.',
        sourceIds: ['B4.4'],
      },
      {
        when: condition('diabetes_type2'),
        say: () => 'With diabetes, choose whole fruit over juice and count it as carbohydrate.',
        sourceIds: ['B1.2'],
      },
      {
        when: condition('diabetes_type1'),
        say: () => 'Count it as carbohydrate when you match your insulin.',
        sourceIds: ['B2.1'],
      },
      { when: everyone, say: () => null, sourceIds: [] },
    ],
    unless: [condition('chronic_kidney_disease')],
  },
];
