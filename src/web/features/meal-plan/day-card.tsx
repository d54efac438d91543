import type { Meal, MealPlanDay, PlanTargets } from '../../../domain';
import { AllNutrients } from '../../components/all-nutrients';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { DayPlanButton, type DayPlanControls } from './day-plan-button';
import { dayEntries, MealDetails } from './meal-details';
import { type LockControls, MealLockButton } from './meal-lock-button';
import { type MealRef, mealRefKey, type SwapOutcome } from './meal-plan-queries';
import { dayCalories } from './plan-summary';

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

/**
 * One day of the plan (spec §2): the day number, its total calories, breakfast, lunch and dinner
 * (name, description, calories, protein/carbs/fat when present) and the snacks. Each meal opens
 * to its ingredients, steps, times and nutrients; the day's totals are set against the targets.
 */
export function DayCard({
  day,
  targets,
  swap,
  locks,
  dayPlan,
}: {
  day: MealPlanDay;
  targets?: PlanTargets;
  swap?: SwapControls;
  /** The lock toggles: a locked meal stays when the plan is made again. */
  locks?: LockControls;
  /** 'New meals for day N'. */
  dayPlan?: DayPlanControls;
}) {
  const headingId = `day-${day.day}-heading`;
  return (
    <Card
      role="region"
      aria-labelledby={headingId}
      data-testid="meal-plan-day"
      id={`day-${day.day}`}
      // On paper a day may break between its meals (each meal keeps together).
      data-print-keep-together={undefined}
      // Reached from the day links, the day starts below the sticky header (the page's
      // scroll-padding, styles.css) with a little room.
      className="scroll-mt-4 overflow-hidden"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2 border-border border-b bg-primary-soft px-5 py-4 print:break-after-avoid">
        <h2 id={headingId} className="font-semibold text-primary-soft-foreground text-xl">
          Day {day.day}
        </h2>
        <p className="text-primary-soft-foreground">
          <span className="font-bold text-2xl tabular-nums" data-testid="day-calories">
            {Math.round(dayCalories(day)).toLocaleString()}
          </span>{' '}
          <span>calories</span>
        </p>
      </div>
      <div className="flex flex-col gap-5 px-5 py-5">
        <MealEntry
          label="Breakfast"
          meal={day.meals.breakfast}
          mealRef={{ day: day.day, slot: 'breakfast' }}
          swap={swap}
          locks={locks}
        />
        <MealEntry
          label="Lunch"
          meal={day.meals.lunch}
          mealRef={{ day: day.day, slot: 'lunch' }}
          swap={swap}
          locks={locks}
        />
        <MealEntry
          label="Dinner"
          meal={day.meals.dinner}
          mealRef={{ day: day.day, slot: 'dinner' }}
          swap={swap}
          locks={locks}
        />
        {day.meals.snacks.length > 0 ? (
          <div>
            <h3 className="font-semibold text-muted-foreground text-sm uppercase tracking-wide">
              Snacks
            </h3>
            <ul className="mt-2 flex flex-col gap-3">
              {day.meals.snacks.map((snack, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: snacks have no id; order is fixed
                <li key={index}>
                  <MealBody
                    meal={snack}
                    isSnack
                    mealRef={{ day: day.day, slot: 'snack', snackIndex: index }}
                    swapLabel={`Day ${day.day} snack ${index + 1}`}
                    swap={swap}
                    locks={locks}
                  />
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {dayPlan ? <DayPlanButton day={day.day} controls={dayPlan} /> : null}
        {day.totals && targets ? <DayTargets day={day} targets={targets} /> : null}
        <AllNutrients entries={dayEntries(day)} label={`day ${day.day}`} />
      </div>
    </Card>
  );
}

function MealEntry({
  label,
  meal,
  mealRef,
  swap,
  locks,
}: {
  label: string;
  meal: Meal;
  mealRef: MealRef;
  swap: SwapControls | undefined;
  locks: LockControls | undefined;
}) {
  return (
    <div data-print-keep-together="">
      <h3 className="font-semibold text-muted-foreground text-sm uppercase tracking-wide">
        {label}
      </h3>
      <div className="mt-1">
        <MealBody
          meal={meal}
          mealRef={mealRef}
          swapLabel={`Day ${mealRef.day} ${label.toLowerCase()}`}
          swap={swap}
          locks={locks}
        />
      </div>
    </div>
  );
}

const grams = (value: number) => `${Math.round(value)}g`;

function MealBody({
  meal,
  isSnack = false,
  mealRef,
  swapLabel,
  swap,
  locks,
}: {
  meal: Meal;
  isSnack?: boolean;
  mealRef: MealRef;
  /** Names the meal for screen readers: 'Day 2 lunch'. */
  swapLabel: string;
  swap: SwapControls | undefined;
  locks?: LockControls | undefined;
}) {
  const macros = [
    meal.protein !== undefined ? `Protein ${grams(meal.protein)}` : null,
    meal.carbs !== undefined ? `Carbs ${grams(meal.carbs)}` : null,
    meal.fat !== undefined ? `Fat ${grams(meal.fat)}` : null,
  ].filter((part): part is string => part !== null);
  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <p className="font-medium text-foreground text-lg" data-testid="meal-name">
          {meal.name}
        </p>
        <p className="text-foreground tabular-nums">{Math.round(meal.calories || 0)} cal</p>
      </div>
      <p className="text-muted-foreground">{meal.description}</p>
      <div className="mt-1 flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        {!isSnack && macros.length > 0 ? (
          <p className="text-muted-foreground text-sm tabular-nums">{macros.join(' · ')}</p>
        ) : (
          <span />
        )}
        <div className="flex flex-wrap items-center gap-2">
          {meal.isChosen ? (
            <span className="text-primary text-sm" data-testid="meal-chosen">
              Your choice
            </span>
          ) : null}
          {locks ? (
            <MealLockButton mealRef={mealRef} isLocked={meal.isLocked === true} locks={locks} />
          ) : null}
          {swap ? (
            <SwapButton
              mealRef={mealRef}
              label={swapLabel}
              swap={swap}
              isLocked={meal.isLocked === true}
            />
          ) : null}
        </div>
      </div>
      {swap ? <SwapOutcomeNote mealRef={mealRef} swap={swap} /> : null}
      <MealDetails meal={meal} label={swapLabel} slot={mealRef.slot} />
    </div>
  );
}

/** 'Swap' for one meal: another recipe that keeps the day within its targets and rules. */
function SwapButton({
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
function SwapOutcomeNote({ mealRef, swap }: { mealRef: MealRef; swap: SwapControls }) {
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

interface TargetRow {
  label: string;
  value: number;
  unit: string;
  min?: number;
  max?: number;
  /** What the range is, when it is not the usual target ('the range your analysis gives'). */
  note?: string;
}

function targetRows(day: MealPlanDay, targets: PlanTargets): TargetRow[] {
  const totals = day.totals;
  if (!totals) return [];
  const dayLimit = (nutrient: string) =>
    targets.limits.find((limit) => limit.nutrient === nutrient && limit.scope === 'day');
  const tolerance = targets.energyTolerance;
  // A day no recipes could fit within ±5 % keeps to the range the analysis states (plan note).
  const stated = day.statedEnergyRange;
  const rows: TargetRow[] = [
    {
      label: 'Energy',
      value: totals.calories,
      unit: 'kcal',
      min: stated?.minKcal ?? Math.round(targets.energyKcal * (1 - tolerance)),
      max: stated?.maxKcal ?? Math.round(targets.energyKcal * (1 + tolerance)),
      ...(stated ? { note: 'the range your analysis gives' } : {}),
    },
    {
      label: 'Protein',
      value: totals.protein,
      unit: 'g',
      min: targets.macros.protein.minG,
      max: targets.macros.protein.maxG,
    },
    {
      label: 'Carbs',
      value: totals.carbs,
      unit: 'g',
      min: targets.macros.carbs.minG,
      max: targets.macros.carbs.maxG,
    },
    {
      label: 'Fat',
      value: totals.fat,
      unit: 'g',
      min: targets.macros.fat.minG,
      max: targets.macros.fat.maxG,
    },
    { label: 'Fiber', value: totals.fiberG, unit: 'g', min: targets.fiberMinG },
  ];
  const sodium = dayLimit('sodiumMg');
  rows.push({
    label: 'Sodium',
    value: totals.sodiumMg,
    unit: 'mg',
    max: sodium?.max,
    min: sodium?.min,
  });
  for (const [nutrient, label, value] of [
    ['potassiumMg', 'Potassium', totals.potassiumMg],
    ['phosphorusMg', 'Phosphorus', totals.phosphorusMg],
  ] as const) {
    const limit = dayLimit(nutrient);
    if (limit) rows.push({ label, value, unit: 'mg', max: limit.max, min: limit.min });
  }
  // Warfarin: the plan keeps every day's vitamin K in one steady band, so the day shows it.
  const vitaminK = dayLimit('vitaminKUg');
  if (vitaminK) {
    rows.push({
      label: vitaminK.label,
      value: totals.vitaminKUg,
      unit: 'µg',
      min: vitaminK.min,
      max: vitaminK.max,
    });
  }
  return rows;
}

function targetText(row: TargetRow): string {
  if (row.min !== undefined && row.max !== undefined)
    return `target ${Math.round(row.min).toLocaleString()}–${Math.round(row.max).toLocaleString()} ${row.unit}`;
  if (row.max !== undefined) return `limit ${Math.round(row.max).toLocaleString()} ${row.unit}`;
  if (row.min !== undefined) return `at least ${Math.round(row.min).toLocaleString()} ${row.unit}`;
  return 'no limit set';
}

function DayTargets({ day, targets }: { day: MealPlanDay; targets: PlanTargets }) {
  const rows = targetRows(day, targets);
  return (
    <div className="border-border border-t pt-4" data-print-keep-together="">
      <h3 className="font-semibold text-muted-foreground text-sm uppercase tracking-wide">
        Day totals against targets
      </h3>
      <ul className="mt-3 flex flex-col gap-3">
        {rows.map((row) => {
          const scale = Math.max(row.max ?? row.min ?? row.value, row.value, 1) * 1.15;
          const isOver = row.max !== undefined && row.value > row.max;
          const isUnder = row.min !== undefined && row.value < row.min;
          const status = isOver ? 'above' : isUnder ? 'below' : 'within';
          return (
            <li key={row.label}>
              <div className="flex flex-wrap justify-between gap-x-3 text-sm">
                <span className="font-medium text-foreground">{row.label}</span>
                <span className="text-muted-foreground tabular-nums">
                  <span className="font-semibold text-foreground">
                    {Math.round(row.value).toLocaleString()} {row.unit}
                  </span>{' '}
                  · {targetText(row)}
                  {row.note ? ` (${row.note})` : ''}
                  {status !== 'within' ? ` · ${status}` : ''}
                </span>
              </div>
              <div
                aria-hidden="true"
                className="relative mt-1 h-2.5 rounded-full bg-muted print:hidden"
              >
                {row.min !== undefined ? (
                  <span
                    className="absolute inset-y-0 rounded-full bg-primary/25"
                    style={{
                      left: `${(row.min / scale) * 100}%`,
                      right: `${100 - ((row.max ?? scale) / scale) * 100}%`,
                    }}
                  />
                ) : null}
                <span
                  className={cn(
                    'absolute inset-y-0 left-0 rounded-full',
                    status === 'within' ? 'bg-primary' : 'bg-warning',
                  )}
                  style={{ width: `${Math.min(100, (row.value / scale) * 100)}%` }}
                />
                {row.max !== undefined ? (
                  <span
                    className="absolute -inset-y-0.5 w-0.5 bg-foreground"
                    style={{ left: `${(row.max / scale) * 100}%` }}
                  />
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
