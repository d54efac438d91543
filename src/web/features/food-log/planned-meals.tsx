import { clsx } from 'clsx';
import { useId, useState } from 'react';
import type {
  FoodLogEntry,
  FoodLogEntryInput,
  FoodLogEntryUpdate,
  LogSlot,
  Meal,
  MealPlan,
} from '#domain';
import { LOG_SLOT_LABELS } from '#domain';
import { buttonVariants } from '../../components/ui/button-variants';
import { plannedIngredients } from '../../lib/day-summary-api';
import { formatAmount, formatPortion, servingsText } from '../../lib/format';

/** Portions offered besides the planned one (issue 16: ½, ¾, 1¼, 1½, 2 servings). */
export const OTHER_PORTIONS = [0.5, 0.75, 1.25, 1.5, 2] as const;

export interface PlannedMeal {
  slot: LogSlot;
  meal: Meal;
  /** Set for the second and later snacks, so each has its own key. */
  index: number;
}

export function plannedMealsOf(plan: MealPlan, planDay: number): PlannedMeal[] {
  const day = plan.days[planDay - 1] ?? plan.days[0];
  if (!day) return [];
  return [
    { slot: 'breakfast', meal: day.meals.breakfast, index: 0 },
    { slot: 'lunch', meal: day.meals.lunch, index: 0 },
    { slot: 'dinner', meal: day.meals.dinner, index: 0 },
    ...day.meals.snacks.map((meal, index) => ({ slot: 'snack' as const, meal, index })),
  ];
}

/** The logged entry of a planned meal on this day, if any. */
export function entryOfPlannedMeal(
  entries: readonly FoodLogEntry[],
  planned: PlannedMeal,
): FoodLogEntry | undefined {
  return entries.find(
    (entry) =>
      entry.source === 'plan' && entry.slot === planned.slot && entry.name === planned.meal.name,
  );
}

export interface PlannedMealsProps {
  plan: MealPlan;
  planDay: number;
  onPlanDayChange: (day: number) => void;
  date: string;
  entries: readonly FoodLogEntry[];
  onAdd: (input: FoodLogEntryInput) => Promise<void>;
  onUpdate: (id: string, changes: FoodLogEntryUpdate) => Promise<void>;
  isBusy: boolean;
}

export function PlannedMeals({
  plan,
  planDay,
  onPlanDayChange,
  date,
  entries,
  onAdd,
  onUpdate,
  isBusy,
}: PlannedMealsProps) {
  const selectId = useId();
  const planned = plannedMealsOf(plan, planDay);

  const record = async (item: PlannedMeal, status: 'eaten' | 'skipped', portion: number) => {
    const existing = entryOfPlannedMeal(entries, item);
    if (existing) {
      await onUpdate(existing.id, { status, portion });
      return;
    }
    await onAdd({
      date,
      slot: item.slot,
      name: item.meal.name,
      source: 'plan',
      status,
      portion,
      ingredients: plannedIngredients(item.meal),
      recipeId: item.meal.recipeId ?? null,
      planDay,
      measure: null,
    });
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={selectId} className="text-muted-foreground text-sm">
          Meals of plan day
        </label>
        <select
          id={selectId}
          value={planDay}
          onChange={(event) => onPlanDayChange(Number(event.target.value))}
          className="min-h-9 rounded-control border border-input bg-card px-2 text-foreground text-sm"
        >
          {plan.days.map((day, index) => (
            <option key={day.day} value={index + 1}>
              Day {index + 1}
            </option>
          ))}
        </select>
      </div>
      <ul className="grid gap-3 md:grid-cols-2">
        {planned.map((item) => (
          <PlannedMealCard
            key={`${item.slot}-${item.index}`}
            item={item}
            entry={entryOfPlannedMeal(entries, item)}
            onRecord={(status, portion) => record(item, status, portion)}
            isBusy={isBusy}
          />
        ))}
      </ul>
    </div>
  );
}

