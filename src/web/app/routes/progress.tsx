import { ProgressPage } from '../../features/progress/progress-page';

export function ProgressRoute() {
  return <ProgressPage />;
}
