import { PlaceholderPage } from './placeholder';

export function AssessmentRoute() {
  return <PlaceholderPage title="Health Assessment" />;
}
