import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { type FieldErrors, type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  ACTIVITY_LEVELS,
  type ActivityLevel,
  CKD_STAGE_LABELS,
  CKD_STAGES,
  CONDITIONS,
  DIALYSIS_KINDS,
  DIALYSIS_LABELS,
  GENDERS,
  type Gender,
  splitList,
} from '../../../domain';
import { Page } from '../../components/layout/page';
import { ProgressAside } from '../../components/layout/progress-aside';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { SparklesIcon } from '../../components/ui/icons';
import { Input } from '../../components/ui/input';
import { ListInput } from '../../components/ui/list-input';
import { Select } from '../../components/ui/select';
import { paths } from '../../config/paths';
import { ACCOUNT_SAVE_WARNING, useAnswersLoaded, useSaveAnswers } from '../../lib/account-sync';
import { useAuth } from '../../lib/auth';
import { cn } from '../../lib/cn';
import { type AssessmentAnswers, profileStore, type UnitSystem } from '../../lib/profile-store';
import { ADVISOR_PANEL_ID, AdvisorPanel } from './advisor-panel';
import { AssessmentFormSchema, convertMeasures, NUMBER_RULES } from './assessment-schema';
import { BmiDisplay } from './bmi-display';
import { useGuidanceSection } from './guidance';
import { type Option, OptionGroup } from './option-group';

/** Spec §6: what a signed-out person is told on submit, word for word. */
export const ASSESSMENT_SIGNED_OUT_ALERT =
  'Please log in to save your data permanently to the database.';

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

const UNIT_OPTIONS: readonly Option<UnitSystem>[] = [
  { value: 'imperial', label: 'Imperial', description: 'Pounds, feet and inches' },
  { value: 'metric', label: 'Metric', description: 'Kilograms and centimetres' },
];

type AssessmentForm = UseFormReturn<AssessmentAnswers>;

export function AssessmentPage() {
  const navigate = useNavigate();
  const { user } = useAuth();
  const formRef = useRef<HTMLFormElement>(null);
  const helpButtonRef = useRef<HTMLButtonElement>(null);
  const [isHelpOpen, setIsHelpOpen] = useState(false);
  const section = useGuidanceSection(formRef);

  const form = useForm<AssessmentAnswers>({
    defaultValues: profileStore.get().assessment,
    resolver: zodResolver(AssessmentFormSchema),
    // Errors appear when a field is left (or on submit) and then follow every keystroke.
    mode: 'onTouched',
    shouldFocusError: false,
  });

  // Every change goes to the profile store at once, so a reload loses nothing.
  useEffect(() => {
    const subscription = form.watch(() => {
      const values = form.getValues();
      profileStore.update((current) => ({
        assessment: { ...current.assessment, ...values, gender: values.gender ?? '' },
      }));
    });
    return () => subscription.unsubscribe();
  }, [form]);

  // The account's saved answers arrived after the form opened (sign-in, page load): show them.
  useAnswersLoaded(() => form.reset(profileStore.get().assessment));

  const saveAnswers = useSaveAnswers();

  // Spec §6 and §8: signed out, the answers stay in the tab; signed in, they are saved to the
  // account, and a failed save is reported without stopping the flow.
  const onValid = async () => {
    if (!user) {
      window.alert(ASSESSMENT_SIGNED_OUT_ALERT);
    } else {
      try {
        await saveAnswers.mutateAsync({ reason: 'Assessment update', scope: 'assessment' });
      } catch {
        window.alert(ACCOUNT_SAVE_WARNING);
      }
    }
    navigate(paths.preferences.getHref());
  };

  // Focus the first invalid field in the order it appears on screen.
  const onInvalid = (errors: FieldErrors<AssessmentAnswers>) => {
    const elements = [...(formRef.current?.elements ?? [])];
    const first = elements.find(
      (element): element is HTMLInputElement =>
        element instanceof HTMLInputElement && element.name in errors,
    );
    first?.focus();
  };

  return (
    <Page
      title="Health Assessment"
      description="Tell us about yourself and your health so we can tailor your analysis and meal plan. It takes about five minutes."
    >
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-8">
        <div className="lg:order-last">
          <ProgressAside currentStep={0} />
        </div>
        <form
          ref={formRef}
          noValidate
          aria-label="Health assessment"
          onSubmit={form.handleSubmit(onValid, onInvalid)}
          className="flex flex-col gap-6"
        >
          <PersonalSection form={form} />
          <ConditionsSection form={form} />
          <div className="grid gap-6 md:grid-cols-2">
            <ListSection
              form={form}
              field="medications"
              section="medications"
              title="Medications"
              intro="Some medicines interact with food, so we check your plan against them."
              hint="Separate with commas or press Enter after each, for example: metformin, lisinopril"
            />
            <ListSection
              form={form}
              field="allergies"
              section="allergies"
              title="Allergies"
              intro="Every meal leaves out the foods you list here."
              hint="Separate with commas or press Enter after each, for example: peanuts, shellfish"
            />
          </div>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-end">
            <Button type="submit" size="lg" disabled={saveAnswers.isPending}>
              {saveAnswers.isPending ? 'Saving...' : 'Continue to Food Preferences'}
            </Button>
          </div>
        </form>
      </div>

      <Button
        ref={helpButtonRef}
        size="lg"
        aria-expanded={isHelpOpen}
        aria-controls={isHelpOpen ? ADVISOR_PANEL_ID : undefined}
        data-print-hide=""
        data-floating=""
        className="fixed right-4 bottom-4 z-40 rounded-full shadow-overlay print:hidden sm:right-6 sm:bottom-6"
        onClick={() => setIsHelpOpen((open) => !open)}
      >
        <SparklesIcon />
        Get AI Help
      </Button>
      {isHelpOpen ? (
        <AdvisorPanel
          section={section}
          getFormData={() => form.getValues()}
          onClose={() => setIsHelpOpen(false)}
          returnFocusRef={helpButtonRef}
        />
      ) : null}
    </Page>
  );
}

