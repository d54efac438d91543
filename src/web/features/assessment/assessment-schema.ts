import { z } from 'zod';
import {
  ActivityLevelSchema,
  CkdStageSchema,
  ConditionIdSchema,
  cmToFeetInches,
  DialysisSchema,
  feetInchesToCm,
  GENDERS,
  kgToPounds,
  LIMITS,
  LIST_LIMITS,
  poundsToKg,
  splitList,
} from '#domain';
import type { AssessmentAnswers, UnitSystem } from '../../lib/profile-store';

/**
 * The assessment form's rules (spec §5), built from the domain's LIMITS. The form keeps what the
 * person typed as text (so nothing is lost while they type, see the profile store); every check
 * sits in one refinement so all messages appear together and only the chosen unit's fields count.
 */

interface NumberRule {
  /** How the message names the field: 'Weight', 'Height', 'Feet'. */
  label: string;
  min: number;
  max: number;
  unit?: string;
  /** 1 for whole numbers, 0.1 for one decimal place. */
  step: 1 | 0.1;
  /** Added to the "required" message, e.g. "enter 0 if none". */
  requiredHint?: string;
}

const rangeText = ({ min, max, unit }: NumberRule) =>
  `between ${min} and ${max}${unit ? ` ${unit}` : ''}`;

/** The message for a numeric answer typed as text, or null when it is fine. */
export function numberProblem(text: string, rule: NumberRule): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return `${rule.label} is required${rule.requiredHint ?? ''}`;
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return `${rule.label} must be a number`;
  if (value < rule.min || value > rule.max) return `${rule.label} must be ${rangeText(rule)}`;
  const scaled = value / rule.step;
  if (Math.abs(scaled - Math.round(scaled)) > 1e-9) {
    return rule.step === 1
      ? `${rule.label} must be a whole number`
      : `${rule.label} can have at most one decimal place`;
  }
  return null;
}

/** Spec §5 ranges per field, with the step each input allows. */
export const NUMBER_RULES = {
  age: { label: 'Age', ...LIMITS.ageYears, step: 1, unit: 'years' },
  weightKg: { label: 'Weight', ...LIMITS.weightKg, step: 0.1, unit: 'kg' },
  heightCm: { label: 'Height', ...LIMITS.heightCm, step: 0.1, unit: 'cm' },
  weightLbs: { label: 'Weight', ...LIMITS.weightLbs, step: 0.1, unit: 'lb' },
  heightFeet: { label: 'Feet', ...LIMITS.heightFeet, step: 1 },
  heightInches: {
    label: 'Inches',
    ...LIMITS.heightInches,
    step: 0.1,
    requiredHint: ' (enter 0 if none)',
  },
} as const satisfies Record<string, NumberRule>;

type NumberField = keyof typeof NUMBER_RULES;

const FIELDS_BY_UNIT: Record<UnitSystem, readonly NumberField[]> = {
  metric: ['weightKg', 'heightCm'],
  imperial: ['weightLbs', 'heightFeet', 'heightInches'],
};

export const AssessmentFormSchema = z
  .object({
    name: z.string(),
    age: z.string(),
    // A radio group left without a choice reads as null on blur: treat it as no answer yet.
    gender: z.enum([...GENDERS, '']).catch(''),
    unit: z.enum(['imperial', 'metric']),
    weightKg: z.string(),
    heightCm: z.string(),
    weightLbs: z.string(),
    heightFeet: z.string(),
    heightInches: z.string(),
    activityLevel: ActivityLevelSchema,
    selectedConditions: z.array(ConditionIdSchema),
    ckdStage: z.union([CkdStageSchema, z.literal('')]).catch(''),
    dialysis: z.union([DialysisSchema, z.literal('')]).catch(''),
    medications: z.string(),
    allergies: z.string(),
  })
  .superRefine((values, ctx) => {
    const problem = (path: keyof AssessmentAnswers, message: string | null) => {
      if (message) ctx.addIssue({ code: 'custom', path: [path], message });
    };
    problem('name', values.name.trim() === '' ? 'Name is required' : null);
    problem('age', numberProblem(values.age, NUMBER_RULES.age));
    problem('gender', values.gender === '' ? 'Please select a gender' : null);
    for (const field of FIELDS_BY_UNIT[values.unit]) {
      problem(field, numberProblem(values[field], NUMBER_RULES[field]));
    }
    problem('medications', listProblem(values.medications, 'medication', LIST_LIMITS.medications));
    problem('allergies', listProblem(values.allergies, 'allergy', LIST_LIMITS.allergies));
  }) satisfies z.ZodType<AssessmentAnswers, AssessmentAnswers>;

/** A comma-separated list within the engine's limits, or what is wrong with it. */
function listProblem(
  text: string,
  noun: string,
  limits: { items: number; chars: number },
): string | null {
  const items = splitList(text);
  if (items.length > limits.items) return `List at most ${limits.items} items`;
  if (items.some((item) => item.length > limits.chars)) {
    return `Each ${noun} can be at most ${limits.chars} characters; separate several with commas`;
  }
  return null;
}

const roundTo1 = (value: number) => Math.round(value * 10) / 10;

const parse = (text: string): number | null => {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
};

const show = (value: number | null) => (value === null ? '' : String(roundTo1(value)));

type Measures = Pick<
  AssessmentAnswers,
  'weightKg' | 'heightCm' | 'weightLbs' | 'heightFeet' | 'heightInches'
>;

/**
 * The weight and height fields of the other unit system, converted from the ones shown (spec §5
 * factors), each rounded to 0.1. A field left empty stays empty on the other side.
 */
export function convertMeasures(values: Measures, to: UnitSystem): Partial<Measures> {
  if (to === 'metric') {
    const pounds = parse(values.weightLbs);
    const feet = parse(values.heightFeet);
    const inches = parse(values.heightInches) ?? 0;
    return {
      weightKg: show(pounds === null ? null : poundsToKg(pounds)),
      heightCm: show(feet === null ? null : feetInchesToCm(feet, inches)),
    };
  }
  const kg = parse(values.weightKg);
  const cm = parse(values.heightCm);
  const height = cm === null ? null : cmToFeetInches(cm);
  return {
    weightLbs: show(kg === null ? null : kgToPounds(kg)),
    heightFeet: height ? String(height.feet) : '',
    heightInches: height ? String(height.inches) : '',
  };
}
