import { memo } from 'react';
import { useFormState } from 'react-hook-form';
import { ACTIVITY_LEVELS, type ActivityLevel, GENDERS, type Gender } from '#domain';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { NUMBER_RULES } from './assessment-schema';
import { Measurements } from './measurements';
import { type Option, OptionGroup } from './option-group';
import { type AssessmentForm, SectionCard } from './section-card';

const GENDER_LABELS: Record<Gender, string> = { male: 'Male', female: 'Female', other: 'Other' };
const GENDER_OPTIONS: readonly Option<Gender>[] = GENDERS.map((value) => ({
  value,
  label: GENDER_LABELS[value],
}));

const ACTIVITY_OPTIONS: Record<ActivityLevel, Omit<Option<ActivityLevel>, 'value'>> = {
  sedentary: { label: 'Sedentary', description: 'Mostly sitting, little or no exercise.' },
  light: { label: 'Lightly active', description: 'Short walks or light exercise 1–3 days a week.' },
  moderate: { label: 'Moderately active', description: 'Exercise 3–5 days a week.' },
  active: { label: 'Active', description: 'Hard exercise on most days of the week.' },
  'very-active': {
    label: 'Very active',
    description: 'A physical job, or training twice a day.',
  },
};

/** 'About you': name, age, gender, the body's measurements and the activity level. */
export const PersonalSection = memo(function PersonalSection({ form }: { form: AssessmentForm }) {
  const { register } = form;
  const { errors } = useFormState({ control: form.control });
  return (
    <SectionCard
      section="personal"
      title="About you"
      intro="Your age, body and activity set your energy and nutrient targets."
    >
      <div className="grid gap-5 sm:grid-cols-[2fr_1fr]">
        <Field label="Name" error={errors.name?.message} isRequired>
          <Input autoComplete="name" {...register('name')} />
        </Field>
        <Field label="Age" error={errors.age?.message} isRequired>
          <Input
            type="number"
            inputMode="numeric"
            min={NUMBER_RULES.age.min}
            max={NUMBER_RULES.age.max}
            step={1}
            {...register('age')}
          />
        </Field>
      </div>
      <OptionGroup
        legend="Gender"
        options={GENDER_OPTIONS}
        registration={register('gender')}
        error={errors.gender?.message}
        columnsClassName="grid-cols-3"
        isRequired
      />
      <Measurements form={form} />
      <OptionGroup
        legend="Activity level"
        hint="Pick what matches a typical week."
        options={ACTIVITY_LEVELS.map((value) => ({ value, ...ACTIVITY_OPTIONS[value] }))}
        registration={register('activityLevel')}
        error={errors.activityLevel?.message}
        columnsClassName="sm:grid-cols-2"
        isRequired
      />
    </SectionCard>
  );
});
