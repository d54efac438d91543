import type { Cuisine } from '../../profile/health-profile';

// ---------------------------------------------------------------------------------------------
// Food words: what may and may not be read as a food.
// ---------------------------------------------------------------------------------------------

/** Never the first or last word of a food name ('the', 'love', 'allergic', ...). */
export const FUNCTION_WORDS: ReadonlySet<string> = new Set(
  `i i'm im me my mine we our us you your he she they them their a an the and or but nor of to in
  on with for at by from as any some all most more less lots lot much many few kind kinds sort
  sorts type types stuff things thing food foods dish dishes cuisine cuisines really very so too
  also just quite pretty especially particularly mostly usually generally etc like likes liked
  love loves loved enjoy enjoys enjoyed adore hate hates hated dislike dislikes disliked detest
  loathe can't cannot can stand don't do does doesn't did didn't not no never fan fans big huge
  prefer favorite favourite favorites favourites fond into allergic allergy allergies intolerant
  intolerance intolerances sensitive sensitivity avoid avoiding eat eats eating ate have has had
  having is are am was were be been it its it's that that's this these those them they fine ok
  okay good great yes yeah yep well though anything everything nothing none other else plus
  maybe probably sometimes often always only except without free please thanks thank bit little
  would i'd i've i'll get got keen care mind enough gross yuck either neither non severe mild
  slight slightly bad really when if then than there here what which who how about around
  definitely absolutely totally usually rarely ever actually honestly basically anyway whatever
  want wanted try trying need needs diet diets meal meals snack snacks cook cooking cooked make
  made eat lately recently now still keep keeps kept won't wont cant dont im ive id ill isnt
  arent wasnt weird texture taste smell reaction reactions react reacts makes sick stomach eat
  touch handle go goes days day week weeks time times sure too`
    .split(/\s+/)
    .filter((word) => word.length > 0),
);

/** Food-table words that are not a food on their own ('white', 'light', 'diet', 'sweet'). */
export const WEAK_WORDS: ReadonlySet<string> = new Set(
  `fat free light white hot green sweet diet lunch breakfast dinner brunch supper dessert plain
  fresh raw cooked whole black red dark low high organic canned dried frozen salted unsalted
  baked roasted grilled smoked mixed regular lean ground sliced organ fast fried junk processed
  spicy veggie sauce powder extra large small medium mini soft hard firm`
    .split(/\s+/)
    .filter((word) => word.length > 0),
);

/**
 * Food words people use that the food table has no row for, or matches oddly ('veggies' is not a
 * veggie burger): kept as said when they appear in a like, dislike or allergy.
 */
export const GENERIC_FOODS: readonly string[] = [
  'vegetables',
  'veggies',
  'veg',
  'greens',
  'leafy greens',
  'fruit',
  'fruits',
  'sweets',
  'desserts',
  'candy',
  'carbs',
  'junk food',
  'fried food',
  'fried foods',
  'fast food',
  'processed food',
  'processed foods',
  'spicy food',
  'spicy foods',
  'spicy',
  'soup',
  'soups',
  'salad',
  'salads',
  'sushi',
  'curry',
  'curries',
  'pizza',
  'burgers',
  'sandwiches',
  'smoothies',
  'stir fry',
  'stir fries',
  'stews',
  'casseroles',
  'poultry',
  'grains',
  'whole grains',
  'legumes',
  'pulses',
  'mac and cheese',
  'macaroni and cheese',
  'fish and chips',
  'spices',
  'herbs',
  'noodles',
  'dumplings',
  'tacos',
  'burritos',
  'pastries',
  'cakes',
  'offal',
  'organ meat',
  'organ meats',
  'red meat',
  'white meat',
  'meat',
  'seafood',
  'shellfish',
  'nuts',
  'tree nuts',
  'dairy',
];

/** Spec §3 cuisines and the words people use for them (a cuisine is liked, never a food). */
export const CUISINE_WORDS: readonly { words: readonly string[]; value: Cuisine }[] = [
  { words: ['american', 'southern', 'tex mex', 'bbq', 'barbecue'], value: 'American' },
  { words: ['mediterranean'], value: 'Mediterranean' },
  {
    words: ['asian', 'chinese', 'korean', 'vietnamese', 'indonesian', 'malaysian', 'filipino'],
    value: 'Asian',
  },
  { words: ['mexican'], value: 'Mexican' },
  { words: ['italian'], value: 'Italian' },
  { words: ['indian'], value: 'Indian' },
  {
    words: ['middle eastern', 'lebanese', 'turkish', 'persian', 'israeli', 'arabic'],
    value: 'Middle Eastern',
  },
  { words: ['japanese'], value: 'Japanese' },
  { words: ['thai'], value: 'Thai' },
  { words: ['greek'], value: 'Greek' },
];

/** Phrases that hold food words but are not foods ('blood sugar', 'sweet tooth'). */
export const NOT_FOOD_PHRASES =
  /\b(?:blood sugars?|blood pressure|sweet tooth|heart health|peanut gallery|in a nutshell|junk mail|hot weather|cold turkey|couch potato|piece of cake|bread and butter of)\b/g;
