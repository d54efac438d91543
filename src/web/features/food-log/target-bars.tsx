import { clsx } from 'clsx';
import type { RangeStatus, TargetRow } from '#domain';
import { formatAmount } from '../../lib/format';

/**
 * The day against the targets (issue 16, item 2): one bar per row, its band (min to max) shaded,
 * the amount as a marker, and in words the amount, the band and whether it is below, within or
 * above; colour only repeats what the words say. The person's own rows (a condition or medicine)
 * come first, as the server orders them, and are marked.
 */

const STATUS_TEXT: Record<RangeStatus, string> = {
  below: 'Below',
  within: 'Within',
  above: 'Above',
  unknown: 'No value yet',
};

const STATUS_STYLE: Record<RangeStatus, string> = {
  below: 'border-warning-border bg-warning-soft text-warning',
  within: 'border-success-border bg-success-soft text-success',
  above: 'border-destructive-border bg-destructive-soft text-destructive',
  unknown: 'border-border bg-muted text-muted-foreground',
};

const MARKER_STYLE: Record<RangeStatus, string> = {
  below: 'bg-warning',
  within: 'bg-success',
  above: 'bg-destructive',
  unknown: 'bg-muted-foreground',
};

export function bandText(row: Pick<TargetRow, 'min' | 'max' | 'unit'>): string {
  const { min, max, unit } = row;
  if (min !== null && max !== null) return `${formatAmount(min)}–${formatAmount(max)} ${unit}`;
  if (max !== null) return `at most ${formatAmount(max)} ${unit}`;
  if (min !== null) return `at least ${formatAmount(min)} ${unit}`;
  return 'no target';
}

export function TargetBars({ rows }: { rows: TargetRow[] }) {
  const personal = rows.filter((row) => row.personal);
  return (
    <div className="flex flex-col gap-4">
      {personal.length > 0 ? (
        <p className="text-muted-foreground text-sm">
          Rows marked <span className="font-semibold text-primary">For you</span> are set by your
          health conditions or medicines and come first.
        </p>
      ) : null}
      <ul className="flex flex-col gap-3" aria-label="The day against your targets">
        {rows.map((row) => (
          <TargetBar key={row.id} row={row} />
        ))}
      </ul>
    </div>
  );
}

function TargetBar({ row }: { row: TargetRow }) {
  const value = row.value ?? 0;
  // The scale reaches past the band and the amount, so both always show whole.
  const scaleEnd = Math.max(value, row.max ?? 0, (row.min ?? 0) * 1.5, 1) * 1.15;
  const percent = (amount: number) => `${Math.min(100, (amount / scaleEnd) * 100)}%`;
  const bandStart = row.min ?? 0;
  const bandEnd = row.max ?? scaleEnd;
  const amountText =
    row.value === null
      ? 'no value yet'
      : `${row.incomplete ? 'at least ' : ''}${formatAmount(row.value)} ${row.unit}`;

  return (
    <li
      data-testid="target-row"
      data-nutrient={row.nutrient}
      className={clsx(
        'rounded-card border p-3 sm:p-4',
        row.personal
          ? 'border-primary/40 border-l-4 border-l-primary bg-primary-soft/40'
          : 'border-border',
      )}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 className="flex flex-wrap items-center gap-2 font-semibold text-foreground">
          {row.label}
          {row.personal ? (
            <span className="rounded-full bg-primary px-2 py-0.5 font-medium text-primary-foreground text-xs">
              For you
            </span>
          ) : null}
        </h3>
        <p className="text-foreground">
          <span className="font-semibold text-lg tabular-nums" data-testid="target-amount">
            {amountText}
          </span>{' '}
          <span className="text-muted-foreground text-sm">of {bandText(row)}</span>
        </p>
      </div>
      <div className="mt-2 flex items-center gap-3">
        <div
          className="relative h-3 flex-1 overflow-hidden rounded-full bg-muted"
          aria-hidden="true"
        >
          <div
            className="absolute inset-y-0 bg-primary/25"
            style={{
              left: percent(bandStart),
              width: `calc(${percent(bandEnd)} - ${percent(bandStart)})`,
            }}
          />
          <div
            className={clsx(
              'absolute inset-y-0 left-0 rounded-full opacity-80',
              MARKER_STYLE[row.status],
            )}
            style={{ width: percent(value) }}
          />
        </div>
        <span
          className={clsx(
            'shrink-0 rounded-full border px-2 py-0.5 font-medium text-xs',
            STATUS_STYLE[row.status],
          )}
        >
          {STATUS_TEXT[row.status]}
        </span>
      </div>
      {row.sentence ? (
        <p className="mt-2 text-foreground text-sm" data-testid="target-sentence">
          {row.sentence}
        </p>
      ) : null}
    </li>
  );
}
