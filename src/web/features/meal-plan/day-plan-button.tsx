import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import type { DayPlanOutcome } from './meal-plan-queries';

/** The 'New meals for day N' buttons' state, shared by every day of the plan. */
export interface DayPlanControls {
  onPlanDay: (day: number) => void;
  /** The day being planned now, if any. */
  pending: number | null;
  disabled: boolean;
  /** What the last of these did, shown on its day. */
  outcome: DayPlanOutcome | null;
}

/** New meals for one day; its locked meals stay and no other day changes. */
export function DayPlanButton({ day, controls }: { day: number; controls: DayPlanControls }) {
  const isPending = controls.pending === day;
  const outcome = controls.outcome?.day === day ? controls.outcome : null;
  return (
    <div data-print-hide="" className="flex flex-col gap-2">
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        disabled={controls.disabled}
        onClick={() => controls.onPlanDay(day)}
      >
        {isPending ? `Planning day ${day}...` : `New meals for day ${day}`}
      </Button>
      {outcome ? (
        <p
          data-testid="day-plan-outcome"
          className={cn(
            'rounded-control border px-3 py-2 text-sm',
            outcome.kind === 'planned'
              ? 'border-success-border bg-success-soft text-success'
              : 'border-warning-border bg-warning-soft text-warning',
          )}
        >
          {outcome.message}
        </p>
      ) : null}
    </div>
  );
}
