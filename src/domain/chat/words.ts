import type { Cuisine, DietaryRestriction } from '../profile/health-profile';
import type { MealType } from '../recipes/recipe';

/**
 * The words the meal-plan chat understands, as data with permanent ids. Every phrase is written
 * the way `normalizeRequest` leaves text: lower case, no accents or apostrophes ("don't" ->
 * "dont"), hyphens as spaces ("gluten-free" -> "gluten free"), numbers as digits.
 */

export interface RestrictionWords {
  /** Permanent id of this entry. */
  id: string;
  restriction: DietaryRestriction;
  /** Describes the plan: 'make it vegetarian', 'gluten free please'. */
  adjectives: readonly string[];
  /** What the restriction leaves out, after 'no', 'without', 'remove': 'no meat', 'remove gluten'. */
  objects: readonly string[];
  /** What the plan loses, for the reply: 'meat, poultry or fish'. */
  removes: string;
}

export const RESTRICTION_WORDS: readonly RestrictionWords[] = [
  {
    id: 'restriction-vegetarian',
    restriction: 'vegetarian',
    adjectives: ['vegetarian', 'veggie', 'meatless', 'meat free', 'lacto ovo vegetarian'],
    objects: [
      'meat',
      'meats',
      'meat and fish',
      'meat or fish',
      'meat and seafood',
      'meat or seafood',
      'meat and poultry',
      'meat fish and poultry',
      'animal flesh',
    ],
    removes: 'meat, poultry or fish',
  },
  {
    id: 'restriction-vegan',
    restriction: 'vegan',
    adjectives: ['vegan', 'plant based', 'fully plant based', 'strictly plant based'],
    objects: [
      'animal products',
      'animal product',
      'animal foods',
      'anything from animals',
      'meat and dairy',
      'meat dairy and eggs',
      'meat dairy or eggs',
    ],
    removes: 'meat, fish, dairy, eggs or honey',
  },
  {
    id: 'restriction-pescatarian',
    restriction: 'pescatarian',
    adjectives: ['pescatarian', 'pescetarian', 'pesco vegetarian', 'pescatarian friendly'],
    objects: ['meat but fish is ok', 'meat except fish', 'meat but fish'],
    removes: 'meat or poultry',
  },
  {
    id: 'restriction-gluten-free',
    restriction: 'gluten_free',
    adjectives: ['gluten free', 'wheat free', 'celiac friendly', 'coeliac friendly', 'celiac safe'],
    objects: ['gluten', 'wheat', 'gluten and wheat', 'wheat and gluten', 'wheat or gluten'],
    removes: 'wheat, barley or rye (gluten)',
  },
  {
    id: 'restriction-dairy-free',
    restriction: 'dairy_free',
    adjectives: ['dairy free', 'lactose free', 'non dairy', 'milk free'],
    objects: ['dairy', 'milk', 'lactose', 'dairy products', 'milk products', 'dairy foods'],
    removes: 'milk, cheese, yogurt or butter',
  },
  {
    id: 'restriction-nut-free',
    restriction: 'nut_free',
    adjectives: ['nut free'],
    objects: ['nut', 'nuts', 'all nuts', 'nuts and peanuts', 'peanuts and tree nuts'],
    removes: 'peanuts or tree nuts',
  },
  {
    id: 'restriction-soy-free',
    restriction: 'soy_free',
    adjectives: ['soy free', 'soya free'],
    objects: ['soy', 'soya', 'soy products'],
    removes: 'soy',
  },
  {
    id: 'restriction-egg-free',
    restriction: 'egg_free',
    adjectives: ['egg free'],
    objects: ['egg', 'eggs'],
    removes: 'eggs',
  },
  {
    id: 'restriction-halal',
    restriction: 'halal',
    adjectives: ['halal'],
    objects: [],
    removes: 'pork, alcohol or gelatin',
  },
  {
    id: 'restriction-kosher',
    restriction: 'kosher',
    adjectives: ['kosher'],
    objects: [],
    removes: 'non-kosher foods or meat with dairy',
  },
];

/**
 * Allergen groups people name without saying 'allergic' ('no shellfish'). They are kept out by
 * their tags, like an allergy, because no list of food names covers a whole group.
 */
export const ALLERGEN_GROUP_WORDS: readonly string[] = [
  'fish',
  'finfish',
  'shellfish',
  'shell fish',
  'seafood',
  'crustacean',
  'crustaceans',
  'sesame',
  'sesame seeds',
  'peanut',
  'peanuts',
  'tree nut',
  'tree nuts',
];

export const CUISINE_WORDS: readonly { id: string; cuisine: Cuisine; words: readonly string[] }[] =
  [
    { id: 'cuisine-american', cuisine: 'American', words: ['american', 'us style'] },
    { id: 'cuisine-mediterranean', cuisine: 'Mediterranean', words: ['mediterranean'] },
    {
      id: 'cuisine-asian',
      cuisine: 'Asian',
      words: ['asian', 'chinese', 'korean', 'vietnamese', 'east asian', 'pan asian'],
    },
    { id: 'cuisine-mexican', cuisine: 'Mexican', words: ['mexican', 'tex mex'] },
    { id: 'cuisine-italian', cuisine: 'Italian', words: ['italian'] },
    { id: 'cuisine-indian', cuisine: 'Indian', words: ['indian'] },
    {
      id: 'cuisine-middle-eastern',
      cuisine: 'Middle Eastern',
      words: ['middle eastern', 'lebanese', 'turkish', 'persian'],
    },
    { id: 'cuisine-japanese', cuisine: 'Japanese', words: ['japanese'] },
    { id: 'cuisine-thai', cuisine: 'Thai', words: ['thai'] },
    { id: 'cuisine-greek', cuisine: 'Greek', words: ['greek'] },
  ];

