import { RestrictionCreateSchema, RestrictionUpdateSchema } from '#domain';
import {
  createRestriction,
  deactivateRestriction,
  listRestrictions,
  updateRestriction,
} from '../../db/repositories/dietary-restrictions';
import type { AppDeps } from '../../deps';
import { softDeletedListRoutes } from './soft-deleted-list.routes';

/** `/api/me/dietary-restrictions`: active ones newest first; delete is soft. */
export function dietaryRestrictionsRoutes(deps: AppDeps) {
  return softDeletedListRoutes(deps, {
    noun: 'dietary restriction',
    createSchema: RestrictionCreateSchema,
    updateSchema: RestrictionUpdateSchema,
    repository: {
      list: listRestrictions,
      create: createRestriction,
      update: updateRestriction,
      deactivate: deactivateRestriction,
    },
  });
}
