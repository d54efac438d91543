import type { Allergen } from '../foods/food';
import { CKD_PLANNING_DEFAULTS } from '../targets';
import { formatNumber, type GuidanceContext, has, limitOf } from './context';
import {
  addedSugarLimitG,
  cholesterolLimitMg,
  ckdDefaults,
  dashPotassiumMg,
  fatPerMealG,
  largestPortionFact,
  satFatLimit,
  sodiumPhrase,
} from './facts';
import type { LimitKind } from './schemas';
import type { GuidanceSourceId } from './sources';
import {
  condition,
  everyone,
  excessWeight,
  medication,
  restriction,
  type Trigger,
  target,
} from './triggers';

/**
 * The food-category catalogues behind `foodsToEmphasize` and `foodsToLimit`, as data. Each entry
 * has a permanent id, the candidate foods (named so that `findFoodsByName` finds them in the food
 * table; a test checks every name), the triggers that select it, each with the sentence it adds
 * to the reason and the clinical-targets rows behind that sentence, and the triggers that rule it
 * out. Which candidates a person sees is decided in `dietary-recommendations.ts`.
 */

export interface Because {
  when: Trigger;
  /** One or two sentences for this person; null when they need a number the person lacks. */
  say: (ctx: GuidanceContext, foods: readonly string[]) => string | null;
  sourceIds: readonly GuidanceSourceId[];
}

export interface FoodCategory {
  /** Permanent, kebab-case. */
  id: string;
  category: string;
  /** Candidate foods, best first. */
  foods: readonly string[];
  /** The reason's first sentence, true for everyone the category is shown to. */
  lead: string;
  because: readonly Because[];
  /** The category is not shown when any of these applies. */
  unless?: readonly Trigger[];
}

export interface LimitCategory extends FoodCategory {
  kind: LimitKind;
}

const fiberMin = (ctx: GuidanceContext) => ctx.targets?.fiber.minG ?? null;

/**
 * Refined grains a day, in ounce-equivalents (a slice of bread, half a cup of cooked rice or
 * pasta), where the analysis says to limit them: our planning default, half of the six a day the
 * Dietary Guidelines' 2,000 kcal pattern has, the half they ask to be whole grains. The plan keeps
 * to it (`refinedGrainsLimitOzEq`).
 */
export const REFINED_GRAINS_DAILY_MAX_OZ_EQ = 3;

// ---------------------------------------------------------------------------------------------
// Foods to emphasise
// ---------------------------------------------------------------------------------------------

