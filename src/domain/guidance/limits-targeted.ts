import { formatNumber } from '../profile/format';
import { CKD_PLANNING_DEFAULTS } from '../targets';
import { ckdDefaults, largestPortionFact } from './facts';
import type { LimitCategory } from './food-category';
import { condition, medication } from './triggers';

/**
 * Foods to avoid, keep steady or limit because of a medicine or a condition (MAOI, statin,
 * celiac disease, warfarin, kidney disease, IBS, GERD). Rows only; `food-categories.ts` lists
 * them first in `LIMIT_CATEGORIES`.
 */
export const TARGETED_LIMITS: readonly LimitCategory[] = [
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
];

/** Foods to keep apart from a medicine's dose; last in `LIMIT_CATEGORIES`. */
export const MEDICINE_TIMING_LIMITS: readonly LimitCategory[] = [
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
