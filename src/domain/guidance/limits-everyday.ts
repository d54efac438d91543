import {
  addedSugarLimitG,
  cholesterolLimitMg,
  fatPerMealG,
  largestPortionFact,
  satFatLimit,
  sodiumPhrase,
} from './facts';
import type { LimitCategory } from './food-category';
import { condition, everyone, excessWeight } from './triggers';

/**
 * Refined grains a day, in ounce-equivalents (a slice of bread, half a cup of cooked rice or
 * pasta), where the analysis says to limit them: our planning default, half of the six a day the
 * Dietary Guidelines' 2,000 kcal pattern has, the half they ask to be whole grains. The plan keeps
 * to it (`refinedGrainsLimitOzEq`).
 */
export const REFINED_GRAINS_DAILY_MAX_OZ_EQ = 3;

/**
 * The everyday limits of healthy eating (salt, sugar, sweets, refined grains, fried food,
 * saturated fat, alcohol), with the reasons a condition adds. Rows only; `food-categories.ts`
 * lists them after `TARGETED_LIMITS` in `LIMIT_CATEGORIES`.
 */
export const EVERYDAY_LIMITS: readonly LimitCategory[] = [
  {
    id: 'salty-processed-foods',
    category: 'Salty and processed foods',
    kind: 'limit',
    foods: [
      'deli meat',
      'bacon',
      'hot dogs',
      'pickles',
      'soy sauce',
      'potato chips',
      'saltine crackers',
    ],
    lead: 'Most of the salt people eat comes from processed and restaurant food, not the salt shaker.',
    because: [
      {
        when: condition('hypertension'),
        say: () => 'Less salt lowers blood pressure; even cutting 1,000 mg a day helps.',
        sourceIds: ['B6.1'],
      },
      {
        when: condition('chronic_kidney_disease'),
        say: () => 'Less salt eases blood pressure and fluid build-up with kidney disease.',
        sourceIds: ['B5.5'],
      },
      {
        when: condition('heart_disease'),
        say: () => 'Less salt lowers the strain on your heart.',
        sourceIds: ['B8.2'],
      },
      {
        when: everyone,
        say: (ctx, foods) => {
          const limit = sodiumPhrase(ctx);
          const fact = largestPortionFact(foods, 'sodiumMg');
          if (limit === null) return fact ? `For example: ${fact}.` : null;
          return `Keep sodium ${limit}.${fact ? ` For example: ${fact}.` : ''}`;
        },
        sourceIds: ['A8'],
      },
    ],
  },
  {
    id: 'sugary-drinks',
    category: 'Sugary drinks',
    kind: 'limit',
    foods: ['cola', 'energy drink', 'lemonade', 'sports drink', 'fruit juice'],
    lead: 'Sweet drinks add sugar and calories without filling you up.',
    because: [
      {
        when: condition('diabetes_type2'),
        say: () => 'They raise blood sugar fast; drink water instead.',
        sourceIds: ['B1.5'],
      },
      {
        when: condition('diabetes_type1'),
        say: () =>
          'They raise blood sugar fast; keep them for treating a low, as your diabetes team advised.',
        sourceIds: ['B1.5'],
      },
      {
        when: condition('fatty_liver'),
        say: () => 'The fructose in soft drinks and juices adds fat to the liver.',
        sourceIds: ['B4.4'],
      },
      {
        when: everyone,
        say: (ctx) => {
          const grams = addedSugarLimitG(ctx);
          return grams === null
            ? null
            : `Keep added sugar under ${grams} g a day (10 % of your calories); one can of cola has about 35 g.`;
        },
        sourceIds: ['A6'],
      },
    ],
  },
  {
    id: 'sweets-and-desserts',
    category: 'Sweets and desserts',
    kind: 'limit',
    foods: ['cookies', 'candy', 'doughnuts', 'ice cream', 'honey'],
    lead: 'Sweets are high in added sugar and often in saturated fat.',
    because: [
      {
        when: condition('diabetes_type2'),
        say: () => 'Keep them for occasional small treats to steady your blood sugar.',
        sourceIds: ['B1.2'],
      },
      {
        when: condition('diabetes_type1'),
        say: () => 'If you have one, count its carbohydrate like any other food.',
        sourceIds: ['B2.1'],
      },
      {
        when: condition('fatty_liver'),
        say: () => 'Added sugar, especially fructose, adds fat to the liver.',
        sourceIds: ['B4.4'],
      },
      {
        when: condition('heart_disease'),
        say: () => 'Keeping added sugar low is part of heart-healthy eating.',
        sourceIds: ['B8.1'],
      },
      {
        when: condition('high_cholesterol'),
        say: () => 'Cutting sweets is part of the pattern that lowers LDL cholesterol.',
        sourceIds: ['B7.3'],
      },
      {
        when: excessWeight,
        say: () => 'They pack many calories into small portions.',
        sourceIds: ['B13.2'],
      },
    ],
  },
  {
    id: 'refined-grains',
    category: 'Refined grains',
    kind: 'limit',
    foods: ['white bread', 'white rice', 'bagels', 'saltine crackers'],
    lead: `White flour and white rice have lost most of their fibre: your plan keeps them to ${REFINED_GRAINS_DAILY_MAX_OZ_EQ} ounce-equivalents a day at most (about 1½ cups of cooked white rice or pasta, or 3 slices of white bread).`,
    because: [
      {
        when: condition('diabetes_type2'),
        say: () => 'They raise blood sugar faster than whole grains; swap them where you can.',
        sourceIds: ['B1.2'],
      },
      {
        when: condition('fatty_liver'),
        say: () => 'Whole grains suit the Mediterranean way of eating better.',
        sourceIds: ['B4.3'],
      },
      {
        when: excessWeight,
        say: () => 'They fill you up less than whole grains for the same calories.',
        sourceIds: ['A5'],
      },
    ],
    // With kidney disease white rice and white bread are often the lower-phosphorus choice.
    unless: [condition('chronic_kidney_disease')],
  },
  {
    id: 'fried-and-greasy-foods',
    category: 'Fried and greasy foods',
    kind: 'limit',
    foods: ['french fries', 'potato chips', 'doughnuts', 'bacon', 'pork sausage'],
    lead: 'Fried and greasy food is heavy in fat and calories.',
    because: [
      {
        when: condition('no_gallbladder'),
        say: (ctx) => {
          const grams = fatPerMealG(ctx);
          return grams === null
            ? 'Without a gallbladder, large amounts of fat at once can cause diarrhoea and pain.'
            : `Without a gallbladder, large amounts of fat at once can cause diarrhoea and pain: keep each meal under ${grams} g of fat.`;
        },
        sourceIds: ['B3.2'],
      },
      {
        when: condition('gerd'),
        say: () => 'Fatty meals are a common reflux trigger.',
        sourceIds: ['B9.3'],
      },
      {
        when: condition('fatty_liver'),
        say: () => 'Limiting ultra-processed food helps a fatty liver.',
        sourceIds: ['B4.3'],
      },
      {
        when: condition('heart_disease'),
        say: () => 'Minimally processed food is part of heart-healthy eating.',
        sourceIds: ['B8.1'],
      },
      {
        when: excessWeight,
        say: () => 'They make a calorie target hard to keep.',
        sourceIds: ['B13.2'],
      },
    ],
  },
  {
    id: 'saturated-fat-foods',
    category: 'Foods high in saturated fat',
    kind: 'limit',
    foods: [
      'butter',
      'cheddar cheese',
      'heavy cream',
      'coconut oil',
      'ribeye steak',
      'pork sausage',
    ],
    lead: 'Saturated fat raises LDL ("bad") cholesterol.',
    because: [
      {
        when: condition('high_cholesterol'),
        say: () => 'Cutting it is the diet step that lowers LDL the most.',
        sourceIds: ['B7.1'],
      },
      {
        when: condition('heart_disease'),
        say: () => 'With heart disease, the same low saturated-fat target applies.',
        sourceIds: ['B8.2'],
      },
      {
        when: condition('hypertension'),
        say: () => 'The DASH eating plan keeps it low.',
        sourceIds: ['B6.3'],
      },
      {
        when: condition('diabetes_type2'),
        say: () => 'With diabetes, heart health matters as much as blood sugar.',
        sourceIds: ['B1.6'],
      },
      {
        when: condition('diabetes_type1'),
        say: () => 'With diabetes, heart health matters as much as blood sugar.',
        sourceIds: ['B1.6'],
      },
      {
        when: everyone,
        say: (ctx, foods) => {
          const limit = satFatLimit(ctx);
          if (limit === null) return null;
          const cholesterol = cholesterolLimitMg(ctx);
          const fact = largestPortionFact(foods, 'satFatG');
          return `Keep saturated fat under ${limit.grams} g a day (${limit.percent} % of your calories)${cholesterol === null ? '' : ` and dietary cholesterol under ${cholesterol} mg`}.${fact ? ` For example: ${fact}.` : ''}`;
        },
        sourceIds: ['A7'],
      },
    ],
  },
  {
    id: 'alcohol',
    category: 'Alcohol',
    kind: 'limit',
    foods: ['beer', 'wine', 'spirits'],
    lead: 'Alcohol adds calories and affects blood pressure, the liver and sleep.',
    because: [
      {
        when: condition('fatty_liver'),
        say: () =>
          'With fatty liver, drinking less is better and none is best; if your liver has scarring, avoid alcohol completely.',
        sourceIds: ['B4.5'],
      },
      {
        when: condition('hypertension'),
        say: () => 'With high blood pressure, not drinking is the goal.',
        sourceIds: ['B6.5'],
      },
      {
        when: condition('heart_disease'),
        say: () => 'Do not start drinking for your heart, and limit it if you already drink.',
        sourceIds: ['B8.1'],
      },
      {
        when: condition('gerd'),
        say: () => 'Alcohol is a common reflux trigger.',
        sourceIds: ['B9.3'],
      },
      {
        when: excessWeight,
        say: () => 'Drinks add calories that are easy to miss.',
        sourceIds: ['B13.2'],
      },
    ],
  },
];
