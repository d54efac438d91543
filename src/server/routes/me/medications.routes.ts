import { MedicationCreateSchema, MedicationUpdateSchema } from '#domain';
import {
  createMedication,
  deactivateMedication,
  listMedications,
  updateMedication,
} from '../../db/repositories/medications';
import type { AppDeps } from '../../deps';
import { softDeletedListRoutes } from './soft-deleted-list.routes';

/** `/api/me/medications`: active ones newest first; delete is soft and ends the medication today. */
export function medicationsRoutes(deps: AppDeps) {
  return softDeletedListRoutes(deps, {
    noun: 'medication',
    createSchema: MedicationCreateSchema,
    updateSchema: MedicationUpdateSchema,
    repository: {
      list: listMedications,
      create: createMedication,
      update: updateMedication,
      deactivate: deactivateMedication,
    },
  });
}
