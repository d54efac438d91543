import { type FormEvent, useId, useState } from 'react';
import {
  GLUCOSE_TIMINGS,
  MEASUREMENT_RANGES,
  type MeasurementCreate,
  MeasurementCreateSchema,
  type MeasurementKind,
  poundsToKg,
} from '#domain';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { ApiRequestError } from '../../lib/api-error';
import type { UnitSystem } from '../../lib/profile-store';
import { fullDate } from './progress-dates';
import { KIND_LABELS, TIMING_LABELS, weightUnit } from './readings';

/** The form's fields, as typed; the server's `fieldErrors` name the same fields. */
const FIELD_NAMES = [
  'kind',
  'date',
  'weightKg',
  'systolic',
  'diastolic',
  'glucoseMgDl',
  'timing',
  'note',
] as const;
type FieldName = (typeof FIELD_NAMES)[number];
type Errors = Partial<Record<FieldName, string>>;

interface Values {
  kind: MeasurementKind;
  date: string;
  weight: string;
  systolic: string;
  diastolic: string;
  glucose: string;
  timing: (typeof GLUCOSE_TIMINGS)[number];
  note: string;
}

const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The reading to send, in kg whatever unit the person weighs in. */
function toInput(values: Values, unit: UnitSystem): unknown {
  const note = values.note.trim() === '' ? null : values.note;
  if (values.kind === 'weight') {
    const typed = toNumber(values.weight);
    const kg = unit === 'imperial' ? poundsToKg(typed) : typed;
    return { kind: 'weight', date: values.date, weightKg: Math.round(kg * 100) / 100, note };
  }
  if (values.kind === 'blood-pressure')
    return {
      kind: 'blood-pressure',
      date: values.date,
      systolic: toNumber(values.systolic),
      diastolic: toNumber(values.diastolic),
      note,
    };
  return {
    kind: 'blood-glucose',
    date: values.date,
    glucoseMgDl: toNumber(values.glucose),
    timing: values.timing,
    note,
  };
}

/** A weight's range in pounds, for someone who typed pounds (the schema says kg). */
const poundsRange = () => {
  const { min, max } = MEASUREMENT_RANGES.weightKg;
  return `must be between ${Math.ceil(min / 0.453592)} and ${Math.floor(max / 0.453592)} lb`;
};

export interface ReadingFormProps {
  kinds: readonly MeasurementKind[];
  unit: UnitSystem;
  today: string;
  onAdd: (input: MeasurementCreate) => Promise<void>;
}

/**
 * Adds a reading: weight (kg or lb, as the assessment's unit), and where the person's conditions
 * call for it blood pressure or blood glucose, on today or an earlier day. Checked with the same
 * schema the server uses; what the server still refuses is shown on its field.
 */
export function ReadingForm({ kinds, unit, today, onAdd }: ReadingFormProps) {
  const formId = useId();
  const [values, setValues] = useState<Values>({
    kind: kinds[0] ?? 'weight',
    date: today,
    weight: '',
    systolic: '',
    diastolic: '',
    glucose: '',
    timing: 'fasting',
    note: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const set = (name: keyof Values) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [name]: event.target.value }));
    setAdded(null);
  };

  const show = (found: Errors) => {
    if (unit === 'imperial' && found.weightKg) found.weightKg = poundsRange();
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) document.getElementById(`${formId}-${first}`)?.focus();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    setAdded(null);
    if (values.date > today) return show({ date: 'must be today or an earlier day' });
    const parsed = MeasurementCreateSchema.safeParse(toInput(values, unit));
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = FIELD_NAMES.find((known) => known === issue.path[0]) ?? 'kind';
        found[field] ??= issue.message;
      }
      return show(found);
    }
    setErrors({});
    setIsSaving(true);
    try {
      await onAdd(parsed.data);
      setAdded(`${KIND_LABELS[parsed.data.kind]} added for ${fullDate(parsed.data.date)}.`);
      setValues((current) => ({
        ...current,
        weight: '',
        systolic: '',
        diastolic: '',
        glucose: '',
        note: '',
      }));
    } catch (error) {
      const fieldErrors = error instanceof ApiRequestError ? error.fieldErrors : undefined;
      if (fieldErrors && Object.keys(fieldErrors).length > 0) {
        const found: Errors = {};
        for (const [name, messages] of Object.entries(fieldErrors)) {
          const field = FIELD_NAMES.find((known) => known === name) ?? 'kind';
          found[field] ??= messages[0];
        }
        show(found);
      } else {
        setProblem(error instanceof Error ? error.message : 'The reading could not be saved.');
      }
    } finally {
      setIsSaving(false);
    }
  }

  const id = (name: FieldName) => `${formId}-${name}`;
  const wUnit = weightUnit(unit);

  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate aria-label="Add a reading">
      {kinds.length > 1 ? (
        <Field label="Reading" id={id('kind')} error={errors.kind}>
          <Select value={values.kind} onChange={set('kind')}>
            {kinds.map((kind) => (
              <option key={kind} value={kind}>
                {KIND_LABELS[kind]}
              </option>
            ))}
          </Select>
        </Field>
      ) : null}
      <Field label="Date" id={id('date')} error={errors.date}>
        <Input type="date" value={values.date} max={today} onChange={set('date')} required />
      </Field>
      {values.kind === 'weight' ? (
        <Field label={`Weight (${wUnit})`} id={id('weightKg')} error={errors.weightKg}>
          <Input
            type="number"
            inputMode="decimal"
            step="0.1"
            value={values.weight}
            onChange={set('weight')}
            required
          />
        </Field>
      ) : null}
      {values.kind === 'blood-pressure' ? (
        <div className="grid grid-cols-2 gap-3">
          <Field
            label="Systolic (mmHg)"
            hint="The upper number"
            id={id('systolic')}
            error={errors.systolic}
          >
            <Input
              type="number"
              inputMode="numeric"
              value={values.systolic}
              onChange={set('systolic')}
              required
            />
          </Field>
          <Field
            label="Diastolic (mmHg)"
            hint="The lower number"
            id={id('diastolic')}
            error={errors.diastolic}
          >
            <Input
              type="number"
              inputMode="numeric"
              value={values.diastolic}
              onChange={set('diastolic')}
              required
            />
          </Field>
        </div>
      ) : null}
      {values.kind === 'blood-glucose' ? (
        <>
          <Field label="Blood glucose (mg/dL)" id={id('glucoseMgDl')} error={errors.glucoseMgDl}>
            <Input
              type="number"
              inputMode="decimal"
              value={values.glucose}
              onChange={set('glucose')}
              required
            />
          </Field>
          <Field label="When" id={id('timing')} error={errors.timing}>
            <Select value={values.timing} onChange={set('timing')}>
              {GLUCOSE_TIMINGS.map((timing) => (
                <option key={timing} value={timing}>
                  {TIMING_LABELS[timing]}
                </option>
              ))}
            </Select>
          </Field>
        </>
      ) : null}
      <Field label="Note" hint="Optional" id={id('note')} error={errors.note}>
        <Input value={values.note} onChange={set('note')} maxLength={200} />
      </Field>
      {problem ? (
        <Alert variant="destructive" title="The reading was not saved">
          {problem}
        </Alert>
      ) : null}
      <Button type="submit" disabled={isSaving}>
        {isSaving ? 'Saving…' : 'Add reading'}
      </Button>
      <p role="status" className="min-h-6 text-success text-sm">
        {added}
      </p>
    </form>
  );
}
