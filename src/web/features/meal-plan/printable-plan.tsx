import type { Meal, MealPlan } from '#domain';
import { formatWhole } from '../../lib/format';
import { dayCalories } from './plan-summary';

/** What the person picked to print: every day with its recipes, or the plan alone. */
export type PrintMode = 'recipes' | 'plan';

const MAIN_MEALS = [
  ['breakfast', 'Breakfast'],
  ['lunch', 'Lunch'],
  ['dinner', 'Dinner'],
] as const;

/**
 * The plan as it prints once the person picks how (hidden on screen): every day and meal, and
 * with `withRecipes` each recipe's ingredients and steps, whether or not the meal was opened.
 */
export function PrintablePlan({ plan, mode }: { plan: MealPlan; mode: PrintMode }) {
  return (
    <section
      aria-label="Printable meal plan"
      data-testid="printable-plan"
      data-print-mode={mode}
      className="hidden print:block"
    >
      {plan.days.map((day) => (
        <article key={day.day} className="mb-6">
          <h2 className="break-after-avoid border-b border-black pb-1 font-semibold text-xl">
            Day {day.day} · {formatWhole(dayCalories(day))} calories
          </h2>
          {[
            ...MAIN_MEALS.map(([slot, label]) => ({ label, meal: day.meals[slot] })),
            ...day.meals.snacks.map((meal, i) => ({ label: `Snack ${i + 1}`, meal })),
          ].map(({ label, meal }) => (
            <PrintedMeal key={label} label={label} meal={meal} withRecipe={mode === 'recipes'} />
          ))}
        </article>
      ))}
    </section>
  );
}

function PrintedMeal({
  label,
  meal,
  withRecipe,
}: {
  label: string;
  meal: Meal;
  withRecipe: boolean;
}) {
  const macros = [
    meal.protein !== undefined ? `protein ${Math.round(meal.protein)} g` : null,
    meal.carbs !== undefined ? `carbs ${Math.round(meal.carbs)} g` : null,
    meal.fat !== undefined ? `fat ${Math.round(meal.fat)} g` : null,
  ].filter((part) => part !== null);
  const ingredients = withRecipe ? (meal.ingredients ?? []) : [];
  const steps = withRecipe ? (meal.steps ?? []) : [];
  return (
    <div data-print-keep-together="" data-testid="printed-meal" className="mt-3">
      <h3 className="font-semibold">
        {label}: {meal.name}{' '}
        <span className="font-normal">
          · {Math.round(meal.calories || 0)} cal{macros.length > 0 ? ` · ${macros.join(', ')}` : ''}
        </span>
      </h3>
      <p>{meal.description}</p>
      {ingredients.length > 0 ? (
        <>
          <h4 className="mt-1 font-semibold">Ingredients</h4>
          <ul className="list-disc pl-5" data-testid="printed-ingredients">
            {ingredients.map((item) => (
              <li key={item.foodId}>
                {item.name}: {item.measure ? `${item.measure}, ` : ''}
                {item.grams < 1 ? '<1' : Math.round(item.grams)} g
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {steps.length > 0 ? (
        <>
          <h4 className="mt-1 font-semibold">Steps</h4>
          <ol className="list-decimal pl-5" data-testid="printed-steps">
            {steps.map((step, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: steps are an ordered fixed list
              <li key={index}>{step}</li>
            ))}
          </ol>
        </>
      ) : null}
    </div>
  );
}
