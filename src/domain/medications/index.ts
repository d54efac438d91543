export { getMedicationClass, MEDICATION_CLASSES } from './interactions';
export type {
  MedicationEntryResult,
  MedicationMatch,
  MedicationMatchResult,
} from './match-medications';
export {
  MedicationEntryResultSchema,
  MedicationMatchResultSchema,
  MedicationMatchSchema,
  matchMedication,
  matchMedications,
  medicationTokens,
} from './match-medications';
export type {
  InteractionSeverity,
  MedicationClass,
  MedicationClassId,
  MedicationName,
  MedicationNameKind,
  PlanningEffect,
} from './medication-class';
export {
  INTERACTION_SEVERITIES,
  MEDICATION_CLASS_IDS,
  MedicationClassIdSchema,
} from './medication-class';
export { VAGUE_MEDICATION_TERMS } from './vague-terms';
export type { MedicineWithoutRow, MedicineWithoutRowId } from './without-table-row';
export { MEDICINE_WITHOUT_ROW_IDS, MEDICINES_WITHOUT_ROW } from './without-table-row';
