/**
 * The domain schemas the meal-plan screen's code builds as it loads (zod builds a schema when its
 * module runs; the profile, targets, sources and plan schemas take a slow phone over 100 ms).
 * `lazy-routes.ts` imports this module on its own as the screen starts loading: these modules
 * then run in a task of their own, while the rest of the screen still downloads, instead of in
 * one long task with it (issue 15: in two sets of five Lighthouse runs, /meal-plan's total
 * blocking time 411 → 306 ms and 270 → 133 ms; docs/decisions/020).
 */
export {
  AppConfigSchema,
  CONDITIONS,
  MealPlanSchema,
  NutritionTargetsSchema,
  ProfileSchema,
  SOURCE_ROWS,
} from '#domain';
