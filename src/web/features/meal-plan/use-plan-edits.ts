import { useIsMutating, useMutation } from '@tanstack/react-query';
import type { UserProfile } from '#domain';
import { useAuth } from '../../lib/auth';
import type { DayPlanControls } from './day-plan-button';
import type { LockControls } from './meal-lock-button';
import {
  type DayPlanOutcome,
  type MealRef,
  mealPlanEditKey,
  planDayAgain,
  type SwapOutcome,
  setPlanMealLocked,
  swapPlanMeal,
} from './meal-plan-queries';
import type { SwapControls } from './meal-swap-button';

/*
 * The plan's edits, as the day cards use them: swap a meal, lock one, new meals for a day. Each
 * is one mutation under `mealPlanEditKey`, so only one edit runs at a time.
 */

const SWAP_FAILED =
  'We could not swap this meal just now. Please check your connection and try again.';

/** The lock toggles: a lock is kept in the stored plan (and saved to the account, signed in). */
export function useLockControls(): LockControls {
  const saveToAccount = useAuth().user !== null;
  const editsRunning = useIsMutating({ mutationKey: mealPlanEditKey });
  return {
    onToggle: (ref, isLocked) => setPlanMealLocked(ref, isLocked, saveToAccount),
    disabled: editsRunning > 0,
  };
}

/** 'New meals for day N': one edit at a time; the outcome shown on the day and announced. */
export function useDayPlanControls(profile: UserProfile | null): DayPlanControls {
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

/** The 'Swap' buttons: one edit at a time, the outcome shown beside the meal and announced. */
export function useSwapControls(
  profile: UserProfile | null,
): SwapControls & { announcement: string } {
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
