import { FoodLogPage } from '../../features/food-log/food-log-page';

export function FoodLogRoute() {
  return <FoodLogPage />;
}
