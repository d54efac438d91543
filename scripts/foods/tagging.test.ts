import { describe, expect, it } from 'vitest';
import type { Allergen, AnimalOrigin, FoodTags, KosherCategory } from '../../src/domain/foods/food';
import { storeSectionOf, tagFood } from './tagging';

type Flag = 'alcohol' | 'fodmap' | 'gerd' | 'tyramine' | 'grapefruit' | 'k2' | 'saltSubstitute';

interface Expected {
  allergens?: Allergen[];
  origin?: AnimalOrigin[];
  kosher?: KosherCategory;
  /** Every flag that is set; the others must be false. */
  flags?: Flag[];
}

/** Expected tags for real USDA SR28 rows: [ndb_no, food group, description, expected]. */
const CASES: [string, string, string, Expected][] = [
  // Dairy, eggs
  [
    '01009',
    '0100',
    'Cheese, cheddar',
    { allergens: ['milk'], origin: ['dairy'], kosher: 'dairy', flags: ['tyramine'] },
  ],
  [
    '01159',
    '0100',
    'Cheese, goat, soft type',
    { allergens: ['milk'], origin: ['dairy'], kosher: 'dairy', flags: [] },
  ],
  [
    '01145',
    '0100',
    'Butter, without salt',
    { allergens: ['milk'], origin: ['dairy'], kosher: 'dairy', flags: [] },
  ],
  [
    '01001',
    '0100',
    'Butter, salted',
    { allergens: ['milk'], origin: ['dairy'], kosher: 'dairy', flags: [] },
  ],
  [
    '01003',
    '0100',
    'Butter oil, anhydrous',
    { allergens: ['milk'], origin: ['dairy'], kosher: 'dairy', flags: [] },
  ],
  [
    '01256',
    '0100',
    'Yogurt, Greek, plain, nonfat',
    { allergens: ['milk'], origin: ['dairy'], flags: ['fodmap'] },
  ],
  [
    '42235',
    '0100',
    'Cheese, cottage, lowfat, 1% milkfat, lactose reduced',
    { allergens: ['milk'], flags: [] },
  ],
  [
    '01123',
    '0100',
    'Egg, whole, raw, fresh',
    { allergens: ['egg'], origin: ['egg'], kosher: 'pareve', flags: [] },
  ],
  [
    '01226',
    '0100',
    'Egg substitute, liquid or frozen, fat free',
    { allergens: ['egg'], origin: ['egg'], kosher: 'pareve' },
  ],
  [
    '04025',
    '0400',
    'Salad dressing, mayonnaise, regular',
    { allergens: ['egg'], origin: ['egg'], kosher: 'pareve', flags: [] },
  ],
  [
    '04611',
    '0400',
    'Margarine, regular, 80% fat, composite, tub, with salt',
    { allergens: ['milk', 'soy'], kosher: 'dairy' },
  ],
  [
    '14091',
    '1400',
    'Beverages, almond milk, unsweetened, shelf stable',
    { allergens: ['tree-nuts'], origin: [], kosher: 'pareve', flags: [] },
  ],
  // Soy
  [
    '16123',
    '1600',
    'Soy sauce made from soy and wheat (shoyu)',
    { allergens: ['wheat-gluten', 'soy'], origin: [], flags: ['tyramine'] },
  ],
  // Tamari: wheat-gluten conservatively (many tamari brands contain some wheat unless labelled gluten-free).
  [
    '16124',
    '1600',
    'Soy sauce made from soy (tamari)',
    { allergens: ['wheat-gluten', 'soy'], flags: ['tyramine'] },
  ],
  // Tofu: tyramine conservatively (Mayo Clinic lists tofu; stored tofu gains tyramine). See data/foods/README.md.
  [
    '16427',
    '1600',
    'Tofu, raw, regular, prepared with calcium sulfate',
    { allergens: ['soy'], origin: [], kosher: 'pareve', flags: ['tyramine'] },
  ],
  ['16114', '1600', 'Tempeh', { allergens: ['soy'], flags: ['tyramine'] }],
  // Natto: vitamin K2 the data does not count (left out with warfarin, C1).
  ['16113', '1600', 'Natto', { allergens: ['soy'], flags: ['tyramine', 'fodmap', 'k2'] }],
  ['16112', '1600', 'Miso', { allergens: ['wheat-gluten', 'soy'], flags: ['tyramine'] }],
  ['11212', '1100', 'Edamame, frozen, prepared', { allergens: ['soy'], flags: [] }],
  ['04044', '0400', 'Oil, soybean, salad or cooking', { allergens: ['soy'], flags: [] }],
  // Nuts, seeds, peanuts
  [
    '16398',
    '1600',
    'Peanut butter, smooth style, without salt',
    { allergens: ['peanuts'], origin: [], flags: [] },
  ],
  ['04042', '0400', 'Oil, peanut, salad or cooking', { allergens: ['peanuts'] }],
  ['12061', '1200', 'Nuts, almonds', { allergens: ['tree-nuts'], flags: [] }],
  ['12087', '1200', 'Nuts, cashew nuts, raw', { allergens: ['tree-nuts'], flags: ['fodmap'] }],
  [
    '12135',
    '1200',
    'Nuts, mixed nuts, dry roasted, with peanuts, without salt added',
    { allergens: ['tree-nuts', 'peanuts'], flags: ['fodmap'] },
  ],
  // Coconut is not a tree nut (FDA 2025); see data/foods/README.md.
  ['12104', '1200', 'Nuts, coconut meat, raw', { allergens: [], flags: [] }],
  ['04047', '0400', 'Oil, coconut', { allergens: [], flags: [] }],
  [
    '12166',
    '1200',
    'Seeds, sesame butter, tahini, from roasted and toasted kernels (most common type)',
    { allergens: ['sesame'], flags: [] },
  ],
  [
    '16137',
    '1600',
    'Hummus, home prepared',
    { allergens: ['sesame'], origin: [], flags: ['fodmap'] },
  ],
  [
    '06626',
    '0600',
    'Sauce, pesto, ready-to-serve, refrigerated',
    { allergens: ['milk', 'tree-nuts'], origin: ['dairy'], kosher: 'dairy', flags: ['fodmap'] },
  ],
  // Gluten grains
  [
    '08120',
    '0800',
    'Cereals, oats, regular and quick, not fortified, dry',
    { allergens: ['wheat-gluten'], origin: [], kosher: 'pareve', flags: [] },
  ],
  [
    '18029',
    '1800',
    'Bread, french or vienna (includes sourdough)',
    { allergens: ['wheat-gluten'], flags: ['fodmap'] },
  ],
  [
    '18069',
    '1800',
    'Bread, white, commercially prepared (includes soft bread crumbs)',
    { allergens: ['milk', 'wheat-gluten'], flags: ['fodmap'] },
  ],
  [
    '18258',
    '1800',
    'English muffins, plain, enriched, with ca prop (includes sourdough)',
    { allergens: ['milk', 'wheat-gluten'], flags: ['fodmap'] },
  ],
  [
    '18350',
    '1800',
    'Rolls, hamburger or hotdog, plain',
    { allergens: ['wheat-gluten'], origin: [], kosher: 'pareve', flags: ['fodmap'] },
  ],
  [
    '18228',
    '1800',
    'Crackers, saltines (includes oyster, soda, soup)',
    { allergens: ['wheat-gluten'], origin: [], flags: ['fodmap'] },
  ],
  [
    '20657',
    '2000',
    'Pasta, gluten-free, corn and rice flour, cooked',
    { allergens: [], flags: [] },
  ],
  ['20134', '2000', 'Rice noodles, cooked', { allergens: [], flags: [] }],
  [
    '16082',
    '1600',
    'Noodles, chinese, cellophane or long rice (mung beans), dehydrated',
    { allergens: [], flags: [] },
  ],
  ['18363', '1800', 'Tortillas, ready-to-bake or -fry, corn', { allergens: [], flags: [] }],
  [
    '08091',
    '0800',
    'Cereals, corn grits, white, regular and quick, enriched, cooked with water, without salt',
    { allergens: [], flags: [] },
  ],
  [
    '11493',
    '1100',
    'Squash, winter, spaghetti, cooked, boiled, drained, or baked, without salt',
    { allergens: [], flags: [] },
  ],
  ['20137', '2000', 'Quinoa, cooked', { allergens: [], origin: [], kosher: 'pareve', flags: [] }],
  // Meat, poultry, fish, shellfish
  [
    '10123',
    '1000',
    'Pork, cured, bacon, unprepared',
    { allergens: [], origin: ['pork'], kosher: 'non-kosher', flags: ['gerd', 'tyramine'] },
  ],
  [
    '05062',
    '0500',
    'Chicken, broiler or fryers, breast, skinless, boneless, meat only, raw',
    { allergens: [], origin: ['poultry'], kosher: 'meat', flags: [] },
  ],
  [
    '05027',
    '0500',
    'Chicken, liver, all classes, raw',
    { origin: ['poultry'], kosher: 'meat', flags: ['tyramine'] },
  ],
  [
    '06194',
    '0600',
    'Soup, chicken broth, ready-to-serve',
    { origin: ['poultry'], kosher: 'meat', flags: ['fodmap'] },
  ],
  [
    '23612',
    '1300',
    'Beef, chuck, arm pot roast, separable lean only, trimmed to 1/8" fat, choice, raw',
    { origin: ['beef'], kosher: 'meat', flags: [] },
  ],
  // Hindquarter cuts are not sold kosher outside Israel.
  [
    '23611',
    '1300',
    'Beef, top sirloin, steak, separable lean only, trimmed to 1/8" fat, all grades, raw',
    { origin: ['beef'], kosher: 'non-kosher' },
  ],
  [
    '13068',
    '1300',
    'Beef, flank, steak, separable lean only, trimmed to 0" fat, choice, raw',
    { origin: ['beef'], kosher: 'non-kosher' },
  ],
  ['17164', '1700', 'Game meat, deer, raw', { origin: ['game'], kosher: 'meat' }],
  ['80200', '1500', 'Frog legs, raw', { allergens: [], origin: ['game'], kosher: 'non-kosher' }],
  [
    '07962',
    '0700',
    'Frankfurter, meat and poultry, unheated',
    { origin: ['pork', 'beef', 'poultry'], kosher: 'non-kosher', flags: ['tyramine'] },
  ],
  [
    '07072',
    '0700',
    'Salami, dry or hard, pork, beef',
    { origin: ['pork', 'beef'], kosher: 'non-kosher', flags: ['gerd', 'tyramine'] },
  ],
  [
    '07973',
    '0700',
    'Turkey bacon, microwaved',
    { origin: ['poultry'], kosher: 'meat', flags: ['tyramine'] },
  ],
  [
    '15236',
    '1500',
    'Fish, salmon, Atlantic, farmed, raw',
    { allergens: ['fish'], origin: ['fish'], kosher: 'pareve', flags: [] },
  ],
  [
    '15234',
    '1500',
    'Fish, catfish, channel, farmed, raw',
    { allergens: ['fish'], kosher: 'non-kosher' },
  ],
  ['15025', '1500', 'Fish, eel, mixed species, raw', { allergens: ['fish'], kosher: 'non-kosher' }],
  ['15110', '1500', 'Fish, swordfish, raw', { allergens: ['fish'], kosher: 'non-kosher' }],
  [
    '15072',
    '1500',
    'Fish, roe, mixed species, raw',
    { allergens: ['fish'], kosher: 'non-kosher', flags: ['tyramine'] },
  ],
  [
    '15149',
    '1500',
    'Crustaceans, shrimp, mixed species, raw (may have been previously frozen)',
    { allergens: ['shellfish'], origin: ['shellfish'], kosher: 'non-kosher', flags: [] },
  ],
  [
    '06176',
    '0600',
    'Sauce, oyster, ready-to-serve',
    { allergens: ['shellfish'], kosher: 'non-kosher', flags: ['tyramine'] },
  ],
  [
    '06179',
    '0600',
    'Sauce, fish, ready-to-serve',
    { allergens: ['fish'], kosher: 'non-kosher', flags: ['tyramine'] },
  ],
  [
    '06971',
    '0600',
    'Sauce, worcestershire',
    {
      allergens: ['fish', 'wheat-gluten'],
      origin: ['fish'],
      kosher: 'pareve',
      flags: ['tyramine'],
    },
  ],
  ['11987', '1100', 'Mushrooms, oyster, raw', { allergens: [], origin: [], flags: [] }],
  // Other animal products
  [
    '19296',
    '1900',
    'Honey',
    { allergens: [], origin: ['honey'], kosher: 'pareve', flags: ['fodmap'] },
  ],
  [
    '19177',
    '1900',
    'Gelatins, dry powder, unsweetened',
    { origin: ['gelatin'], kosher: 'non-kosher', flags: [] },
  ],
  [
    '19173',
    '1900',
    'Gelatin desserts, dry mix, prepared with water',
    { origin: ['gelatin'], kosher: 'non-kosher' },
  ],
  // Alcohol
  [
    '14003',
    '1400',
    'Alcoholic beverage, beer, regular, all',
    { allergens: ['wheat-gluten'], flags: ['alcohol', 'gerd', 'tyramine'] },
  ],
  [
    '14096',
    '1400',
    'Alcoholic beverage, wine, table, red',
    { allergens: [], flags: ['alcohol', 'gerd', 'tyramine'] },
  ],
  [
    '14037',
    '1400',
    'Alcoholic beverage, distilled, all (gin, rum, vodka, whiskey) 80 proof',
    { allergens: [], flags: ['alcohol', 'fodmap', 'gerd'] },
  ],
  ['02050', '0200', 'Vanilla extract', { flags: ['alcohol', 'gerd'] }],
  // GERD, FODMAP, grapefruit
  [
    '09123',
    '0900',
    'Grapefruit juice, white, canned or bottled, unsweetened',
    { allergens: [], flags: ['gerd', 'grapefruit'] },
  ],
  [
    '09111',
    '0900',
    'Grapefruit, raw, pink and red and white, all areas',
    { flags: ['gerd', 'grapefruit'] },
  ],
  ['09295', '0900', 'Pummelo, raw', { flags: ['gerd', 'grapefruit'] }],
  ['09200', '0900', 'Oranges, raw, all commercial varieties', { flags: ['gerd'] }],
  [
    '11529',
    '1100',
    'Tomatoes, red, ripe, raw, year round average',
    { allergens: [], flags: ['gerd'] },
  ],
  [
    '06931',
    '0600',
    'Sauce, pasta, spaghetti/marinara, ready-to-serve',
    { allergens: [], flags: ['fodmap', 'gerd'] },
  ],
  ['11282', '1100', 'Onions, raw', { allergens: [], flags: ['fodmap', 'gerd'] }],
  ['11292', '1100', 'Onions, young green, tops only', { flags: ['gerd'] }],
  ['11215', '1100', 'Garlic, raw', { flags: ['fodmap', 'gerd'] }],
  [
    '19905',
    '1900',
    'Candies, chocolate, dark, NFS (45-59% cacao solids 90%; 60-69% cacao solids 5%; 70-85% cacao solids 5%)',
    { allergens: ['milk', 'soy'], flags: ['gerd'] },
  ],
  ['14209', '1400', 'Beverages, coffee, brewed, prepared with tap water', { flags: ['gerd'] }],
  ['14121', '1400', 'Beverages, carbonated, club soda', { flags: ['gerd'] }],
  ['14148', '1400', 'Beverages, carbonated, cola, regular', { flags: ['fodmap', 'gerd'] }],
  ['14381', '1400', 'Beverages, tea, herb, other than chamomile, brewed', { flags: [] }],
  ['06169', '0600', 'Sauce, ready-to-serve, pepper, TABASCO', { flags: ['gerd'] }],
  ['09040', '0900', 'Bananas, raw', { allergens: [], flags: ['fodmap'] }],
  ['09003', '0900', 'Apples, raw, with skin', { flags: ['fodmap'] }],
  ['11260', '1100', 'Mushrooms, white, raw', { flags: ['fodmap'] }],
  ['11135', '1100', 'Cauliflower, raw', { flags: ['fodmap'] }],
  // Tyramine
  [
    '11118',
    '1100',
    'Cabbage, kimchi',
    { allergens: ['fish', 'shellfish'], kosher: 'non-kosher', flags: ['fodmap', 'tyramine'] },
  ],
  ['11439', '1100', 'Sauerkraut, canned, solids and liquids', { flags: ['fodmap', 'tyramine'] }],
  ['09298', '0900', 'Raisins, seedless', { flags: ['fodmap', 'tyramine'] }],
  ['43406', '1100', 'Yeast extract spread', { allergens: [], flags: ['tyramine'] }],
  [
    '16053',
    '1600',
    'Broadbeans (fava beans), mature seeds, cooked, boiled, without salt',
    { flags: ['fodmap', 'tyramine'] },
  ],
  // Words that look like something they are not
  ['11435', '1100', 'Rutabagas, raw', { allergens: [], origin: [], kosher: 'pareve', flags: [] }],
  [
    '02034',
    '0200',
    'Spices, poultry seasoning',
    { allergens: [], origin: [], kosher: 'pareve', flags: [] },
  ],
  ['02025', '0200', 'Spices, nutmeg, ground', { allergens: [], flags: [] }],
  ['11485', '1100', 'Squash, winter, butternut, raw', { allergens: [], flags: [] }],
  ['11482', '1100', 'Squash, winter, acorn, raw', { allergens: [], flags: [] }],
  ['11588', '1100', 'Waterchestnuts, chinese, (matai), raw', { allergens: [], flags: [] }],
  ['11209', '1100', 'Eggplant, raw', { allergens: [], origin: [], flags: [] }],
  [
    '11250',
    '1100',
    'Lettuce, butterhead (includes boston and bibb types), raw',
    { allergens: [], origin: [], flags: [] },
  ],
  [
    '11245',
    '1100',
    'Lambsquarters, cooked, boiled, drained, without salt',
    { origin: [], kosher: 'pareve' },
  ],
  [
    '16017',
    '1600',
    'Beans, black turtle, mature seeds, cooked, boiled, without salt',
    { origin: [], kosher: 'pareve', flags: ['fodmap'] },
  ],
  [
    '01108',
    '0100',
    'Milk, indian buffalo, fluid',
    { allergens: ['milk'], origin: ['dairy'], kosher: 'dairy' },
  ],
  [
    '05309',
    '0500',
    'Chicken, cornish game hens, meat only, raw',
    { origin: ['poultry'], kosher: 'meat' },
  ],
  ['02047', '0200', 'Salt, table', { allergens: [], origin: [], kosher: 'pareve', flags: [] }],
  [
    '14411',
    '1400',
    'Beverages, water, tap, drinking',
    { allergens: [], origin: [], kosher: 'pareve', flags: [] },
  ],
];

