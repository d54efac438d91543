import { useIsMutating, useMutation, useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { lazy, Suspense, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link, useSearchParams } from 'react-router';
import { keptMealsBeyond, type MealPlan, type UserProfile } from '../../../domain';
import { NutrientProfileContext } from '../../components/all-nutrients';
import { Page } from '../../components/layout/page';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { buttonVariants } from '../../components/ui/button-variants';
import { Card, CardContent } from '../../components/ui/card';
import { Select } from '../../components/ui/select';
import { SkeletonCard } from '../../components/ui/skeleton';
import { paths } from '../../config/paths';
import { useAccountDataReady } from '../../lib/account-sync';
import { useAuth } from '../../lib/auth';
import { FunctionCallError } from '../../lib/functions-api';
import {
  missingProfileItems,
  planProfileKey,
  profileStore,
  toUserProfile,
  useProfileStore,
} from '../../lib/profile-store';
import { CalendarExport } from './calendar-export';
import { DayCard, type SwapControls } from './day-card';
import type { DayPlanControls } from './day-plan-button';
import { EmailPlanButton } from './email-plan-button';
import { EnergyChart } from './energy-chart';
import { GroceryList } from './grocery-list';
import type { LockControls } from './meal-lock-button';
import {
  loadMealPlanAssistant,
  MealPlanChatButton,
  openMealPlanChat,
  preloadMealPlanAssistant,
} from './meal-plan-chat-launcher';
import {
  type DayPlanOutcome,
  type GenerationRequest,
  generateMealPlanQueryOptions,
  keptFrom,
  type MealRef,
  mealPlanEditKey,
  newSeed,
  PLAN_DAY_OPTIONS,
  type PlanDays,
  planDayAgain,
  type SwapOutcome,
  setPlanMealLocked,
  swapPlanMeal,
} from './meal-plan-queries';
import { averageDailyCalories } from './plan-summary';
import { PrintPlanMenu } from './print-plan-menu';
import { PrintablePlan, type PrintMode } from './printable-plan';
import { ShortenPlanDialog, type ShortenRequest } from './shorten-plan-dialog';

const PAGE_TITLE = 'Your Personalized Meal Plan';

// Loaded when first opened (see meal-plan-chat-launcher.tsx): it brings the engine's food table.
const MealPlanAssistant = lazy(() =>
  loadMealPlanAssistant().then((module) => ({ default: module.MealPlanAssistant })),
);

const TIPS = [
  'Prepare ingredients ahead of time to make cooking during the week quicker and easier.',
  'Adjust portion sizes to your hunger and activity level.',
  'Stay hydrated by drinking plenty of water throughout the day.',
  'Consult a healthcare provider before making major changes to your diet.',
];

/**
 * Spec §2/§4 Meal plan. On opening, a stored plan is shown; otherwise (or when opened with
 * ?generate=true) a new one is generated for the profile. A generated or assistant-modified plan
 * is kept in the profile store, which is what this screen shows.
 */
export function MealPlanPage() {
  // Signed in, the account's plan may still be on its way: deciding now would make a new plan.
  if (!useAccountDataReady()) return <SavedPlanLoading />;
  return <MealPlanScreen />;
}

/**
 * The same frame as the screen that follows (title, description, controls, placeholder), so the
 * page does not jump when the saved plan, or the generation, takes over.
 */
function SavedPlanLoading() {
  const [searchParams] = useSearchParams();
  const wantsFresh = searchParams.get('generate') === 'true';
  const storedDays = useProfileStore((state) => state.mealPlanDays);
  const daysShown = useProfileStore((state) =>
    state.mealPlan && !wantsFresh ? state.mealPlan.days.length : state.mealPlanDays,
  );
  return (
    <Page title={PAGE_TITLE} description={planDescription(daysShown)}>
      <PlanControls
        selectedDays={storedDays}
        isDisabled
        isGenerating={false}
        onRegenerate={() => undefined}
      />
      <PlanPlaceholder message="Loading your saved meal plan..." />
    </Page>
  );
}

function MealPlanScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const assessment = useProfileStore((state) => state.assessment);
  const preferences = useProfileStore((state) => state.preferences);
  const plan = useProfileStore((state) => state.mealPlan);
  const storedDays = useProfileStore((state) => state.mealPlanDays);
  const profile = useMemo(
    () => toUserProfile({ ...profileStore.get(), assessment, preferences }),
    [assessment, preferences],
  );

  // The generation asked for: decided once on opening, then by the duration and Regenerate.
  const [request, setRequest] = useState<GenerationRequest | null>(() => {
    const state = profileStore.get();
    const wantsFresh = searchParams.get('generate') === 'true';
    const current = toUserProfile(state);
    if ((!wantsFresh && state.mealPlan) || !current) return null;
    return { days: state.mealPlanDays, seed: newSeed(), profile: current };
  });

  // ?generate=true is read once: afterwards the address is plain /meal-plan, so a reload shows
  // the stored plan instead of making another.
  useEffect(() => {
    if (searchParams.has('generate')) {
      setSearchParams(
        (params) => {
          params.delete('generate');
          return params;
        },
        { replace: true },
      );
    }
  }, [searchParams, setSearchParams]);

  const [isChatOpen, setChatOpen] = useState(false);
  const [wasChatClosed, setChatClosed] = useState(false);
  // A shorter plan that would drop locked or chosen meals waits for the person's answer.
  const [shorten, setShorten] = useState<ShortenRequest | null>(null);

  if (!profile && !plan) return <NoMealPlan />;

  /**
   * Spec §2: a new length or Regenerate makes the plan again. It keeps the locked meals (and on a
   * new length the chosen ones, on the days that remain); a shorter plan that would lose some
   * asks first.
   */
  const regenerate = (days: PlanDays, isConfirmed = false) => {
    const current = profileStore.get().mealPlan;
    const lost = current && !isConfirmed ? keptMealsBeyond(current, days) : null;
    if (lost) {
      setShorten({ days, ...lost });
      return;
    }
    setShorten(null);
    profileStore.update({ mealPlanDays: days });
    if (profile) setRequest({ days, seed: newSeed(), profile, keep: keptFrom(current, days) });
  };

  return (
    <>
      <PlanScreen
        profile={profile}
        plan={plan}
        request={request}
        selectedDays={request?.days ?? storedDays}
        onRegenerate={regenerate}
        onOpenChat={() => {
          openMealPlanChat();
          setChatOpen(true);
        }}
      />
      <ShortenPlanDialog
        request={shorten}
        onCancel={() => setShorten(null)}
        onConfirm={() => {
          if (shorten) regenerate(shorten.days as PlanDays, true);
        }}
      />
      {isChatOpen ? (
        <Suspense fallback={<AssistantLoading />}>
          <MealPlanAssistant
            profile={profile}
            onClose={() => {
              setChatOpen(false);
              setChatClosed(true);
            }}
          />
        </Suspense>
      ) : plan ? (
        <MealPlanChatButton
          shouldFocus={wasChatClosed}
          onOpen={() => {
            openMealPlanChat();
            setChatOpen(true);
          }}
        />
      ) : null}
    </>
  );
}

