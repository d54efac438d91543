import { MealPlanPage } from '../../features/meal-plan/meal-plan-page';

export function MealPlanRoute() {
  return <MealPlanPage />;
}
