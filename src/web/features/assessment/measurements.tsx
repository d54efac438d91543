import { useFormState, useWatch } from 'react-hook-form';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import type { AssessmentAnswers, UnitSystem } from '../../lib/profile-store';
import { convertMeasures, NUMBER_RULES } from './assessment-schema';
import { BmiDisplay } from './bmi-display';
import { type Option, OptionGroup } from './option-group';
import type { AssessmentForm } from './section-card';

const UNIT_OPTIONS: readonly Option<UnitSystem>[] = [
  { value: 'imperial', label: 'Imperial', description: 'Pounds, feet and inches' },
  { value: 'metric', label: 'Metric', description: 'Kilograms and centimetres' },
];

/**
 * Weight and height in the units chosen (switching converts what is filled in), and the BMI they
 * give.
 */
export function Measurements({ form }: { form: AssessmentForm }) {
  const { register, setValue, getValues, clearErrors } = form;
  const { errors } = useFormState({ control: form.control });
  const answers = useWatch({ control: form.control }) as AssessmentAnswers;
  const unit = answers.unit;

  const switchUnit = (next: UnitSystem) => {
    if (next === unit) return;
    const converted = convertMeasures(getValues(), next);
    for (const [field, value] of Object.entries(converted) as [keyof typeof converted, string][]) {
      setValue(field, value, { shouldDirty: true });
    }
    clearErrors(['weightKg', 'heightCm', 'weightLbs', 'heightFeet', 'heightInches']);
    setValue('unit', next, { shouldDirty: true });
  };

  const numberProps = (field: keyof typeof NUMBER_RULES) => ({
    type: 'number',
    inputMode: 'decimal' as const,
    min: NUMBER_RULES[field].min,
    max: NUMBER_RULES[field].max,
    step: NUMBER_RULES[field].step,
  });

  return (
    <div className="flex flex-col gap-5">
      <OptionGroup
        legend="Units"
        options={UNIT_OPTIONS}
        value={unit}
        onValueChange={switchUnit}
        columnsClassName="grid-cols-2"
      />
      {unit === 'metric' ? (
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            label="Weight (kg)"
            hint={`${NUMBER_RULES.weightKg.min}–${NUMBER_RULES.weightKg.max} kg`}
            error={errors.weightKg?.message}
            isRequired
          >
            <Input {...numberProps('weightKg')} {...register('weightKg')} />
          </Field>
          <Field
            label="Height (cm)"
            hint={`${NUMBER_RULES.heightCm.min}–${NUMBER_RULES.heightCm.max} cm`}
            error={errors.heightCm?.message}
            isRequired
          >
            <Input {...numberProps('heightCm')} {...register('heightCm')} />
          </Field>
        </div>
      ) : (
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            label="Weight (lb)"
            hint={`${NUMBER_RULES.weightLbs.min}–${NUMBER_RULES.weightLbs.max} lb`}
            error={errors.weightLbs?.message}
            isRequired
          >
            <Input {...numberProps('weightLbs')} {...register('weightLbs')} />
          </Field>
          <fieldset className="flex min-w-0 flex-col gap-1.5">
            <legend className="mb-1.5 font-medium text-foreground">Height</legend>
            <div className="grid grid-cols-2 gap-3">
              <Field
                label="Feet"
                hint={`${NUMBER_RULES.heightFeet.min}–${NUMBER_RULES.heightFeet.max} ft`}
                error={errors.heightFeet?.message}
                isRequired
              >
                <Input
                  {...numberProps('heightFeet')}
                  inputMode="numeric"
                  {...register('heightFeet')}
                />
              </Field>
              <Field
                label="Inches"
                hint={`${NUMBER_RULES.heightInches.min}–${NUMBER_RULES.heightInches.max} in`}
                error={errors.heightInches?.message}
                isRequired
              >
                <Input {...numberProps('heightInches')} {...register('heightInches')} />
              </Field>
            </div>
          </fieldset>
        </div>
      )}
      <BmiDisplay answers={answers} />
    </div>
  );
}
