import { nameKey } from '../foods/food-names';
import { allFoods } from '../foods/food-table';
import { wordsOf } from '../language';
import type { Cuisine } from '../profile/health-profile';
import { allergensNamedBy } from '../rules/food-exclusions';
import { CUISINE_WORDS, FUNCTION_WORDS, GENERIC_FOODS, WEAK_WORDS } from './words/foods';

/**
 * Finds the foods (and cuisines) a clause names, keeping the person's words for each: 'I really
 * love grilled salmon' -> 'salmon'. A run of up to four words counts as a food when it is a name
 * or alias in the food table under the food table's own matching key (case, plurals, spacing and
 * punctuation do not matter: the exact-name path of `findFoodsByName`), one of our generic food
 * words, or (for allergies) a word `allergensNamedBy` knows. The longest run wins. Runs never
 * start or end on a function word, and weak words ('white', 'diet') never stand alone, so
 * 'the', 'and' and 'diet' are not foods. The table's every-word fallback is not used here: it
 * reads 'dog' as a hot dog.
 */

const MAX_WORDS = 4;

let foodKeys: ReadonlySet<string> | undefined;

function isTableFood(key: string): boolean {
  if (foodKeys === undefined) {
    const keys = new Set<string>();
    for (const food of allFoods()) {
      for (const phrase of [food.name, ...food.aliases]) {
        const phraseKey = nameKey(phrase);
        if (phraseKey.length > 0) keys.add(phraseKey);
      }
    }
    foodKeys = keys;
  }
  return foodKeys.has(key);
}

const GENERIC_KEYS: ReadonlySet<string> = new Set(GENERIC_FOODS.map(nameKey));

const CUISINE_BY_KEY: ReadonlyMap<string, Cuisine> = new Map(
  CUISINE_WORDS.flatMap(({ words, value }) => words.map((word) => [nameKey(word), value] as const)),
);

export interface Mentions {
  /** The words of each food as the person wrote them (normalised: lower case). */
  foods: string[];
  cuisines: Cuisine[];
}

export interface MentionOptions {
  /** Also accept allergen words that are not foods ('lactose', 'tree nut', 'gluten'). */
  allergens?: boolean;
  /** Also read cuisines ('Italian food'). */
  cuisines?: boolean;
}

export function mentionsIn(text: string, options: MentionOptions = {}): Mentions {
  const words = wordsOf(text);
  const foods: string[] = [];
  const cuisines: Cuisine[] = [];
  let index = 0;
  while (index < words.length) {
    let taken = 0;
    for (let length = Math.min(MAX_WORDS, words.length - index); length >= 1; length--) {
      const first = words[index]!;
      const last = words[index + length - 1]!;
      const span = text.slice(first.start, last.end);
      const key = nameKey(span);
      if (key.length === 0) continue;
      const generic = GENERIC_KEYS.has(key);
      // 'junk food' and 'spicy food' end on a function word but are generic foods.
      if (FUNCTION_WORDS.has(first.text) || (FUNCTION_WORDS.has(last.text) && !generic)) continue;
      if (length === 1 && WEAK_WORDS.has(first.text) && !generic) continue;
      if (generic || isTableFood(key) || (options.allergens && allergensNamedBy(span).length > 0)) {
        foods.push(span);
        taken = length;
        break;
      }
      const cuisine = options.cuisines ? CUISINE_BY_KEY.get(key) : undefined;
      if (cuisine !== undefined) {
        cuisines.push(cuisine);
        taken = length;
        break;
      }
    }
    index += taken > 0 ? taken : 1;
  }
  return { foods, cuisines };
}

/** The comparison key of a food the person named: 'Sweet Potatoes' = 'sweet potato'. */
export function foodKey(text: string): string {
  return nameKey(text);
}
