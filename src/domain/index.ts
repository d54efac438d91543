export type { ApiError, AppConfig } from './api/app-config';
export { ApiErrorSchema, AppConfigSchema } from './api/app-config';
export type { Condition, ConditionId } from './conditions/catalogue';
export {
  CONDITION_IDS,
  CONDITIONS,
  ConditionIdSchema,
  getCondition,
} from './conditions/catalogue';
