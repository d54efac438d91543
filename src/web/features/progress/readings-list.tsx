import type { Measurement } from '#domain';
import { Button } from '../../components/ui/button';
import type { UnitSystem } from '../../lib/profile-store';
import { fullDate } from './progress-dates';
import { KIND_LABELS, readingText } from './readings';

/** The readings of the weeks shown, newest first, each with a delete button. */
export function ReadingsList({
  readings,
  unit,
  isBusy,
  onDelete,
}: {
  readings: readonly Measurement[];
  unit: UnitSystem;
  isBusy: boolean;
  onDelete: (reading: Measurement) => void;
}) {
  if (readings.length === 0)
    return <p className="text-muted-foreground">No readings in these weeks yet.</p>;
  return (
    <ul className="flex max-h-96 flex-col divide-y divide-border overflow-y-auto">
      {[...readings].reverse().map((reading) => {
        const text = readingText(reading, unit);
        const kind = KIND_LABELS[reading.kind];
        const date = fullDate(reading.date);
        return (
          <li
            key={reading.id}
            className="flex items-center justify-between gap-3 py-2"
            data-testid="reading"
          >
            <div className="min-w-0">
              <p className="font-medium text-foreground tabular-nums">{text}</p>
              <p className="text-muted-foreground text-sm">
                {kind} · {date}
                {reading.note ? ` · ${reading.note}` : ''}
              </p>
            </div>
            <Button
              variant="ghost"
              size="sm"
              disabled={isBusy}
              onClick={() => onDelete(reading)}
              aria-label={`Delete ${kind.toLowerCase()} ${text} on ${date}`}
            >
              Delete
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
