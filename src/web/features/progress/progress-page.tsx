import { Page } from '../../components/layout/page';

/** `/progress`: placeholder until the progress screen is built (issue 16). */
export function ProgressPage() {
  return <Page title="Progress">Progress is being built.</Page>;
}
