import { clsx } from 'clsx';
import { useId } from 'react';
import {
  type FoodLogEntry,
  type FoodLogEntryUpdate,
  LOG_SLOT_LABELS,
  LOG_SLOTS,
  LogSlotSchema,
  type NutrientTotals,
} from '#domain';
import { NutrientPanel } from '../../components/nutrient-panel';
import { buttonVariants } from '../../components/ui/button-variants';
import { formatAmount, formatPortion, servingsText } from '../../lib/format';

const PORTION_CHOICES = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 2, 2.5, 3] as const;

const SOURCE_TEXT: Record<FoodLogEntry['source'], string> = {
  plan: 'From your plan',
  food: 'Food',
  recipe: 'Recipe',
};

/** What was logged, as the person said it: the measure, the servings or the grams. */
function amountText(entry: FoodLogEntry): string {
  const grams = entry.ingredients.reduce((sum, item) => sum + item.grams, 0) * entry.portion;
  if (entry.source === 'food') {
    const said = entry.measure ?? `${formatAmount(grams)} g`;
    return entry.portion === 1
      ? `${said} (${formatAmount(grams)} g)`
      : `${formatPortion(entry.portion)} × ${said} (${formatAmount(grams)} g)`;
  }
  return servingsText(entry.portion);
}

export interface EntryListProps {
  entries: readonly FoodLogEntry[];
  /** Each entry's nutrients as eaten, in the same order (from the day summary), once known. */
  nutrients: readonly NutrientTotals[] | undefined;
  onUpdate: (id: string, changes: FoodLogEntryUpdate) => Promise<void>;
  onRemove: (id: string) => Promise<void>;
  isBusy: boolean;
}

/** The day's entries by meal, each with a quick edit, a delete and its full nutrient panel. */
export function EntryList({ entries, nutrients, onUpdate, onRemove, isBusy }: EntryListProps) {
  if (entries.length === 0) {
    return (
      <p className="text-muted-foreground">
        Nothing logged for this day yet. Mark a planned meal or add a food.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-5">
      {LOG_SLOTS.map((slot) => {
        const inSlot = entries
          .map((entry, index) => ({ entry, index }))
          .filter(({ entry }) => entry.slot === slot);
        if (inSlot.length === 0) return null;
        return (
          <section key={slot} aria-label={LOG_SLOT_LABELS[slot]} className="flex flex-col gap-2">
            <h3 className="font-semibold text-foreground">{LOG_SLOT_LABELS[slot]}</h3>
            <ul className="flex flex-col gap-2">
              {inSlot.map(({ entry, index }) => (
                <EntryRow
                  key={entry.id}
                  entry={entry}
                  nutrients={nutrients?.[index]}
                  onUpdate={onUpdate}
                  onRemove={onRemove}
                  isBusy={isBusy}
                />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

function EntryRow({
  entry,
  nutrients,
  onUpdate,
  onRemove,
  isBusy,
}: {
  entry: FoodLogEntry;
  nutrients: NutrientTotals | undefined;
  onUpdate: (id: string, changes: FoodLogEntryUpdate) => Promise<void>;
  onRemove: (id: string) => Promise<void>;
  isBusy: boolean;
}) {
  const slotId = useId();
  const portionId = useId();
  const isSkipped = entry.status === 'skipped';
  const portionLabel = entry.source === 'food' ? 'Times the amount' : 'Servings';
  const energy = nutrients?.values.energyKcal;
  const portions = PORTION_CHOICES.includes(entry.portion as (typeof PORTION_CHOICES)[number])
    ? PORTION_CHOICES
    : [...PORTION_CHOICES, entry.portion].sort((a, b) => a - b);

  return (
    <li
      data-testid="log-entry"
      className={clsx(
        'flex flex-col gap-3 rounded-card border border-border p-3 sm:p-4',
        isSkipped ? 'bg-muted' : 'bg-card',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-0.5">
          <p className="break-words font-medium text-foreground">{entry.name}</p>
          <p className="text-muted-foreground text-sm">
            {SOURCE_TEXT[entry.source]} ·{' '}
            {isSkipped ? (
              <span className="font-medium text-foreground">Skipped</span>
            ) : (
              amountText(entry)
            )}
          </p>
        </div>
        <p className="font-semibold text-foreground tabular-nums">
          {isSkipped
            ? '0 kcal'
            : energy === undefined || energy === null
              ? '…'
              : `${formatAmount(energy)} kcal`}
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={slotId} className="text-muted-foreground text-xs">
            Meal
          </label>
          <select
            id={slotId}
            // The visible label, then whose: every entry has these two controls.
            aria-label={`Meal of ${entry.name}`}
            value={entry.slot}
            disabled={isBusy}
            onChange={(event) =>
              void onUpdate(entry.id, { slot: LogSlotSchema.parse(event.target.value) })
            }
            className="min-h-11 rounded-control border border-input bg-card px-2 text-foreground text-sm"
          >
            {LOG_SLOTS.map((slot) => (
              <option key={slot} value={slot}>
                {LOG_SLOT_LABELS[slot]}
              </option>
            ))}
          </select>
        </div>
        {isSkipped ? null : (
          <div className="flex flex-col gap-1">
            <label htmlFor={portionId} className="text-muted-foreground text-xs">
              {portionLabel}
            </label>
            <select
              id={portionId}
              aria-label={`${portionLabel} of ${entry.name}`}
              value={entry.portion}
              disabled={isBusy}
              onChange={(event) => void onUpdate(entry.id, { portion: Number(event.target.value) })}
              className="min-h-11 rounded-control border border-input bg-card px-2 text-foreground text-sm"
            >
              {portions.map((portion) => (
                <option key={portion} value={portion}>
                  {entry.source === 'food' ? `× ${formatPortion(portion)}` : servingsText(portion)}
                </option>
              ))}
            </select>
          </div>
        )}
        <button
          type="button"
          disabled={isBusy}
          aria-label={`Delete ${entry.name}`}
          onClick={() => void onRemove(entry.id)}
          className={buttonVariants({
            variant: 'ghost-destructive',
            size: 'sm-touch',
          })}
        >
          Delete
        </button>
      </div>
      {nutrients && !isSkipped ? (
        <details className="group rounded-control border border-border/70 px-3 py-2">
          <summary className="cursor-pointer font-medium text-primary text-sm">
            All nutrients of this entry
          </summary>
          <div className="mt-2">
            <NutrientPanel totals={nutrients} caption={`Nutrients of ${entry.name} as eaten`} />
          </div>
        </details>
      ) : null}
    </li>
  );
}
