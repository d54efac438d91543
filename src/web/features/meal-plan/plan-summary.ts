import {
  type Meal,
  type MealPlan,
  type MealPlanDay,
  STORE_SECTION_LABELS,
  STORE_SECTIONS,
  type StoreSection,
} from '../../../domain';

/**
 * Figures the meal plan screen shows, derived from the plan alone. Spec §3: missing calories
 * count as 0.
 */

export function dayMeals(day: MealPlanDay): Meal[] {
  return [day.meals.breakfast, day.meals.lunch, day.meals.dinner, ...day.meals.snacks];
}

/** The day's energy: the engine's total when given, otherwise the sum of its meals. */
export function dayCalories(day: MealPlanDay): number {
  if (day.totals) return day.totals.calories;
  return dayMeals(day).reduce((sum, meal) => sum + (meal.calories || 0), 0);
}

/** Spec §2 summary: the rounded mean of the day totals (0 for a plan without days). */
export function averageDailyCalories(plan: MealPlan): number {
  if (plan.days.length === 0) return 0;
  const total = plan.days.reduce((sum, day) => sum + dayCalories(day), 0);
  return Math.round(total / plan.days.length);
}

export interface GroceryItem {
  foodId: string;
  name: string;
  grams: number;
  section: StoreSection;
}

export interface GrocerySection {
  section: StoreSection;
  label: string;
  items: GroceryItem[];
}

/** Every ingredient of the plan, grams merged per food, sorted by name. */
export function groceryList(plan: MealPlan): GroceryItem[] {
  const items = new Map<string, GroceryItem>();
  for (const day of plan.days) {
    for (const meal of dayMeals(day)) {
      for (const ingredient of meal.ingredients ?? []) {
        const held = items.get(ingredient.foodId);
        if (held) held.grams += ingredient.grams;
        else
          items.set(ingredient.foodId, {
            foodId: ingredient.foodId,
            name: ingredient.name,
            grams: ingredient.grams,
            section: ingredient.storeSection ?? 'other',
          });
      }
    }
  }
  return [...items.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** The grocery list grouped by store section, in the order a shop is usually walked. */
export function groceryBySection(plan: MealPlan): GrocerySection[] {
  const items = groceryList(plan);
  return STORE_SECTIONS.map((section) => ({
    section,
    label: STORE_SECTION_LABELS[section],
    items: items.filter((item) => item.section === section),
  })).filter((group) => group.items.length > 0);
}
