import { clsx } from 'clsx';
import { Page } from '../../components/layout/page';
import { StartAssessmentLink } from '../../components/layout/start-assessment-link';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Select } from '../../components/ui/select';
import { SkeletonCard } from '../../components/ui/skeleton';
import { missingProfileItems } from '../../lib/profile-request';
import { profileStore } from '../../lib/profile-store';
import { PLAN_DAY_OPTIONS, type PlanDays } from './meal-plan-queries';

/*
 * The meal plan screen's frame, around the plan itself: its title and description, the length
 * and Regenerate controls, and what shows instead of a plan (the placeholder while one is made or
 * loads, the assistant's panel while its code loads, and the page when there is nothing to plan).
 */

export const PAGE_TITLE = 'Your Personalized Meal Plan';

export const planDescription = (days: number) =>
  `Your ${days}-day plan of meals and snacks, built around your health profile.`;

export function PlanControls({
  selectedDays,
  isDisabled,
  isGenerating,
  onRegenerate,
}: {
  selectedDays: PlanDays;
  isDisabled: boolean;
  isGenerating: boolean;
  onRegenerate: (days: PlanDays) => void;
}) {
  return (
    <div
      data-print-hide=""
      className="mb-8 flex flex-col gap-4 rounded-card border border-border bg-card p-4 shadow-card sm:flex-row sm:items-end sm:justify-between sm:p-5"
    >
      <div className="flex flex-col gap-1.5 sm:w-56">
        <label htmlFor="meal-plan-days" className="font-medium text-foreground">
          Plan length
        </label>
        <Select
          id="meal-plan-days"
          value={selectedDays}
          disabled={isDisabled}
          onChange={(event) => onRegenerate(Number(event.target.value) as PlanDays)}
        >
          {PLAN_DAY_OPTIONS.map((days) => (
            <option key={days} value={days}>
              {days} days
            </option>
          ))}
        </Select>
      </div>
      <Button variant="outline" disabled={isDisabled} onClick={() => onRegenerate(selectedDays)}>
        {/* Both labels hold their place, so the button keeps its width when the label changes. */}
        <span className="grid justify-items-center">
          <span
            aria-hidden={isGenerating}
            className={clsx('col-start-1 row-start-1', isGenerating && 'invisible')}
          >
            Regenerate Plan
          </span>
          <span
            aria-hidden={!isGenerating}
            className={clsx('col-start-1 row-start-1', !isGenerating && 'invisible')}
          >
            Generating...
          </span>
        </span>
      </Button>
    </div>
  );
}

/**
 * Shown while a plan is made or the saved one loads: the spinner and its message (spec §2) in a
 * box the size of the plan's summary, then blank cards shaped like the energy chart and the first
 * days. The page keeps the height of the plan to come, so when it arrives nothing on screen is
 * pushed down (issue 15: cumulative layout shift).
 */
export function PlanPlaceholder({ message }: { message: string }) {
  return (
    <div className="flex flex-col gap-8 pb-16">
      <div
        role="status"
        className="flex min-h-59 flex-col items-center justify-center gap-3 rounded-card border border-border bg-card px-6 py-6 text-center shadow-card sm:min-h-33 sm:flex-row sm:gap-4"
      >
        <span
          aria-hidden="true"
          className="size-10 shrink-0 animate-spin rounded-full border-4 border-primary-soft border-t-primary"
        />
        <p className="font-medium text-foreground text-lg">{message}</p>
      </div>
      <SkeletonCard className="h-80" />
      <div className="grid gap-6 lg:grid-cols-2">
        <SkeletonCard className="h-[36rem]" />
        <SkeletonCard className="h-[36rem]" isWideOnly />
      </div>
    </div>
  );
}

/** Where the assistant's panel opens, while its code loads (once, and usually already done). */
export function AssistantLoading() {
  return (
    <div
      data-print-hide=""
      className="fixed inset-x-2 bottom-2 z-40 sm:inset-x-auto sm:right-6 sm:bottom-6 sm:w-[26rem]"
    >
      <div
        role="status"
        className="flex items-center gap-3 rounded-card border border-border bg-card p-4 shadow-xl"
      >
        <span
          aria-hidden="true"
          className="size-6 shrink-0 animate-spin rounded-full border-4 border-primary-soft border-t-primary"
        />
        <p className="font-medium text-foreground">Opening the Meal Plan Assistant...</p>
      </div>
    </div>
  );
}

const formatList = (items: string[]) =>
  new Intl.ListFormat('en', { style: 'long', type: 'conjunction' }).format(items);

export function NoMealPlan() {
  const missing = missingProfileItems(profileStore.get());
  return (
    <Page title={PAGE_TITLE}>
      <Card className="mx-auto max-w-xl text-center">
        <CardContent className="flex flex-col items-center gap-4 py-10">
          <h2 className="font-semibold text-2xl text-foreground">No Meal Plan Available</h2>
          <p className="text-lg text-muted-foreground">
            Please complete your health assessment and get your analysis first.
          </p>
          {missing.length > 0 ? (
            <p className="text-muted-foreground">
              Still needed from the assessment: {formatList(missing)}.
            </p>
          ) : null}
          <StartAssessmentLink />
        </CardContent>
      </Card>
    </Page>
  );
}
