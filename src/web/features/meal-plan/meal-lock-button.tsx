import type { SVGProps } from 'react';
import { Button } from '../../components/ui/button';
import type { MealRef } from './meal-plan-queries';

/** The lock toggles' state, shared by every meal of the plan. */
export interface LockControls {
  onToggle: (ref: MealRef, isLocked: boolean) => void;
  /** No lock can change now (an edit or a new plan is on its way). */
  disabled: boolean;
}

/** 'Breakfast', 'Snack 2': the meal as the lock's name says it. */
export function mealSlotLabel(ref: MealRef): string {
  if (ref.slot === 'snack') return `Snack ${ref.snackIndex + 1}`;
  return ref.slot[0]!.toUpperCase() + ref.slot.slice(1);
}

/**
 * 'Lock' for one meal, a toggle button (aria-pressed): a locked meal stays, recipe and portions,
 * when the plan is regenerated, its length changes or its day gets new meals.
 */
export function MealLockButton({
  mealRef,
  isLocked,
  locks,
}: {
  mealRef: MealRef;
  isLocked: boolean;
  locks: LockControls;
}) {
  return (
    <Button
      variant={isLocked ? 'primary' : 'outline'}
      size="sm"
      data-print-hide=""
      aria-pressed={isLocked}
      aria-label={`Lock ${mealSlotLabel(mealRef)}, day ${mealRef.day}`}
      disabled={locks.disabled}
      onClick={() => locks.onToggle(mealRef, !isLocked)}
    >
      <LockIcon isLocked={isLocked} className="size-4" />
      Lock
    </Button>
  );
}

function LockIcon({ isLocked, ...props }: { isLocked: boolean } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d={isLocked ? 'M8 11V7a4 4 0 0 1 8 0v4' : 'M8 11V7a4 4 0 0 1 7.5-2'} />
    </svg>
  );
}
