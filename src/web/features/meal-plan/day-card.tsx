import type { Meal, MealPlanDay, PlanTargets } from '#domain';
import { AllNutrients } from '../../components/all-nutrients';
import { Card } from '../../components/ui/card';
import { dayEntries } from '../../lib/day-summary-api';
import { formatWhole } from '../../lib/format';
import { DayPlanButton, type DayPlanControls } from './day-plan-button';
import { DayTargets } from './day-targets';
import { MealDetails } from './meal-details';
import { type LockControls, MealLockButton } from './meal-lock-button';
import type { MealRef } from './meal-plan-queries';
import { SwapButton, type SwapControls, SwapOutcomeNote } from './meal-swap-button';
import { dayCalories } from './plan-summary';

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
            {formatWhole(dayCalories(day))}
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