function SectionCard({
  section,
  title,
  intro,
  children,
  className,
}: {
  section: 'personal' | 'conditions' | 'medications' | 'allergies';
  title: string;
  intro?: string;
  children: ReactNode;
  className?: string;
}) {
  const headingId = `assessment-${section}-heading`;
  return (
    <Card className={cn('p-5 sm:p-6', className)}>
      <fieldset
        data-guidance-section={section}
        aria-labelledby={headingId}
        className="flex min-w-0 flex-col gap-5"
      >
        <div className="flex flex-col gap-1">
          <h2 id={headingId} className="font-semibold text-foreground text-xl">
            {title}
          </h2>
          {intro ? <p className="text-muted-foreground">{intro}</p> : null}
        </div>
        {children}
      </fieldset>
    </Card>
  );
}

function PersonalSection({ form }: { form: AssessmentForm }) {
  const { register, formState } = form;
  const { errors } = formState;
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
}

function Measurements({ form }: { form: AssessmentForm }) {
  const { register, formState, setValue, getValues, clearErrors } = form;
  const { errors } = formState;
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

function ConditionsSection({ form }: { form: AssessmentForm }) {
  return (
    <SectionCard
      section="conditions"
      title="Health conditions"
      intro="Tick every condition a doctor has diagnosed. Each one adds its own dietary focus."
    >
      <ul className="grid gap-3 md:grid-cols-2">
        {CONDITIONS.map((condition) => {
          const id = `condition-${condition.id}`;
          return (
            <li
              key={condition.id}
              className={cn(
                'relative flex gap-3 rounded-card border border-border bg-card p-4 transition-colors',
                'hover:border-primary has-[:checked]:border-primary has-[:checked]:bg-primary-soft/60',
                'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-ring has-[:focus-visible]:outline-offset-2',
              )}
            >
              <input
                type="checkbox"
                id={id}
                value={condition.id}
                aria-describedby={`${id}-description`}
                className="relative z-10 mt-1 size-5 shrink-0 cursor-pointer accent-primary focus-visible:outline-none"
                {...form.register('selectedConditions')}
              />
              <div className="flex min-w-0 flex-col gap-2">
                <label
                  htmlFor={id}
                  className="cursor-pointer font-semibold text-foreground after:absolute after:inset-0"
                >
                  {condition.name}
                </label>
                <p id={`${id}-description`} className="text-muted-foreground text-sm">
                  {condition.description}
                </p>
                <ul
                  aria-label={`Dietary focus for ${condition.name}`}
                  className="flex flex-wrap gap-1.5"
                >
                  {condition.dietaryFocus.map((focus) => (
                    <li key={focus}>
                      <Badge variant="outline" size="sm">
                        {focus}
                      </Badge>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          );
        })}
      </ul>
      <KidneyDetails form={form} />
    </SectionCard>
  );
}

/**
 * Kidney disease's optional details (issue 12): the stage and dialysis set the protein range
 * (KDOQI). Shown only while kidney disease is ticked; "I don't know" keeps the cautious range.
 */
function KidneyDetails({ form }: { form: AssessmentForm }) {
  const selected = useWatch({ control: form.control, name: 'selectedConditions' });
  if (!selected?.includes('chronic_kidney_disease')) return null;
  return (
    <fieldset
      aria-describedby="kidney-details-hint"
      className="flex min-w-0 flex-col gap-4 rounded-card border border-border bg-muted/40 p-4"
    >
      <legend className="float-left font-semibold text-foreground">
        Kidney disease details (optional)
      </legend>
      <p id="kidney-details-hint" className="clear-left text-muted-foreground text-sm">
        Your stage and whether you are on dialysis set your protein range: more on dialysis, less at
        stages 3 to 5. Leave "I don't know" and we use the cautious range for stages 3 to 5.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Kidney disease stage" hint="Your doctor may call it G1 to G5.">
          <Select {...form.register('ckdStage')}>
            <option value="">I don't know</option>
            {CKD_STAGES.map((stage) => (
              <option key={stage} value={stage}>
                {CKD_STAGE_LABELS[stage]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Dialysis" hint="Which kind, if you have dialysis.">
          <Select {...form.register('dialysis')}>
            <option value="">I don't know</option>
            {DIALYSIS_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {DIALYSIS_LABELS[kind]}
              </option>
            ))}
          </Select>
        </Field>
      </div>
    </fieldset>
  );
}

function ListSection({
  form,
  field,
  section,
  title,
  intro,
  hint,
}: {
  form: AssessmentForm;
  field: 'medications' | 'allergies';
  section: 'medications' | 'allergies';
  title: string;
  intro: string;
  hint: string;
}) {
  const text = useWatch({ control: form.control, name: field });
  const items = [...new Set(splitList(text ?? ''))];
  return (
    <SectionCard section={section} title={title} intro={intro}>
      <Field
        label={`Your ${title.toLowerCase()}`}
        hint={hint}
        error={form.formState.errors[field]?.message}
      >
        <ListInput
          {...form.register(field)}
          onListChange={(next) =>
            form.setValue(field, next, { shouldDirty: true, shouldTouch: true })
          }
        />
      </Field>
      {items.length > 0 ? (
        <ul aria-label={`${title} entered`} className="flex flex-wrap gap-2">
          {items.map((item) => (
            <li key={item}>
              <Badge variant="neutral">{item}</Badge>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted-foreground text-sm">None entered.</p>
      )}
    </SectionCard>
  );
}
