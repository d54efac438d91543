import { PlaceholderPage } from './placeholder';

export function MealPlanRoute() {
  return <PlaceholderPage title="Your Personalized Meal Plan" />;
}
