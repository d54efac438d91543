export type {
  InteractionSeverity,
  MedicationClass,
  MedicationClassId,
  MedicationName,
  MedicationNameKind,
  PlanningEffect,
} from './interactions';
export {
  getMedicationClass,
  INTERACTION_SEVERITIES,
  MEDICATION_CLASS_IDS,
  MEDICATION_CLASSES,
  MedicationClassIdSchema,
  VAGUE_MEDICATION_TERMS,
} from './interactions';
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