const FLAG_OF: Record<Flag, keyof FoodTags> = {
  alcohol: 'alcohol',
  fodmap: 'highFodmap',
  gerd: 'gerdTrigger',
  tyramine: 'tyramineRich',
  grapefruit: 'grapefruit',
  k2: 'vitaminK2Rich',
  saltSubstitute: 'potassiumSaltSubstitute',
};

describe('tagFood', () => {
  it('has a large table of real USDA rows', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
  });

  it.each(CASES)('%s %s %s', (_id, foodGroupCode, description, expected) => {
    const tags = tagFood({ description, foodGroupCode });
    if (expected.allergens) expect(tags.allergens).toEqual(expected.allergens);
    if (expected.origin) expect(tags.animalOrigin).toEqual(expected.origin);
    if (expected.kosher) expect(tags.kosherCategory).toBe(expected.kosher);
    if (expected.flags) {
      const set = (Object.keys(FLAG_OF) as Flag[]).filter((flag) => tags[FLAG_OF[flag]] === true);
      expect(set.sort()).toEqual([...expected.flags].sort());
    }
  });

  it('tags potassium salt substitutes (none is in SR28, so these descriptions are made up)', () => {
    for (const description of [
      'Salt substitute, potassium chloride',
      'Lite salt, half sodium chloride, half potassium chloride',
    ]) {
      expect(tagFood({ description, foodGroupCode: '0200' }).potassiumSaltSubstitute).toBe(true);
    }
    expect(
      tagFood({ description: 'Salt, table', foodGroupCode: '0200' }).potassiumSaltSubstitute,
    ).toBe(false);
  });

  it('ties animal origin to the allergen for milk, egg, fish and shellfish', () => {
    for (const [, foodGroupCode, description] of CASES) {
      const tags = tagFood({ description, foodGroupCode });
      expect(tags.animalOrigin.includes('dairy')).toBe(tags.allergens.includes('milk'));
      expect(tags.animalOrigin.includes('egg')).toBe(tags.allergens.includes('egg'));
      expect(tags.animalOrigin.includes('fish')).toBe(tags.allergens.includes('fish'));
      expect(tags.animalOrigin.includes('shellfish')).toBe(tags.allergens.includes('shellfish'));
    }
  });

  it('marks meat mixed with dairy non-kosher', () => {
    const tags = tagFood({
      description: 'Cheeseburger, beef patty, with cheese',
      foodGroupCode: '2100',
    });
    expect(tags.animalOrigin).toContain('beef');
    expect(tags.allergens).toContain('milk');
    expect(tags.kosherCategory).toBe('non-kosher');
  });
});

