import { FLUOROQUINOLONE, TETRACYCLINE } from './antibiotic-classes';
import { POTASSIUM_SPARING, STATIN_CYP3A4, STATIN_OTHER, WARFARIN } from './heart-classes';
import type { MedicationClass, MedicationClassId } from './medication-class';
import { LEVOTHYROXINE, MAOI, METFORMIN } from './mood-thyroid-diabetes-classes';

/**
 * Medication–food interactions (clinical-targets section C) as data. Each class lists the names
 * people type for it (generic, US brand, class word), the foods or nutrients concerned, our
 * advice, and the planning effects the meal planner applies. Ids are permanent; the rows sit in
 * one file per family of medicines, listed here in the order of `MEDICATION_CLASS_IDS`.
 */
export const MEDICATION_CLASSES: readonly MedicationClass[] = [
  WARFARIN,
  MAOI,
  STATIN_CYP3A4,
  STATIN_OTHER,
  LEVOTHYROXINE,
  METFORMIN,
  POTASSIUM_SPARING,
  TETRACYCLINE,
  FLUOROQUINOLONE,
];

const classById = new Map(MEDICATION_CLASSES.map((entry) => [entry.id, entry]));

export function getMedicationClass(id: MedicationClassId): MedicationClass {
  const entry = classById.get(id);
  if (!entry) throw new Error(`Unknown medication class: ${id}`);
  return entry;
}
