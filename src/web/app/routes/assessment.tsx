import { AssessmentPage } from '../../features/assessment/assessment-page';

export function AssessmentRoute() {
  return <AssessmentPage />;
}
