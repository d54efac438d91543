import { ConditionCreateSchema, ConditionUpdateSchema } from '#domain';
import {
  createCondition,
  deactivateCondition,
  listConditions,
  updateCondition,
} from '../../db/repositories/conditions';
import type { AppDeps } from '../../deps';
import { softDeletedListRoutes } from './soft-deleted-list.routes';

/** `/api/me/conditions`: active ones newest first; delete is soft. */
export function conditionsRoutes(deps: AppDeps) {
  return softDeletedListRoutes(deps, {
    noun: 'condition',
    createSchema: ConditionCreateSchema,
    updateSchema: ConditionUpdateSchema,
    repository: {
      list: listConditions,
      create: createCondition,
      update: updateCondition,
      deactivate: deactivateCondition,
    },
  });
}
