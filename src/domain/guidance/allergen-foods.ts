import type { Allergen } from '../foods/food';

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
