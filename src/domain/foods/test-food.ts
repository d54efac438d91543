import { type Food, NUTRIENT_KEYS, type Nutrients } from './food';

/** A food for tests, with all nutrients 0 unless given. Not used by production code. */
export function testFood(
  overrides: Partial<Omit<Food, 'nutrients' | 'tags'>> & {
    nutrients?: Partial<Nutrients>;
    tags?: Partial<Food['tags']>;
  },
): Food {
  const nutrients = Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, 0])) as Nutrients;
  return {
    id: '99999',
    fdcId: null,
    description: 'Test food',
    name: 'Test food',
    aliases: [],
    foodGroup: { code: '1100', name: 'Vegetables and Vegetable Products' },
    storeSection: 'produce',
    portion: null,
    ...overrides,
    nutrients: { ...nutrients, ...overrides.nutrients },
    tags: {
      allergens: [],
      animalOrigin: [],
      alcohol: false,
      kosherCategory: 'pareve',
      highFodmap: false,
      gerdTrigger: false,
      tyramineRich: false,
      grapefruit: false,
      vitaminK2Rich: false,
      potassiumSaltSubstitute: false,
      ...overrides.tags,
    },
  };
}
