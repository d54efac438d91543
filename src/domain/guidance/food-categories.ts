import { EVERYDAY_EMPHASIS } from './emphasis-everyday';
import { TARGETED_EMPHASIS } from './emphasis-targeted';
import type { FoodCategory, LimitCategory } from './food-category';
import { EVERYDAY_LIMITS } from './limits-everyday';
import { MEDICINE_TIMING_LIMITS, TARGETED_LIMITS } from './limits-targeted';

/**
 * The food-category catalogues behind `foodsToEmphasize` and `foodsToLimit`, as data, in their
 * order (it decides which card a food shared by two categories appears on). The rows live in one
 * file per group; the shape is in `food-category.ts`.
 */
export const EMPHASIS_CATEGORIES: readonly FoodCategory[] = [
  ...TARGETED_EMPHASIS,
  ...EVERYDAY_EMPHASIS,
];

export const LIMIT_CATEGORIES: readonly LimitCategory[] = [
  ...TARGETED_LIMITS,
  ...EVERYDAY_LIMITS,
  ...MEDICINE_TIMING_LIMITS,
];
