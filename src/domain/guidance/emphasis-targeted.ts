import { formatNumber } from '../profile/format';
import { ckdDefaults, dashPotassiumMg } from './facts';
import type { FoodCategory } from './food-category';
import { condition, medication, restriction, target } from './triggers';

/**
 * Foods to emphasise for a condition, a medicine, a diet or a target the person has: each entry is
 * selected only by something about the person. Rows only; `food-categories.ts` lists them first in
 * `EMPHASIS_CATEGORIES`.
 */
export const TARGETED_EMPHASIS: readonly FoodCategory[] = [
  {
    id: 'low-potassium-vegetables',
    category: 'Low-potassium vegetables',
    foods: [
      'cabbage',
      'cauliflower',
      'green beans',
      'bell pepper',
      'cucumber',
      'iceberg lettuce',
      'zucchini',
    ],
    lead: 'These give you fibre and vitamins with less potassium than most vegetables.',
    because: [
      {
        when: condition('chronic_kidney_disease'),
        say: (ctx) => {
          const defaults = ckdDefaults(ctx);
          return defaults === null
            ? 'With kidney disease, potassium can build up in your blood.'
            : `With kidney disease, potassium can build up in your blood; until your care team sets your number, your plan stays under ${formatNumber(defaults.potassiumMg)} mg a day.`;
        },
        sourceIds: ['B5.7'],
      },
    ],
  },
  {
    id: 'low-potassium-fruit',
    category: 'Lower-potassium fruit',
    foods: ['apples', 'blueberries', 'strawberries', 'grapes', 'pineapple', 'cranberries'],
    lead: 'Fruit that is sweet and filling but lower in potassium than bananas, oranges or melon.',
    because: [
      {
        when: condition('chronic_kidney_disease'),
        say: () =>
          'With kidney disease, choosing these over high-potassium fruit keeps potassium in check.',
        sourceIds: ['B5.7'],
      },
    ],
  },
  {
    id: 'low-fodmap-choices',
    category: 'Gentle low-FODMAP choices',
    foods: [
      'carrots',
      'zucchini',
      'bell pepper',
      'strawberries',
      'blueberries',
      'kiwi',
      'firm tofu',
      'white rice',
    ],
    lead: 'These are low in the fermentable carbohydrates (FODMAPs) that can set off IBS symptoms.',
    because: [
      {
        when: condition('ibs'),
        say: () =>
          'Lean on them during a short low-FODMAP trial, then bring other foods back one at a time.',
        sourceIds: ['B10.1'],
      },
    ],
  },
  {
    id: 'potassium-rich-produce',
    category: 'Potassium-rich vegetables and fruit',
    foods: ['spinach', 'sweet potato', 'bananas', 'white beans', 'avocado', 'cantaloupe'],
    lead: 'Potassium from food helps your body get rid of sodium and relaxes blood vessels.',
    because: [
      {
        when: target('dash-potassium-daily-target'),
        say: (ctx) => {
          const range = dashPotassiumMg(ctx);
          return range === null
            ? null
            : `Aim for ${formatNumber(range.min)}–${formatNumber(range.max)} mg of potassium a day from food to help lower your blood pressure.`;
        },
        sourceIds: ['B6.2'],
      },
    ],
    // B6.2's own exception, and C6: never pushed with kidney disease or a potassium-keeping drug.
    unless: [condition('chronic_kidney_disease'), medication('potassium-sparing')],
  },
  {
    id: 'soluble-fibre',
    category: 'Soluble fibre',
    foods: ['oats', 'oat bran', 'barley', 'chia seeds', 'flaxseed', 'carrots', 'oranges', 'apples'],
    lead: 'Soluble fibre turns into a soft gel in your gut.',
    because: [
      {
        when: condition('ibs'),
        say: () =>
          'With IBS it is gentler than the rough (insoluble) fibre in wheat bran: add it slowly.',
        sourceIds: ['B10.2'],
      },
      {
        when: condition('high_cholesterol'),
        say: (ctx) =>
          ctx.targets?.micronutrients.some((item) => item.id === 'tlc-viscous-fiber')
            ? 'It carries cholesterol out of your body: aim for 10–25 g of soluble fibre a day.'
            : 'It carries cholesterol out of your body.',
        sourceIds: ['B7.4'],
      },
      {
        when: condition('no_gallbladder'),
        say: () =>
          'Without a gallbladder it helps firm up loose stools: increase it slowly over a few weeks.',
        sourceIds: ['B3.3'],
      },
    ],
  },
  {
    id: 'oily-fish',
    category: 'Oily fish',
    foods: ['atlantic salmon', 'sardines', 'mackerel', 'rainbow trout', 'herring'],
    lead: 'Oily fish brings omega-3 fats and protein with little saturated fat.',
    because: [
      {
        when: condition('heart_disease'),
        say: () => 'Eating fish in place of fatty meat is part of a heart-healthy pattern.',
        sourceIds: ['B8.1'],
      },
      {
        when: condition('high_cholesterol'),
        say: () => 'Fish instead of red meat helps lower LDL cholesterol.',
        sourceIds: ['B7.3'],
      },
      {
        when: condition('fatty_liver'),
        say: () => 'Fish is part of the Mediterranean way of eating that helps a fatty liver.',
        sourceIds: ['B4.3'],
      },
    ],
  },
  {
    id: 'legumes',
    category: 'Beans, lentils and chickpeas',
    foods: ['lentils', 'chickpeas', 'black beans', 'kidney beans', 'pinto beans'],
    lead: 'Beans and lentils give protein and fibre together, and keep you full.',
    because: [
      {
        when: condition('diabetes_type2'),
        say: () => 'Their carbohydrate raises blood sugar slowly.',
        sourceIds: ['B1.2'],
      },
      {
        when: condition('diabetes_type1'),
        say: () => 'Their carbohydrate raises blood sugar slowly.',
        sourceIds: ['B1.2'],
      },
      {
        when: condition('high_cholesterol'),
        say: () => 'Their soluble fibre helps lower LDL cholesterol.',
        sourceIds: ['B7.4'],
      },
      {
        when: condition('heart_disease'),
        say: () => 'Protein from plants is part of a heart-healthy pattern.',
        sourceIds: ['B8.1'],
      },
      {
        when: condition('hypertension'),
        say: () => 'They are part of the DASH eating plan for blood pressure.',
        sourceIds: ['B6.3'],
      },
      {
        when: restriction('vegan'),
        say: () => 'On a vegan diet they are one of your main protein sources.',
        sourceIds: [],
      },
      {
        when: restriction('vegetarian'),
        say: () => 'On a vegetarian diet they are one of your main protein sources.',
        sourceIds: [],
      },
    ],
    // Most beans are high in potassium: with kidney disease they are not pushed (B5.7).
    unless: [condition('chronic_kidney_disease')],
  },
  {
    id: 'leafy-greens',
    category: 'Leafy greens',
    foods: ['spinach', 'kale', 'romaine', 'collard greens', 'arugula', 'swiss chard'],
    lead: 'Leafy greens are full of vitamins, minerals and fibre for very few calories.',
    because: [
      {
        when: condition('hypertension'),
        say: () => 'They are a big part of the DASH eating plan for blood pressure.',
        sourceIds: ['B6.3'],
      },
      {
        when: condition('heart_disease'),
        say: () => 'Plenty of varied vegetables is the first step of heart-healthy eating.',
        sourceIds: ['B8.1'],
      },
      {
        when: condition('diabetes_type2'),
        say: () => 'They fill your plate without raising blood sugar.',
        sourceIds: ['B1.2'],
      },
      {
        when: condition('fatty_liver'),
        say: () => 'They are part of the Mediterranean way of eating that helps a fatty liver.',
        sourceIds: ['B4.3'],
      },
    ],
    // Warfarin: vitamin K is kept steady, not pushed (C1); kidney disease: high in potassium.
    unless: [condition('chronic_kidney_disease'), medication('warfarin')],
  },
  {
    id: 'b12-foods',
    category: 'Vitamin B12 foods',
    foods: [
      'pacific cod',
      'hard-boiled eggs',
      'nonfat greek yogurt',
      'skim milk',
      'lean ground turkey',
      'atlantic salmon',
    ],
    lead: 'These are natural sources of vitamin B12.',
    because: [
      {
        when: medication('metformin'),
        say: () => 'Long-term metformin can lower your B12, so include one of these most days.',
        sourceIds: ['C5'],
      },
    ],
  },
  {
    id: 'calcium-sources',
    category: 'Calcium-rich foods',
    foods: [
      'nonfat greek yogurt',
      'skim milk',
      'firm tofu',
      'collard greens',
      'bok choy',
      'sardines',
      'chia seeds',
    ],
    lead: 'Calcium keeps bones strong.',
    because: [
      {
        when: target('dash-calcium'),
        say: () =>
          'The DASH eating plan for blood pressure includes about 1,250 mg of calcium a day.',
        sourceIds: ['B6.3'],
      },
      {
        when: condition('celiac_disease'),
        say: () =>
          'Celiac disease can lower how much calcium you absorb, and gluten-free eating can run low in it.',
        sourceIds: [],
      },
    ],
    // Dairy and seeds bring phosphorus, which the care team sets with kidney disease (B5.8).
    unless: [condition('chronic_kidney_disease')],
  },
];
