import { z } from 'zod';
import type { SourceId } from '../sources';

/**
 * The shape of the medication–food interaction table (clinical-targets section C): class ids,
 * names, planning effects and sources. The rows are in `heart-classes.ts`,
 * `mood-thyroid-diabetes-classes.ts` and `antibiotic-classes.ts`; `interactions.ts` lists them
 * in table order. Ids are permanent.
 */
export const MEDICATION_CLASS_IDS = [
  'warfarin',
  'maoi',
  'statin-cyp3a4',
  'statin-other',
  'levothyroxine',
  'metformin',
  'potassium-sparing',
  'tetracycline',
  'fluoroquinolone',
] as const;
export const MedicationClassIdSchema = z.enum(MEDICATION_CLASS_IDS);
export type MedicationClassId = z.infer<typeof MedicationClassIdSchema>;

/** avoid: some foods are left out; caution: amounts are steered; timing: when to eat them. */
export const INTERACTION_SEVERITIES = ['avoid', 'caution', 'timing'] as const;
export type InteractionSeverity = (typeof INTERACTION_SEVERITIES)[number];

export type MedicationNameKind = 'generic' | 'brand' | 'class';

export interface MedicationName {
  /** As people write it; matching ignores case, spacing and punctuation. */
  name: string;
  kind: MedicationNameKind;
  /** For brands and combinations: the generic ingredients. */
  contains?: string;
  /** Shown beside a match when the name needs a caveat. */
  note?: string;
}

/**
 * What the planner does for a class. `exclude-food-tag` names a boolean tag of the food table
 * (`FoodTags` in foods/food.ts). Targets read `vitamin-k-consistency` (a vitamin K band every
 * day keeps), `no-potassium-target` (no DASH potassium target, and a 4,700 mg day maximum) and
 * `emphasise-nutrient`; the others are advice the plan shows and the planner may act on.
 */
export type PlanningEffect =
  | {
      id: string;
      kind: 'exclude-food-tag';
      tag: 'tyramineRich' | 'grapefruit' | 'vitaminK2Rich' | 'potassiumSaltSubstitute';
    }
  | { id: string; kind: 'vitamin-k-consistency' }
  | { id: string; kind: 'no-potassium-target' }
  | { id: string; kind: 'emphasise-nutrient'; nutrient: 'vitaminB12Ug' }
  | { id: string; kind: 'separate-from-dose'; foods: string; timing: string };

export interface MedicationClass {
  id: MedicationClassId;
  label: string;
  names: readonly MedicationName[];
  /** The foods or nutrients concerned, in plain words. */
  concerns: readonly string[];
  /** Our words, for the person. */
  advice: string;
  severity: InteractionSeverity;
  planningEffects: readonly PlanningEffect[];
  /** Rows of section C (medication–food interactions) of the clinical sources table. */
  sourceIds: readonly SourceId[];
}

/** Whether a medicine as typed is its class's own label ('Metformin'): the label then goes unsaid. */
export const isClassLabel = (name: string, entry: MedicationClass): boolean =>
  name.toLowerCase() === entry.label.toLowerCase();

/** A generic name ('warfarin'). */
export const generic = (name: string, note?: string): MedicationName =>
  note ? { name, kind: 'generic', note } : { name, kind: 'generic' };
/** A brand or combination, with its generic ingredients ('Coumadin', 'warfarin'). */
export const brand = (name: string, contains: string, note?: string): MedicationName =>
  note ? { name, kind: 'brand', contains, note } : { name, kind: 'brand', contains };
/** A class word ('ACE inhibitor'). */
export const classWord = (name: string, note?: string): MedicationName =>
  note ? { name, kind: 'class', note } : { name, kind: 'class' };
