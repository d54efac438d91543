import { AllergyCreateSchema, AllergyUpdateSchema } from '#domain';
import {
  createAllergy,
  deactivateAllergy,
  listAllergies,
  updateAllergy,
} from '../../db/repositories/allergies';
import type { AppDeps } from '../../deps';
import { softDeletedListRoutes } from './soft-deleted-list.routes';

/** `/api/me/allergies`: active ones, most severe first; delete is soft. */
export function allergiesRoutes(deps: AppDeps) {
  return softDeletedListRoutes(deps, {
    noun: 'allergy',
    createSchema: AllergyCreateSchema,
    updateSchema: AllergyUpdateSchema,
    repository: {
      list: listAllergies,
      create: createAllergy,
      update: updateAllergy,
      deactivate: deactivateAllergy,
    },
  });
}
