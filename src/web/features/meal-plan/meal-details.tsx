import { useState } from 'react';
import type { LogSlot, Meal } from '#domain';
import { AllNutrients } from '../../components/all-nutrients';
import { ChevronDownIcon } from '../../components/ui/icons';
import { mealEntries } from '../../lib/day-summary-api';

const NUTRIENT_LABELS: Record<string, [string, string]> = {
  fiberG: ['Fiber', 'g'],
  sugarsG: ['Sugars', 'g'],
  satFatG: ['Saturated fat', 'g'],
  sodiumMg: ['Sodium', 'mg'],
  potassiumMg: ['Potassium', 'mg'],
  phosphorusMg: ['Phosphorus', 'mg'],
  cholesterolMg: ['Cholesterol', 'mg'],
  vitaminKUg: ['Vitamin K', 'µg'],
};

/**
 * A meal opened: its times and servings, ingredients with amounts, steps and nutrients. The
 * inside is rendered once the meal is first opened (a click or the keyboard), and kept: a 14-day
 * plan has 70 meals, and drawing every closed one cost a slow phone a fifth of a second (issue
 * 15). Closed meals are not printed either (`print:not-open:hidden`); the printable plan draws
 * its recipes itself.
 */
export function MealDetails({ meal, label, slot }: { meal: Meal; label: string; slot: LogSlot }) {
  const [wasOpened, setWasOpened] = useState(false);
  const ingredients = meal.ingredients ?? [];
  const steps = meal.steps ?? [];
  const nutrients = Object.entries(meal.nutrients ?? {}).filter(
    (entry): entry is [string, number] =>
      typeof entry[1] === 'number' && entry[0] in NUTRIENT_LABELS,
  );
  if (ingredients.length === 0 && steps.length === 0 && nutrients.length === 0) return null;

  return (
    <details
      className="group mt-2 print:not-open:hidden"
      onToggle={(event) => {
        if (event.currentTarget.open) setWasOpened(true);
      }}
    >
      <summary className="inline-flex min-h-9 cursor-pointer list-none items-center gap-1 rounded-control font-medium text-primary hover:underline [&::-webkit-details-marker]:hidden">
        <ChevronDownIcon className="size-4 transition-transform group-open:rotate-180" />
        Ingredients and steps<span className="sr-only"> for {meal.name}</span>
      </summary>
      {wasOpened ? (
        <MealDetailsBody
          meal={meal}
          label={label}
          slot={slot}
          ingredients={ingredients}
          steps={steps}
          nutrients={nutrients}
        />
      ) : null}
    </details>
  );
}

/** What an opened meal shows: times and servings, ingredients, steps, nutrients, all nutrients. */
function MealDetailsBody({
  meal,
  label,
  slot,
  ingredients,
  steps,
  nutrients,
}: {
  meal: Meal;
  label: string;
  slot: LogSlot;
  ingredients: NonNullable<Meal['ingredients']>;
  steps: NonNullable<Meal['steps']>;
  nutrients: [string, number][];
}) {
  const times = [
    meal.prepMinutes !== undefined ? `Prep ${meal.prepMinutes} min` : null,
    meal.cookMinutes !== undefined ? `Cook ${meal.cookMinutes} min` : null,
    meal.servings !== undefined
      ? `${Math.round(meal.servings * 100) / 100} serving${meal.servings === 1 ? '' : 's'}`
      : null,
  ].filter((part): part is string => part !== null);

  return (
    <div className="mt-2 flex flex-col gap-3 rounded-control border border-border bg-muted/40 p-4">
      {times.length > 0 ? (
        <p className="text-muted-foreground text-sm">{times.join(' · ')}</p>
      ) : null}
      {ingredients.length > 0 ? (
        <div>
          <h4 className="font-semibold text-foreground">Ingredients</h4>
          <ul className="mt-1 flex flex-col gap-1" data-testid="meal-ingredients">
            {ingredients.map((ingredient) => (
              // On a narrow card a long amount drops to its own line, right-aligned.
              <li
                key={ingredient.foodId}
                className="flex flex-wrap justify-between gap-x-3 wrap-anywhere"
              >
                <span className="min-w-0">{ingredient.name}</span>
                <span className="ml-auto min-w-0 text-right text-muted-foreground tabular-nums">
                  {ingredient.measure ? `${ingredient.measure} · ` : ''}
                  {ingredient.grams < 1 ? '<1' : Math.round(ingredient.grams)} g
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {steps.length > 0 ? (
        <div>
          <h4 className="font-semibold text-foreground">Steps</h4>
          <ol className="mt-1 list-decimal pl-5">
            {steps.map((step, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: steps are an ordered fixed list
              <li key={index}>{step}</li>
            ))}
          </ol>
        </div>
      ) : null}
      {nutrients.length > 0 ? (
        <div>
          <h4 className="font-semibold text-foreground">Nutrients</h4>
          <dl className="mt-1 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
            {nutrients.map(([key, value]) => {
              const [label, unit] = NUTRIENT_LABELS[key] ?? [key, ''];
              return (
                <div key={key} className="flex justify-between gap-2">
                  <dt className="text-muted-foreground">{label}</dt>
                  <dd className="whitespace-nowrap tabular-nums">
                    {Math.round(value)} {unit}
                  </dd>
                </div>
              );
            })}
          </dl>
        </div>
      ) : null}
      <AllNutrients entries={mealEntries(meal, slot)} label={label} />
    </div>
  );
}
