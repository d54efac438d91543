import type { Food } from '../foods/food';
import { nameTokens } from '../foods/food-names';
import { allFoods, findFoodsByName } from '../foods/food-table';
import { allRecipes } from '../recipes/recipe-library';
import { type LoggedIngredient, SEARCH_TEXT_MAX } from './schemas';

const MAX_WORDS = 6;
export const SEARCH_RESULTS_MAX = 20;

/** A way to say how much: a household measure with its grams, or plain grams. */
export interface AmountChoice {
  label: string;
  grams: number;
}

export interface FoodSearchHit {
  kind: 'food';
  foodId: string;
  name: string;
  description: string;
  /** The household measure first, then 100 g; the person may also type grams. */
  amounts: AmountChoice[];
  kcalPer100g: number | null;
}

export interface RecipeSearchHit {
  kind: 'recipe';
  recipeId: string;
  name: string;
  mealType: string;
  /** One serving's foods, in grams. */
  ingredients: LoggedIngredient[];
  kcalPerServing: number | null;
}

export type SearchHit = FoodSearchHit | RecipeSearchHit;

interface Entry {
  tokens: string[];
  /** Words of the display name alone: a name with fewer other words is the closer match. */
  nameWords: number;
  /** How common the food is: recipes using it, and the words people type for it. */
  commonness: number;
}

let index:
  | { foods: Map<Food, Entry>; recipes: Map<string, Entry>; vocabulary: Map<string, number> }
  | undefined;

function searchIndex() {
  if (index) return index;
  const uses = new Map<string, number>();
  for (const facts of allRecipes()) {
    for (const ingredient of facts.recipe.ingredients) {
      uses.set(ingredient.foodId, (uses.get(ingredient.foodId) ?? 0) + 1);
    }
  }
  const foods = new Map<Food, Entry>();
  for (const food of allFoods()) {
    const tokens = new Set([...nameTokens(food.name), ...food.aliases.flatMap(nameTokens)]);
    foods.set(food, {
      tokens: [...tokens],
      nameWords: nameTokens(food.name).length,
      commonness: (uses.get(food.id) ?? 0) + 2 * food.aliases.length,
    });
  }
  const recipes = new Map<string, Entry>();
  for (const facts of allRecipes()) {
    const tokens = nameTokens(facts.recipe.name);
    recipes.set(facts.recipe.id, { tokens, nameWords: tokens.length, commonness: 0 });
  }
  // Every word of a name or alias, with how common the commonest food using it is.
  const vocabulary = new Map<string, number>();
  for (const entry of foods.values()) {
    for (const token of entry.tokens) {
      vocabulary.set(token, Math.max(vocabulary.get(token) ?? 0, entry.commonness));
    }
  }
  index = { foods, recipes, vocabulary };
  return index;
}

/**
 * Edits (insert, delete, substitute, swap two neighbours) between two words, or `limit + 1` when
 * more than `limit`: a band of width 2·limit+1, so the work is linear in the words' length.
 */
export function boundedEditDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const width = b.length + 1;
  let before = new Array<number>(width).fill(limit + 1);
  let previous = new Array<number>(width).fill(limit + 1);
  let current = new Array<number>(width).fill(limit + 1);
  for (let j = 0; j <= Math.min(b.length, limit); j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current.fill(limit + 1);
    if (i <= limit) current[0] = i;
    let best = current[0]!;
    const from = Math.max(1, i - limit);
    const to = Math.min(b.length, i + limit);
    for (let j = from; j <= to; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, before[j - 2]! + 1);
      }
      current[j] = value;
      if (value < best) best = value;
    }
    if (best > limit) return limit + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[b.length]!, limit + 1);
}

/** Typos forgiven in a word of this length: none under 4 letters, 1 up to 7, then 2. */
const typosAllowed = (word: string) => (word.length < 4 ? 0 : word.length < 8 ? 1 : 2);

/**
 * How well one typed word matches a name's words: 3 exact, 2 a prefix of a word (the last typed
 * word, still being typed), 1 within the typos allowed, 0 no match.
 */
function wordScore(typed: string, tokens: readonly string[], isLast: boolean): number {
  let best = 0;
  for (const token of tokens) {
    if (token === typed) return 3;
    if (isLast && typed.length >= 2 && token.startsWith(typed)) best = Math.max(best, 2);
    else if (best < 1) {
      const limit = typosAllowed(typed);
      if (limit > 0 && boundedEditDistance(typed, token, limit) <= limit) best = 1;
    }
  }
  return best;
}