export const SLOT_WORDS: readonly { slot: MealType; words: readonly string[] }[] = [
  { slot: 'breakfast', words: ['breakfast', 'breakfasts', 'brekkie', 'morning meal'] },
  { slot: 'lunch', words: ['lunch', 'lunches', 'luncheon', 'midday meal'] },
  { slot: 'dinner', words: ['dinner', 'dinners', 'supper', 'suppers', 'evening meal'] },
  { slot: 'snack', words: ['snack', 'snacks'] },
];

/** Words that ask for a different meal in a slot ('swap', "don't like the lunch"). */
export const SWAP_CUES: readonly string[] = [
  'swap',
  'switch',
  'change',
  'replace',
  'substitute',
  'exchange',
  'redo',
  'rotate',
  'different',
  'another',
  'new',
  'other',
  'else',
  'instead',
  'dont like',
  'do not like',
  'not a fan of',
  'hate',
  'dislike',
  'cant stand',
  'rather not',
  'rather have',
  'give me',
  'can i get',
  'can i have',
  'refresh',
  'alternative',
];

/** Words before a food someone wants gone: 'no mushrooms', "I don't eat pork". */
export const AVOID_CUES: readonly string[] = [
  'no',
  'without',
  'avoid',
  'avoiding',
  'exclude',
  'excluding',
  'eliminate',
  'remove',
  'take out',
  'take away',
  'leave out',
  'cut out',
  'drop',
  'skip',
  'hold the',
  'minus',
  'free of',
  'get rid of',
  'nix',
  'ban',
  'dont want',
  'do not want',
  'dont eat',
  'do not eat',
  'cant eat',
  'cannot eat',
  'can not eat',
  'never eat',
  'dont like',
  'do not like',
  'hate',
  'dislike',
  'not a fan of',
  'cant stand',
  'cannot stand',
  'rather not have',
  'stop giving me',
  'none of the',
];

/** Avoid-cues that say a dislike, not an allergy: 'I don't like fish' leaves fish out as a dislike. */
export const DISLIKE_CUES: readonly string[] = [
  'dont like',
  'do not like',
  'dont love',
  'dont enjoy',
  'hate',
  'dislike',
  'not a fan of',
  'not keen on',
  'cant stand',
  'cannot stand',
  'rather not have',
];

/** Words before a food someone wants more of: 'more salmon', 'I love lentils'. */
export const INCLUDE_CUES: readonly string[] = [
  'more',
  'add',
  'include',
  'put in',
  'use',
  'i like',
  'i love',
  'i enjoy',
  'i prefer',
  'i want',
  'id like',
  'i would like',
  'can i have',
  'can you add',
  'give me',
  'extra',
  'plenty of',
  'lots of',
  'more of',
];

/** Words around an object that are not part of it ('the', 'please', 'from my plan'). */
export const LEADING_FILLERS: readonly string[] = [
  'the',
  'any',
  'all',
  'my',
  'some',
  'more',
  'of',
  'those',
  'these',
  'that',
  'this',
  'a',
  'an',
  'foods with',
  'food with',
  'anything with',
  'stuff with',
  'dishes with',
  'meals with',
  'recipes with',
  'containing',
  'with',
  'please',
  'eating',
  'having',
  'to eat',
];

export const TRAILING_FILLERS: readonly string[] = [
  'please',
  'anymore',
  'any more',
  'at all',
  'thanks',
  'thank you',
  'for me',
  'too',
  'either',
  'now',
  'ever',
  'from now on',
  'going forward',
  'in it',
  'in them',
  'again',
  'instead',
  'in my meals',
  'in my plan',
  'in the plan',
  'in the meals',
  'from my plan',
  'from the plan',
  'from my meals',
  'from the meals',
  'in my diet',
  'from my diet',
  'to my plan',
  'to the plan',
  'to my meals',
  'to my diet',
  'in this plan',
  'from this plan',
  'please thanks',
];

export const WEEKDAY_WORDS: readonly string[] = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'today',
  'tonight',
  'tomorrow',
  'yesterday',
  'weekend',
];

/** Words that start a new request inside one message ('… and reduce calories to 1800'). */
export const CLAUSE_STARTERS: readonly string[] = [
  'make',
  'add',
  'remove',
  'reduce',
  'increase',
  'swap',
  'change',
  'replace',
  'cut',
  'lower',
  'raise',
  'give',
  'use',
  'no',
  'fewer',
  'more',
  'less',
  'include',
  'im',
  'i',
  'set',
  'drop',
  'keep',
  'switch',
  'go',
  'put',
  'avoid',
  'without',
  'take',
  'skip',
  'only',
  'also',
  'please',
  'can',
  'could',
];
