/**
 * Simple sides the planner may add to a lunch or dinner when the recipes alone cannot meet the
 * day: plain starches and fruit that bring energy with little protein, sodium, potassium or
 * phosphorus (kidney disease), or more energy for high targets; and for kidney disease, egg
 * whites, protein with little phosphorus or potassium (a kidney diet's usual protein where the
 * protein floor and the phosphorus ceiling leave little room). Each side is one food of the
 * table; the person's exclusions apply to it like any food.
 */
export interface SideDish {
  id: string;
  foodId: string;
  /** How the meal's name reads with it: 'with steamed white rice'. */
  phrase: string;
  gramsPerServing: number;
  /** A plate has at most one side of each kind (rice and noodles together read oddly). */
  kind: 'starch' | 'fruit' | 'fat' | 'protein';
  /** Offered only to people with kidney disease. */
  kidneyOnly?: true;
}

export const SIDE_DISHES: readonly SideDish[] = [
  {
    id: 'side-white-rice',
    foodId: '20045',
    phrase: 'steamed white rice',
    gramsPerServing: 158,
    kind: 'starch',
  },
  {
    id: 'side-rice-noodles',
    foodId: '20134',
    phrase: 'rice noodles',
    gramsPerServing: 176,
    kind: 'starch',
  },
  { id: 'side-quinoa', foodId: '20137', phrase: 'quinoa', gramsPerServing: 185, kind: 'starch' },
  {
    id: 'side-pita',
    foodId: '18042',
    phrase: 'warm whole-wheat pita',
    gramsPerServing: 64,
    kind: 'starch',
  },
  {
    id: 'side-corn-tortillas',
    foodId: '18363',
    phrase: 'corn tortillas',
    gramsPerServing: 52,
    kind: 'starch',
  },
  {
    id: 'side-blueberries',
    foodId: '09050',
    phrase: 'a cup of blueberries',
    gramsPerServing: 148,
    kind: 'fruit',
  },
  {
    id: 'side-grapes',
    foodId: '09132',
    phrase: 'a cup of grapes',
    gramsPerServing: 151,
    kind: 'fruit',
  },
  {
    id: 'side-pineapple',
    foodId: '09266',
    phrase: 'pineapple chunks',
    gramsPerServing: 165,
    kind: 'fruit',
  },
  { id: 'side-apple', foodId: '09003', phrase: 'an apple', gramsPerServing: 182, kind: 'fruit' },
  {
    id: 'side-strawberries',
    foodId: '09316',
    phrase: 'strawberries',
    gramsPerServing: 152,
    kind: 'fruit',
  },
  {
    id: 'side-egg-whites',
    foodId: '01124',
    phrase: 'scrambled egg whites',
    // Three large egg whites.
    gramsPerServing: 99,
    kind: 'protein',
    kidneyOnly: true,
  },
  {
    id: 'side-olive-oil',
    foodId: '04053',
    phrase: 'a drizzle of olive oil',
    gramsPerServing: 9,
    kind: 'fat',
  },
];
