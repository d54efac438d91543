import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { keptMealsBeyond, type MealPlan, type UserProfile } from '#domain';
import { Page } from '../../components/layout/page';
import { ReviewAnswersLinks } from '../../components/review-answers-links';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { useAccountDataReady } from '../../lib/account-sync';
import { useAuth } from '../../lib/auth';
import { FunctionCallError } from '../../lib/functions-api';
import { toUserProfile } from '../../lib/profile-request';
import { planProfileKey, profileStore, useProfileStore } from '../../lib/profile-store';
import {
  loadMealPlanAssistant,
  MealPlanChatButton,
  openMealPlanChat,
} from './meal-plan-chat-launcher';
import {
  type GenerationRequest,
  generateMealPlanQueryOptions,
  keptFrom,
  newSeed,
  type PlanDays,
} from './meal-plan-queries';
import {
  AssistantLoading,
  NoMealPlan,
  PAGE_TITLE,
  PlanControls,
  PlanPlaceholder,
  planDescription,
} from './plan-frame';
import { PlanView } from './plan-view';
import { ShortenPlanDialog, type ShortenRequest } from './shorten-plan-dialog';

// Loaded when first opened (see meal-plan-chat-launcher.tsx): it brings the engine's food table.
const MealPlanAssistant = lazy(() =>
  loadMealPlanAssistant().then((module) => ({ default: module.MealPlanAssistant })),
);

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
                {isRuleConflict(generation.error) ? <ReviewAnswersLinks size="sm" /> : null}
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

/**
 * The engine answered that no plan fits the rules, or refused an answer of the profile (not a
 * lost connection): changing an answer is the way on.
 */
const isRuleConflict = (error: Error) =>
  error instanceof FunctionCallError &&
  (error.kind === 'domain' || error.kind === 'infeasible-plan' || error.kind === 'profile');