/** Where the assistant's panel opens, while its code loads (once, and usually already done). */
function AssistantLoading() {
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

function PlanScreen({
  profile,
  plan,
  request,
  selectedDays,
  onRegenerate,
  onOpenChat,
}: {
  profile: UserProfile | null;
  plan: MealPlan | null;
  request: GenerationRequest | null;
  selectedDays: PlanDays;
  onRegenerate: (days: PlanDays) => void;
  onOpenChat: () => void;
}) {
  const saveToAccount = useAuth().user !== null;
  const generation = useQuery({
    ...generateMealPlanQueryOptions(
      request ?? { days: 7, seed: 0, profile: profile as UserProfile },
      { saveToAccount },
    ),
    enabled: request !== null,
  });
  const isGenerating = generation.isFetching;
  // A whole plan is a lot to render on a slow phone: the placeholder stays while React renders the
  // plan in the background, in slices, so the page keeps answering input (issue 15: blocking time).
  const isPlanPending = useDeferredValue(isGenerating);
  // The stored plan was made (or last edited) for other answers than the profile's now.
  const planMadeFor = useProfileStore((state) => state.mealPlanProfileKey);
  const isPlanForOtherProfile =
    profile !== null &&
    !generation.isError &&
    planMadeFor !== undefined &&
    planMadeFor !== planProfileKey(profile);
  const daysShown = isGenerating || !plan ? selectedDays : plan.days.length;

  return (
    <Page title={PAGE_TITLE} description={planDescription(daysShown)}>
      <PlanControls
        selectedDays={selectedDays}
        isDisabled={!profile || isGenerating}
        isGenerating={isGenerating}
        onRegenerate={onRegenerate}
      />

      {isPlanPending ? (
        <PlanPlaceholder message="Creating your personalized meal plan..." />
      ) : (
        <>
          {generation.isError ? (
            <Alert
              variant="warning"
              title="We could not make a plan for these settings"
              className="mb-8"
            >
              <p>{generation.error.message}</p>
              <div className="mt-3 flex flex-wrap gap-2">
                <Button variant="outline" size="sm" onClick={() => onRegenerate(selectedDays)}>
                  Try again
                </Button>
                {isRuleConflict(generation.error) ? (
                  // The engine found the rules leave too little: changing an answer is the way on.
                  <>
                    <Link
                      to={paths.preferences.getHref()}
                      className={buttonVariants({ variant: 'outline', size: 'sm' })}
                    >
                      Review Food Preferences
                    </Link>
                    <Link
                      to={paths.assessment.getHref()}
                      className={buttonVariants({ variant: 'outline', size: 'sm' })}
                    >
                      Review Assessment
                    </Link>
                  </>
                ) : null}
              </div>
            </Alert>
          ) : null}
          {plan && isPlanForOtherProfile ? (
            <Alert
              variant="info"
              title="Your profile has changed since this plan was made"
              className="mb-8"
            >
              <p>
                This plan was made for your earlier answers. Make a new plan to follow your profile
                as it is now.
              </p>
              <Button
                variant="outline"
                size="sm"
                className="mt-3"
                onClick={() => onRegenerate(selectedDays)}
              >
                Make a new plan
              </Button>
            </Alert>
          ) : null}
          {plan ? <PlanView plan={plan} profile={profile} onOpenChat={onOpenChat} /> : null}
        </>
      )}
    </Page>
  );
}

const planDescription = (days: number) =>
  `Your ${days}-day plan of meals and snacks, built around your health profile.`;

function PlanControls({
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
function PlanPlaceholder({ message }: { message: string }) {
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
        <SkeletonCard className="hidden h-[36rem] lg:flex" />
      </div>
    </div>
  );
}

/** The engine answered that no plan fits the rules (not a lost connection). */
const isRuleConflict = (error: Error) =>
  error instanceof FunctionCallError &&
  (error.kind === 'domain' || error.kind === 'infeasible-plan');

const SWAP_FAILED =
  'We could not swap this meal just now. Please check your connection and try again.';

/** The lock toggles: a lock is kept in the stored plan (and saved to the account, signed in). */
function useLockControls(): LockControls {
  const saveToAccount = useAuth().user !== null;
  const editsRunning = useIsMutating({ mutationKey: mealPlanEditKey });
  return {
    onToggle: (ref, isLocked) => setPlanMealLocked(ref, isLocked, saveToAccount),
    disabled: editsRunning > 0,
  };
}

/** 'New meals for day N': one edit at a time; the outcome shown on the day and announced. */
function useDayPlanControls(profile: UserProfile | null): DayPlanControls {
  const saveToAccount = useAuth().user !== null;
  const editsRunning = useIsMutating({ mutationKey: mealPlanEditKey });
  const planDay = useMutation<DayPlanOutcome, Error, number>({
    mutationKey: mealPlanEditKey,
    mutationFn: (day) => planDayAgain({ day, profile: profile as UserProfile, saveToAccount }),
  });
  return {
    onPlanDay: (day) => {
      if (editsRunning === 0 && profile) planDay.mutate(day);
    },
    pending: planDay.isPending ? (planDay.variables ?? null) : null,
    disabled: editsRunning > 0 || !profile,
    outcome: planDay.data ?? null,
  };
}

/**
 * How the plan prints: chosen with 'Print Meal Plan', or the full plan with recipes when the
 * browser prints on its own (Ctrl+P). Rendered only once printing is asked for.
 */
function usePrintMode() {
  const [mode, setMode] = useState<PrintMode | null>(null);
  const modeRef = useRef(mode);
  modeRef.current = mode;
  useEffect(() => {
    const beforePrint = () => {
      if (modeRef.current === null) flushSync(() => setMode('recipes'));
    };
    window.addEventListener('beforeprint', beforePrint);
    return () => window.removeEventListener('beforeprint', beforePrint);
  }, []);
  const print = (next: PrintMode) => {
    // The print-only plan must be in the page before the browser lays it out for print.
    flushSync(() => setMode(next));
    window.print();
  };
  return { mode, print };
}

/** The 'Swap' buttons: one edit at a time, the outcome shown beside the meal and announced. */
function useSwapControls(profile: UserProfile | null): SwapControls & { announcement: string } {
  const saveToAccount = useAuth().user !== null;
  const editsRunning = useIsMutating({ mutationKey: mealPlanEditKey });
  const swap = useMutation<SwapOutcome, Error, MealRef>({
    mutationKey: mealPlanEditKey,
    mutationFn: (ref) => swapPlanMeal({ ref, profile, saveToAccount }),
  });
  const outcome: SwapOutcome | null = swap.data
    ? swap.data
    : swap.isError && swap.variables
      ? { ref: swap.variables, kind: 'refused', message: SWAP_FAILED }
      : null;
  return {
    onSwap: (ref) => {
      if (editsRunning === 0) swap.mutate(ref);
    },
    pending: swap.isPending ? swap.variables : null,
    disabled: editsRunning > 0,
    outcome,
    announcement: outcome?.message ?? '',
  };
}

function PlanView({
  plan,
  profile,
  onOpenChat,
}: {
  plan: MealPlan;
  profile: UserProfile | null;
  onOpenChat: () => void;
}) {
  const { announcement, ...swap } = useSwapControls(profile);
  const locks = useLockControls();
  const dayPlan = useDayPlanControls(profile);
  const printing = usePrintMode();
  const { user } = useAuth();
  const mealPlanId = useProfileStore((state) => state.mealPlanId);
  return (
    // Bottom room so the floating assistant button never hides the last lines.
    <div className="flex flex-col gap-8 pb-16 print:pb-0">
      <Card role="region" aria-labelledby="meal-plan-summary">
        <CardContent className="grid grid-cols-2 gap-6 py-6 sm:grid-cols-3">
          <h2 id="meal-plan-summary" className="sr-only">
            Plan summary
          </h2>
          <div>
            <p className="text-muted-foreground">Average Daily Calories</p>
            <p className="font-bold text-3xl text-foreground tabular-nums">
              {averageDailyCalories(plan).toLocaleString()}{' '}
              <span className="font-normal text-base text-muted-foreground">kcal</span>
            </p>
            {plan.dailyCalories ? (
              <p className="text-muted-foreground text-sm">
                target {Math.round(plan.dailyCalories).toLocaleString()} kcal
              </p>
            ) : null}
          </div>
          <div>
            <p className="text-muted-foreground">Total Days</p>
            <p className="font-bold text-3xl text-foreground tabular-nums">{plan.days.length}</p>
          </div>
          <p className="col-span-2 self-center text-foreground text-lg sm:col-span-1">
            <span className="font-semibold">Meals per Day:</span> 3 main meals + snacks
          </p>
        </CardContent>
      </Card>
      {plan.notes && plan.notes.length > 0 ? (
        <section aria-label="How this plan meets your limits" className="flex flex-col gap-2">
          {plan.notes.map((note) => (
            <p key={note} className="rounded-md border border-border bg-muted/40 p-3 text-sm">
              {note}
            </p>
          ))}
        </section>
      ) : null}

      <EnergyChart plan={plan} />

      <p role="status" className="sr-only">
        {announcement}
      </p>
      <p role="status" className="sr-only">
        {dayPlan.outcome?.message ?? ''}
      </p>
      {plan.days.length > 3 ? (
        <nav aria-label="Days of the plan" data-print-hide="">
          <ul className="flex flex-wrap gap-2">
            {plan.days.map((day) => (
              <li key={day.day}>
                <a
                  href={`#day-${day.day}`}
                  className={buttonVariants({ variant: 'outline', size: 'sm' })}
                >
                  Day {day.day}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {/* On paper the days flow one after another, breaking between meals, not between cards. */}
      <div
        className={clsx(
          'grid items-start gap-6 lg:grid-cols-2 print:block print:space-y-4',
          // Once the person picked how to print, the print-only plan below prints instead.
          printing.mode !== null && 'print:hidden',
        )}
      >
        <NutrientProfileContext value={profile}>
          {plan.days.map((day) => (
            <DayCard
              key={day.day}
              day={day}
              targets={plan.targets}
              swap={swap}
              locks={locks}
              dayPlan={dayPlan}
            />
          ))}
        </NutrientProfileContext>
      </div>
      {printing.mode !== null ? <PrintablePlan plan={plan} mode={printing.mode} /> : null}

      <Alert variant="info" title="Tips for success" role="note">
        <ul className="mt-1 list-disc pl-5">
          {TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </Alert>

      <div data-print-hide="" className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <PrintPlanMenu onPrint={printing.print} />
        {/* Only a plan saved to the account can be emailed: the server sends its stored copy. */}
        {user && mealPlanId ? <EmailPlanButton key={mealPlanId} planId={mealPlanId} /> : null}
        <Button
          onClick={onOpenChat}
          onPointerEnter={preloadMealPlanAssistant}
          onFocus={preloadMealPlanAssistant}
        >
          Chat with AI to Modify Plan
        </Button>
        <Link to={paths.analysis.getHref()} className={buttonVariants({ variant: 'outline' })}>
          View Dietary Recommendations
        </Link>
      </div>
      <CalendarExport plan={plan} />

      <GroceryList plan={plan} />
    </div>
  );
}

const formatList = (items: string[]) =>
  new Intl.ListFormat('en', { style: 'long', type: 'conjunction' }).format(items);

function NoMealPlan() {
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
          <Link to={paths.assessment.getHref()} className={buttonVariants({ size: 'lg' })}>
            Start Health Assessment
          </Link>
        </CardContent>
      </Card>
    </Page>
  );
}
