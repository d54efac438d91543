import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { type MealRef, mealRefKey, type SwapOutcome } from './meal-plan-queries';

/** The 'Swap' buttons' state, shared by every meal of the plan. */
export interface SwapControls {
  onSwap: (ref: MealRef) => void;
  /** The meal being swapped now, if any. */
  pending: MealRef | null;
  /** No swap can start (another edit is running). */
  disabled: boolean;
  /** What the last swap did, shown beside its meal. */
  outcome: SwapOutcome | null;
}

/** 'Swap' for one meal: another recipe that keeps the day within its targets and rules. */
export function SwapButton({
  mealRef,
  label,
  swap,
  isLocked = false,
}: {
  mealRef: MealRef;
  label: string;
  swap: SwapControls;
  /** A locked meal is not swapped: unlock it first. */
  isLocked?: boolean;
}) {
  const isPending = swap.pending !== null && mealRefKey(swap.pending) === mealRefKey(mealRef);
  return (
    <Button
      variant="outline"
      size="sm"
      data-print-hide=""
      disabled={swap.disabled || isLocked}
      aria-label={`${isPending ? 'Swapping' : 'Swap'} ${label}`}
      onClick={() => swap.onSwap(mealRef)}
    >
      {isPending ? 'Swapping...' : 'Swap'}
    </Button>
  );
}

/** What the last swap of this meal did, or why it could not. */
export function SwapOutcomeNote({ mealRef, swap }: { mealRef: MealRef; swap: SwapControls }) {
  const outcome = swap.outcome;
  if (!outcome || mealRefKey(outcome.ref) !== mealRefKey(mealRef)) return null;
  return (
    <p
      data-testid="swap-outcome"
      data-print-hide=""
      className={cn(
        'mt-2 rounded-control border px-3 py-2 text-sm',
        outcome.kind === 'swapped'
          ? 'border-success-border bg-success-soft text-success'
          : 'border-warning-border bg-warning-soft text-warning',
      )}
    >
      {outcome.message}
    </p>
  );
}