describe('storeSectionOf', () => {
  it.each([
    ['0900', 'Bananas, raw', 'produce'],
    ['0900', 'Raisins, seedless', 'nuts-seeds'],
    ['0900', 'Peaches, canned, juice pack, solids and liquids', 'canned-jarred'],
    ['0900', 'Orange juice, chilled, includes from concentrate', 'beverages'],
    ['1100', 'Broccoli, frozen, chopped, unprepared', 'frozen'],
    [
      '0500',
      'Chicken, broiler or fryers, breast, skinless, boneless, meat only, raw',
      'meat-seafood',
    ],
    ['1500', 'Fish, tuna, light, canned in water, drained solids', 'canned-jarred'],
    [
      '1500',
      'Crustaceans, shrimp, mixed species, raw (may have been previously frozen)',
      'meat-seafood',
    ],
    ['0100', 'Yogurt, Greek, plain, nonfat', 'dairy-eggs'],
    ['1400', 'Beverages, almond milk, unsweetened, shelf stable', 'dairy-eggs'],
    ['1600', 'Soymilk, original and vanilla, with added calcium, vitamins A and D', 'dairy-eggs'],
    ['1600', 'Tofu, raw, regular, prepared with calcium sulfate', 'produce'],
    ['1600', 'Soy sauce made from soy and wheat (shoyu)', 'spices-condiments'],
    ['1600', 'Peanut butter, smooth style, without salt', 'nuts-seeds'],
    ['1600', 'Beans, black, mature seeds, cooked, boiled, without salt', 'canned-jarred'],
    ['1800', 'Bread, white, commercially prepared (includes soft bread crumbs)', 'bakery'],
    ['1800', 'Tortillas, ready-to-bake or -fry, flour, refrigerated', 'bakery'],
    ['2000', 'Wheat flour, white, all-purpose, enriched, bleached', 'grains-pasta'],
    ['2000', 'Rice, brown, long-grain, cooked', 'grains-pasta'],
    ['0200', 'Spices, cinnamon, ground', 'spices-condiments'],
    ['0200', 'Basil, fresh', 'produce'],
    ['0400', 'Oil, olive, salad or cooking', 'spices-condiments'],
    ['0600', 'Soup, chicken broth, ready-to-serve', 'canned-jarred'],
    ['1900', 'Ice creams, vanilla', 'frozen'],
    ['1900', 'Honey', 'other'],
    ['1200', 'Nuts, almonds', 'nuts-seeds'],
  ])('%s %s -> %s', (foodGroupCode, description, section) => {
    expect(storeSectionOf({ description, foodGroupCode })).toBe(section);
  });
});
