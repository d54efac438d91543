export type { DaySummary, LoggedMeal, RangeStatus, TargetRow } from './day-summary';
export { eatenAmounts, entryNutrients, summarizeDay } from './day-summary';
export type { AmountChoice, FoodSearchHit, RecipeSearchHit, SearchHit } from './food-search';
export { boundedEditDistance, searchFoods } from './food-search';
export type {
  FoodLogEntry,
  FoodLogEntryCreate,
  FoodLogEntryInput,
  FoodLogEntryUpdate,
  LoggedIngredient,
  LogSlot,
  Measurement,
  MeasurementCreate,
  MeasurementKind,
} from './schemas';
export {
  daysBetween,
  FoodLogEntryCreateSchema,
  FoodLogEntrySchema,
  FoodLogEntryUpdateSchema,
  GLUCOSE_TIMINGS,
  LOG_LIMITS,
  LOG_RANGE_MAX_DAYS,
  LOG_SLOT_LABELS,
  LOG_SLOTS,
  LOG_SOURCES,
  LOG_STATUSES,
  LogDateSchema,
  LoggedIngredientSchema,
  LogRangeSchema,
  LogSlotSchema,
  LogSourceSchema,
  LogStatusSchema,
  MEASUREMENT_KINDS,
  MEASUREMENT_RANGES,
  MeasurementCreateSchema,
  MeasurementKindSchema,
  SEARCH_TEXT_MAX,
} from './schemas';
