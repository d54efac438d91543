import { Page } from '../../components/layout/page';

/** `/log`: placeholder until the food log screen is built (issue 16). */
export function FoodLogPage() {
  return <Page title="Food Log">The food log is being built.</Page>;
}