export const EMPHASIS_CATEGORIES: readonly FoodCategory[] = [
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

// ---------------------------------------------------------------------------------------------
// Foods to limit or avoid
// ---------------------------------------------------------------------------------------------

export const LIMIT_CATEGORIES: readonly LimitCategory[] = [
  {
    id: 'tyramine-foods',
    category: 'Tyramine-rich foods (avoid with your MAOI)',
    kind: 'avoid',
    foods: [
      'aged cheese',
      'salami',
      'smoked salmon',
      'soy sauce',
      'miso',
      'sauerkraut',
      'kimchi',
      'beer',
      'dried fruit',
      'yeast extract',
    ],
    lead: 'With an MAOI medicine, tyramine can raise your blood pressure to a dangerous level.',
    because: [
      {
        when: medication('maoi'),
        say: () =>
          'Leave out aged cheese, cured, smoked or fermented foods, soy sauce, tap beer and dried fruit, and keep doing so for a few weeks after you stop the medicine.',
        sourceIds: ['C2'],
      },
    ],
  },
  {
    id: 'grapefruit',
    category: 'Grapefruit and related citrus (avoid with your statin)',
    kind: 'avoid',
    foods: ['grapefruit', 'grapefruit juice', 'pomelo', 'Seville oranges'],
    lead: 'Grapefruit raises the level of some statins in your blood.',
    because: [
      {
        when: medication('statin-cyp3a4'),
        say: () => 'That raises the risk of muscle damage, so leave these out completely.',
        sourceIds: ['C3'],
      },
    ],
  },
  {
    id: 'gluten-grains',
    category: 'Gluten: wheat, barley and rye',
    kind: 'avoid',
    foods: [
      'wheat bread',
      'pasta',
      'couscous',
      'barley',
      'rye bread',
      'beer',
      'oats not labelled gluten-free',
    ],
    lead: 'With celiac disease, even traces of gluten damage your gut, whether or not you feel it.',
    because: [
      {
        when: condition('celiac_disease'),
        say: () =>
          'Keep a strict gluten-free diet for life. Only oats labelled gluten-free are safe, and only if your dietitian agrees.',
        sourceIds: ['B11.1', 'B11.2'],
      },
    ],
  },
  {
    id: 'potassium-salt-substitutes',
    category: 'Potassium salt substitutes and potassium supplements',
    kind: 'avoid',
    foods: ['salt substitutes made with potassium chloride', 'potassium supplements'],
    lead: 'These can push the potassium in your blood too high.',
    because: [
      {
        when: medication('potassium-sparing'),
        say: () => 'Your blood pressure medicine already makes your body keep potassium.',
        sourceIds: ['C6'],
      },
      {
        when: condition('chronic_kidney_disease'),
        say: () => 'With kidney disease, your kidneys clear potassium less well.',
        sourceIds: ['B5.7'],
      },
    ],
  },
  {
    id: 'natto-vitamin-k2',
    category: 'Natto (fermented soybeans)',
    kind: 'avoid',
    foods: ['natto'],
    lead: 'Natto is very rich in vitamin K2, which food tables do not count.',
    because: [
      {
        when: medication('warfarin'),
        say: () =>
          'One serving can hold many times your daily vitamin K, so it cannot be kept steady: your plan leaves it out.',
        sourceIds: ['C1'],
      },
    ],
  },
  {
    id: 'vitamin-k-swings',
    category: 'Big changes in vitamin K greens (keep them steady)',
    kind: 'keep-steady',
    foods: ['kale', 'spinach', 'collard greens', 'brussels sprouts', 'swiss chard'],
    lead: 'Vitamin K works against warfarin.',
    because: [
      {
        when: medication('warfarin'),
        say: () =>
          'You do not need to avoid these greens: eat about the same amount each week and avoid sudden big servings.',
        sourceIds: ['C1'],
      },
    ],
  },
  {
    id: 'high-potassium-foods',
    category: 'High-potassium foods',
    kind: 'limit',
    foods: [
      'bananas',
      'potatoes',
      'oranges',
      'tomatoes',
      'avocado',
      'spinach',
      'dried fruit',
      'beans',
    ],
    lead: 'These are among the richest sources of potassium.',
    because: [
      {
        when: condition('chronic_kidney_disease'),
        say: (ctx, foods) => {
          const defaults = ckdDefaults(ctx) ?? CKD_PLANNING_DEFAULTS;
          const fact = largestPortionFact(foods, 'potassiumMg');
          return `With kidney disease, keep them to small portions: your plan stays under ${formatNumber(defaults.potassiumMg)} mg of potassium a day until your care team sets your own number.${fact ? ` For example: ${fact}.` : ''}`;
        },
        sourceIds: ['B5.7'],
      },
    ],
  },
  {
    id: 'high-phosphorus-foods',
    category: 'Phosphate additives and high-phosphorus foods',
    kind: 'limit',
    foods: ['cola', 'processed cheese', 'deli meat', 'hot dogs', 'cheese', 'milk'],
    lead: 'Phosphate added to colas and processed foods is absorbed almost completely.',
    because: [
      {
        when: condition('chronic_kidney_disease'),
        say: (ctx) => {
          const defaults = ckdDefaults(ctx) ?? CKD_PLANNING_DEFAULTS;
          return `With kidney disease, phosphorus builds up; your plan stays under ${formatNumber(defaults.phosphorusMg)} mg a day until your care team sets your number. Check labels for words with "phos".`;
        },
        sourceIds: ['B5.8'],
      },
    ],
  },
  {
    id: 'high-fodmap-foods',
    category: 'High-FODMAP foods (during your trial)',
    kind: 'limit',
    foods: [
      'onion',
      'garlic',
      'wheat bread',
      'beans',
      'apples',
      'milk',
      'honey',
      'cauliflower',
      'mushrooms',
    ],
    lead: 'These ferment in the gut and are common IBS triggers.',
    because: [
      {
        when: condition('ibs'),
        say: () =>
          'Leave them out for a few weeks only, then bring them back one at a time, ideally with a dietitian, to learn which ones bother you.',
        sourceIds: ['B10.1'],
      },
    ],
  },
  {
    id: 'reflux-triggers',
    category: 'Common reflux triggers',
    kind: 'limit',
    foods: [
      'tomatoes',
      'oranges',
      'chocolate',
      'coffee',
      'mint',
      'onion',
      'garlic',
      'hot sauce',
      'cola',
    ],
    lead: 'These set off reflux in many people, but not in everyone.',
    because: [
      {
        when: condition('gerd'),
        say: () =>
          'Your plan leaves them out to start with; keep avoiding only the ones that bring on your symptoms.',
        sourceIds: ['B9.3'],
      },
    ],
  },
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
  {
    id: 'minerals-near-your-dose',
    category: 'Calcium- and iron-rich foods close to your medicine',
    kind: 'separate',
    foods: ['milk', 'yogurt', 'cheese', 'calcium-fortified juice', 'iron or calcium supplements'],
    lead: 'Calcium and iron bind some medicines and stop them working.',
    because: [
      {
        when: medication('levothyroxine'),
        say: () =>
          'Take levothyroxine 30–60 minutes before breakfast and keep these at least 4 hours away from it.',
        sourceIds: ['C4'],
      },
      {
        when: medication('tetracycline'),
        say: () =>
          'Keep them about 2 hours before or 4–6 hours after your antibiotic (check your label).',
        sourceIds: ['C7'],
      },
      {
        when: medication('fluoroquinolone'),
        say: () => 'Keep them apart from your antibiotic, timed as your label says.',
        sourceIds: ['C7'],
      },
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Allergens: the person's own 'avoid completely' entries
// ---------------------------------------------------------------------------------------------

/** Everyday foods of each allergen group, as examples of what to leave out (and read labels for). */
export const ALLERGEN_EXAMPLE_FOODS: Readonly<Record<Allergen, readonly string[]>> = {
  milk: ['milk', 'cheese', 'yogurt', 'butter', 'cream', 'whey'],
  egg: ['eggs', 'mayonnaise', 'egg noodles', 'baked goods made with egg'],
  fish: ['salmon', 'tuna', 'cod', 'fish sauce'],
  shellfish: ['shrimp', 'crab', 'lobster', 'clams', 'oysters'],
  'tree-nuts': ['almonds', 'walnuts', 'cashews', 'pecans', 'pistachios'],
  peanuts: ['peanuts', 'peanut butter', 'peanut oil'],
  'wheat-gluten': ['wheat bread', 'pasta', 'couscous', 'barley', 'rye bread'],
  soy: ['tofu', 'soy milk', 'edamame', 'soy sauce', 'miso'],
  sesame: ['sesame seeds', 'tahini', 'hummus', 'sesame oil'],
};

export const ALLERGEN_WORDS: Readonly<Record<Allergen, string>> = {
  milk: 'milk',
  egg: 'egg',
  fish: 'fish',
  shellfish: 'shellfish',
  'tree-nuts': 'tree nuts',
  peanuts: 'peanuts',
  'wheat-gluten': 'wheat and gluten',
  soy: 'soy',
  sesame: 'sesame',
};
