/**
 * Simple sides the planner may add to a lunch or dinner when the recipes alone cannot meet the
 * day: plain starches and fruit that bring energy with little protein, sodium, potassium or
 * phosphorus (kidney disease), or more energy for high targets. Each side is one food of the
 * table; the person's exclusions apply to it like any food.
 */
export interface SideDish {
  id: string;
  foodId: string;
  /** How the meal's name reads with it: 'with steamed white rice'. */
  phrase: string;
  gramsPerServing: number;
}

export const SIDE_DISHES: readonly SideDish[] = [
  { id: 'side-white-rice', foodId: '20045', phrase: 'steamed white rice', gramsPerServing: 158 },
  { id: 'side-rice-noodles', foodId: '20134', phrase: 'rice noodles', gramsPerServing: 176 },
  { id: 'side-quinoa', foodId: '20137', phrase: 'quinoa', gramsPerServing: 185 },
  { id: 'side-pita', foodId: '18042', phrase: 'warm whole-wheat pita', gramsPerServing: 64 },
  { id: 'side-corn-tortillas', foodId: '18363', phrase: 'corn tortillas', gramsPerServing: 52 },
  { id: 'side-blueberries', foodId: '09050', phrase: 'a cup of blueberries', gramsPerServing: 148 },
  { id: 'side-grapes', foodId: '09132', phrase: 'a cup of grapes', gramsPerServing: 151 },
  { id: 'side-pineapple', foodId: '09266', phrase: 'pineapple chunks', gramsPerServing: 165 },
  { id: 'side-apple', foodId: '09003', phrase: 'an apple', gramsPerServing: 182 },
  { id: 'side-strawberries', foodId: '09316', phrase: 'strawberries', gramsPerServing: 152 },
  { id: 'side-olive-oil', foodId: '04053', phrase: 'a drizzle of olive oil', gramsPerServing: 9 },
];