function PlannedMealCard({
  item,
  entry,
  onRecord,
  isBusy,
}: {
  item: PlannedMeal;
  entry: FoodLogEntry | undefined;
  onRecord: (status: 'eaten' | 'skipped', portion: number) => Promise<void>;
  isBusy: boolean;
}) {
  const [isChoosingPortion, setIsChoosingPortion] = useState(
    entry !== undefined && entry.status === 'eaten' && entry.portion !== 1,
  );
  const headingId = useId();
  const { meal, slot } = item;
  const canLog = (meal.ingredients?.length ?? 0) > 0;
  const isEaten = entry?.status === 'eaten' && entry.portion === 1;
  const isSkipped = entry?.status === 'skipped';
  const isOtherPortion = entry?.status === 'eaten' && entry.portion !== 1;
  const stateText = !entry
    ? 'Not logged yet'
    : entry.status === 'skipped'
      ? 'Skipped'
      : entry.portion === 1
        ? 'Eaten as planned'
        : `Eaten: ${servingsText(entry.portion)}`;

  const choice = (isPressed: boolean) =>
    buttonVariants({
      variant: isPressed ? 'primary' : 'outline',
      size: 'sm-touch',
      className: 'flex-1 sm:flex-none',
    });

  return (
    <li
      data-testid="planned-meal"
      aria-labelledby={headingId}
      className={clsx(
        'flex flex-col gap-3 rounded-card border bg-card p-4 shadow-card',
        entry?.status === 'eaten' ? 'border-success-border' : 'border-border',
      )}
    >
      <div className="flex flex-col gap-0.5">
        <p className="font-medium text-muted-foreground text-sm">{LOG_SLOT_LABELS[slot]}</p>
        <h3 id={headingId} className="font-semibold text-foreground">
          {meal.name}
        </h3>
        <p className="text-muted-foreground text-sm">
          {formatAmount(meal.calories)} kcal planned ·{' '}
          <span className={entry ? 'font-medium text-foreground' : undefined}>{stateText}</span>
        </p>
      </div>
      {canLog ? (
        <>
          <fieldset className="flex min-w-0 flex-wrap gap-2">
            <legend className="sr-only">Log {meal.name}</legend>
            <button
              type="button"
              className={choice(isEaten)}
              aria-pressed={isEaten}
              disabled={isBusy}
              onClick={() => {
                setIsChoosingPortion(false);
                void onRecord('eaten', 1);
              }}
            >
              Eaten
            </button>
            <button
              type="button"
              className={choice(isSkipped)}
              aria-pressed={isSkipped}
              disabled={isBusy}
              onClick={() => {
                setIsChoosingPortion(false);
                void onRecord('skipped', 1);
              }}
            >
              Skipped
            </button>
            <button
              type="button"
              className={choice(isOtherPortion || isChoosingPortion)}
              aria-expanded={isChoosingPortion}
              disabled={isBusy}
              onClick={() => setIsChoosingPortion((open) => !open)}
            >
              Different portion
            </button>
          </fieldset>
          {isChoosingPortion ? (
            <fieldset className="flex min-w-0 flex-wrap gap-2">
              <legend className="sr-only">Portion of {meal.name} eaten</legend>
              {OTHER_PORTIONS.map((portion) => {
                const isPressed = entry?.status === 'eaten' && entry.portion === portion;
                return (
                  <button
                    key={portion}
                    type="button"
                    className={buttonVariants({
                      variant: isPressed ? 'primary' : 'secondary',
                      size: 'sm-touch',
                      className: 'min-w-14',
                    })}
                    aria-pressed={isPressed}
                    aria-label={servingsText(portion)}
                    disabled={isBusy}
                    onClick={() => void onRecord('eaten', portion)}
                  >
                    {formatPortion(portion)}
                  </button>
                );
              })}
            </fieldset>
          ) : null}
        </>
      ) : (
        <p className="text-muted-foreground text-sm">
          This meal lists no foods, so it cannot be logged; add what you ate with Add food.
        </p>
      )}
    </li>
  );
}
