import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Page } from '../../components/layout/page';
import { ProgressAside } from '../../components/layout/progress-aside';
import { Button } from '../../components/ui/button';
import { SparklesIcon } from '../../components/ui/icons';
import { paths } from '../../config/paths';
import { ACCOUNT_SAVE_WARNING, useAnswersLoaded, useSaveAnswers } from '../../lib/account-sync';
import { useAuth } from '../../lib/auth';
import { type AssessmentAnswers, profileStore } from '../../lib/profile-store';
import { ADVISOR_PANEL_ID, AdvisorPanel } from './advisor-panel';
import { AssessmentFormSchema } from './assessment-schema';
import { ConditionsSection } from './conditions-section';
import { useGuidanceSection } from './guidance';
import { ListSection } from './list-section';
import { PersonalSection } from './personal-section';

/** Spec §6: what a signed-out person is told on submit, word for word. */
export const ASSESSMENT_SIGNED_OUT_ALERT =
  'Please log in to save your data permanently to the database.';

export function AssessmentPage() {
  const navigate = useNavigate();
  const { user } = useAuth();
  const formRef = useRef<HTMLFormElement>(null);
  const helpButtonRef = useRef<HTMLButtonElement>(null);
  const [isHelpOpen, setIsHelpOpen] = useState(false);
  const section = useGuidanceSection(formRef);

  // react-hook-form renders this component again, synchronously, once the form is mounted
  // (`isReady`): the sections are memoised and read their errors with `useFormState`, so that
  // render skips them (issue 15: a slow phone's first seconds).
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
        variant="floating"
        shape="pill"
        className="fixed right-4 bottom-4 z-40 print:hidden sm:right-6 sm:bottom-6"
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
