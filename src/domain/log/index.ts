export type { DaySummary, LoggedMeal, RangeStatus, TargetRow } from './day-summary';
export { eatenAmounts, entryNutrients, summarizeDay } from './day-summary';
export type { AmountChoice, FoodSearchHit, RecipeSearchHit, SearchHit } from './food-search';
export { boundedEditDistance, searchFoods } from './food-search';
export * from './schemas';