function matchScore(words: readonly string[], entry: Entry): number {
  let score = 0;
  for (let i = 0; i < words.length; i++) {
    const word = wordScore(words[i]!, entry.tokens, i === words.length - 1);
    if (word === 0) return 0;
    score += word;
  }
  // A name with fewer other words is the closer match ('apple' before 'apple pie').
  return score * 10 - Math.min(Math.max(entry.nameWords - words.length, 0), 9);
}

/**
 * Foods and recipes for a search as typed ('chiken', 'greek yog', 'lentil soup'): every typed
 * word must match a word of the name or an alias (exactly, as the start of the last word, or
 * within a typo or two), best matches first and, among equals, the foods our recipes use most.
 */
export function searchFoods(text: string, limit = SEARCH_RESULTS_MAX): SearchHit[] {
  const words = nameTokens(text.slice(0, SEARCH_TEXT_MAX)).slice(0, MAX_WORDS);
  if (words.length === 0) return [];
  const { foods, recipes, vocabulary } = searchIndex();
  const scored: { hit: () => SearchHit; score: number; commonness: number; name: string }[] = [];
  for (const [food, entry] of foods) {
    const score = matchScore(words, entry);
    if (score > 0) {
      scored.push({
        hit: () => foodHit(food),
        score,
        commonness: entry.commonness,
        name: food.name,
      });
    }
  }
  for (const facts of allRecipes()) {
    const entry = recipes.get(facts.recipe.id)!;
    const score = matchScore(words, entry);
    if (score > 0) {
      scored.push({
        hit: () => recipeHit(facts.recipe.id),
        // A recipe is picked by its name: after the foods of the same match.
        score,
        commonness: -1,
        name: facts.recipe.name,
      });
    }
  }
  // The food named exactly so ('chicken' → chicken breast), the typed words corrected, first.
  const named = new Map(
    findFoodsByName(corrected(words, vocabulary).join(' ')).map((food, rank) => [food.name, rank]),
  );
  for (const item of scored) {
    const rank = named.get(item.name);
    if (rank !== undefined && item.commonness >= 0) item.score += 1000 - rank;
  }
  scored.sort(
    (a, b) => b.score - a.score || b.commonness - a.commonness || a.name.localeCompare(b.name),
  );
  return scored.slice(0, Math.max(1, Math.min(limit, SEARCH_RESULTS_MAX))).map((s) => s.hit());
}

/** Each typed word as the closest word of the food names (the commonest of equals). */
function corrected(words: readonly string[], vocabulary: ReadonlyMap<string, number>): string[] {
  return words.map((word) => {
    if (vocabulary.has(word)) return word;
    const limit = typosAllowed(word);
    let best = word;
    let bestDistance = limit + 1;
    let bestCommonness = -1;
    if (limit === 0) return word;
    for (const [token, commonness] of vocabulary) {
      const distance = boundedEditDistance(word, token, limit);
      if (
        distance < bestDistance ||
        (distance === bestDistance && distance <= limit && commonness > bestCommonness)
      ) {
        best = token;
        bestDistance = distance;
        bestCommonness = commonness;
      }
    }
    return bestDistance <= limit ? best : word;
  });
}

function foodHit(food: Food): FoodSearchHit {
  const amounts: AmountChoice[] = [];
  if (food.portion) amounts.push({ label: food.portion.measure, grams: food.portion.grams });
  amounts.push({ label: '100 g', grams: 100 });
  return {
    kind: 'food',
    foodId: food.id,
    name: food.name,
    description: food.description,
    amounts,
    kcalPer100g: food.nutrients.energyKcal,
  };
}

function recipeHit(recipeId: string): RecipeSearchHit {
  const facts = allRecipes().find((candidate) => candidate.recipe.id === recipeId)!;
  const { recipe } = facts;
  const energy = facts.perServing.values.energyKcal;
  return {
    kind: 'recipe',
    recipeId: recipe.id,
    name: recipe.name,
    mealType: recipe.mealType,
    ingredients: recipe.ingredients.map((ingredient) => ({
      foodId: ingredient.foodId,
      grams: Math.round((ingredient.grams / recipe.servings) * 10) / 10,
    })),
    kcalPerServing: energy === null ? null : Math.round(energy),
  };
}
