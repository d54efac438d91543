import { cn } from '../../lib/cn';
import { WEEK_SPANS, type WeekSpan } from './progress-dates';

/** How many weeks the charts show: a row of radio buttons that looks like a segmented control. */
export function WeekPicker({
  weeks,
  onChange,
}: {
  weeks: WeekSpan;
  onChange: (weeks: WeekSpan) => void;
}) {
  return (
    <fieldset className="flex rounded-control border border-input bg-card p-0.5">
      <legend className="sr-only">Weeks shown</legend>
      {WEEK_SPANS.map((span) => (
        <label
          key={span}
          className={cn(
            'flex min-h-10 cursor-pointer items-center rounded-[calc(var(--radius-control)-2px)] px-4 font-medium text-sm',
            'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-ring',
            span === weeks
              ? 'bg-primary text-primary-foreground'
              : 'text-foreground hover:bg-muted',
          )}
        >
          <input
            type="radio"
            name="progress-weeks"
            value={span}
            checked={span === weeks}
            onChange={() => onChange(span)}
            className="sr-only"
          />
          {span} weeks
        </label>
      ))}
    </fieldset>
  );
}
