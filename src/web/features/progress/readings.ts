import {
  type ConditionId,
  type GLUCOSE_TIMINGS,
  kgToPounds,
  type Measurement,
  type MeasurementKind,
} from '#domain';
import type { UnitSystem } from '../../lib/profile-store';

/** What the progress screen asks for, beyond weight: only what the person's conditions call for. */
export function readingKindsFor(conditions: readonly ConditionId[]): MeasurementKind[] {
  const kinds: MeasurementKind[] = ['weight'];
  const has = (id: ConditionId) => conditions.includes(id);
  if (has('hypertension') || has('heart_disease') || has('chronic_kidney_disease'))
    kinds.push('blood-pressure');
  if (has('diabetes_type1') || has('diabetes_type2')) kinds.push('blood-glucose');
  return kinds;
}

export const KIND_LABELS: Readonly<Record<MeasurementKind, string>> = {
  weight: 'Weight',
  'blood-pressure': 'Blood pressure',
  'blood-glucose': 'Blood glucose',
};

export const TIMING_LABELS: Readonly<Record<(typeof GLUCOSE_TIMINGS)[number], string>> = {
  fasting: 'Fasting',
  'before-meal': 'Before a meal',
  'after-meal': 'After a meal',
  bedtime: 'At bedtime',
  other: 'Other time',
};

export const weightUnit = (unit: UnitSystem) => (unit === 'imperial' ? 'lb' : 'kg');

/** A weight in the person's unit, to one decimal. */
export function weightIn(unit: UnitSystem, kg: number): number {
  return Math.round((unit === 'imperial' ? kgToPounds(kg) : kg) * 10) / 10;
}

export const oneDecimal = (value: number) =>
  value.toLocaleString('en-GB', { maximumFractionDigits: 1 });
export const whole = (value: number) =>
  Math.round(value).toLocaleString('en-GB', { maximumFractionDigits: 0 });

/** "72.5 kg", "128/82 mmHg", "104 mg/dL (fasting)". */
export function readingText(reading: Measurement, unit: UnitSystem): string {
  if (reading.kind === 'weight' && reading.weightKg !== null)
    return `${oneDecimal(weightIn(unit, reading.weightKg))} ${weightUnit(unit)}`;
  if (reading.kind === 'blood-pressure')
    return `${reading.systolic ?? '?'}/${reading.diastolic ?? '?'} mmHg`;
  const timing =
    reading.timing && reading.timing !== 'other'
      ? ` (${TIMING_LABELS[reading.timing].toLowerCase()})`
      : '';
  return `${oneDecimal(reading.glucoseMgDl ?? 0)} mg/dL${timing}`;
}
