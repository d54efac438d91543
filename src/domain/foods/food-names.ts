import type { Food } from './food';

/**
 * Matching what people type ('Apples', 'Greek  Yogurt', 'sweet-potato', 'berries') to foods,
 * by their aliases and display names.
 */

/** One word in singular form: berries -> berry, tomatoes -> tomato, peaches -> peach, oats -> oat. */
export function singularize(word: string): string {
  if (word.length <= 2) return word;
  // cookies, cookie -> cooky; pies, pie -> py: both forms meet on one key.
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('ie')) return `${word.slice(0, -2)}y`;
  if (word.length <= 3) return word;
  if (word.endsWith('oes')) return word.slice(0, -2);
  if (/(ches|shes|sses|xes|zes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** Lower-case words with accents, punctuation and plurals removed. */
export function nameTokens(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9%]+/g, ' ')
    .trim()
    .split(' ')
    .filter((token) => token.length > 0)
    .map(singularize);
}

/** The comparison key: tokens joined without spaces, so 'sweet potato' = 'sweetpotato'. */
export function nameKey(text: string): string {
  return nameTokens(text).join('');
}

export interface FoodNameIndex {
  find(text: string): Food[];
}

/**
 * Foods whose name or an alias is the text, best first (the food named so, then foods whose first
 * alias it is, then by id). When there are none, foods whose name or an alias holds every word of
 * the text ('farmed salmon' -> 'Salmon, Atlantic farmed'), by id.
 */
export function createFoodNameIndex(foods: readonly Food[]): FoodNameIndex {
  /** key -> foods, best first: the food named so, then foods whose first alias it is, then by id. */
  const exact = new Map<string, { food: Food; rank: number }[]>();
  const phrases: { tokens: ReadonlySet<string>; food: Food }[] = [];

  for (const food of foods) {
    const ranks = new Map<string, number>();
    const phrasesOfFood = [food.name, ...food.aliases];
    phrasesOfFood.forEach((phrase, index) => {
      const key = nameKey(phrase);
      if (key.length === 0) return;
      ranks.set(key, Math.min(ranks.get(key) ?? 2, Math.min(index, 2)));
      phrases.push({ tokens: new Set(nameTokens(phrase)), food });
    });
    for (const [key, rank] of ranks) {
      const list = exact.get(key) ?? [];
      list.push({ food, rank });
      exact.set(key, list);
    }
  }
  for (const list of exact.values()) {
    list.sort((a, b) => a.rank - b.rank || byId(a.food, b.food));
  }

  return {
    find(text: string): Food[] {
      const key = nameKey(text);
      if (key.length === 0) return [];
      const hits = exact.get(key);
      if (hits !== undefined) return hits.map((hit) => hit.food);
      const tokens = nameTokens(text);
      const seen = new Set<string>();
      const found: Food[] = [];
      for (const { tokens: phraseTokens, food } of phrases) {
        if (seen.has(food.id)) continue;
        if (tokens.every((token) => phraseTokens.has(token))) {
          seen.add(food.id);
          found.push(food);
        }
      }
      return found.sort(byId);
    },
  };
}

/** Foods by id (digits, compared as text): plain code-unit order, no locale's collation. */
const byId = (a: Food, b: Food) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
