import { PlaceholderPage } from './placeholder';

export function AnalysisRoute() {
  return <PlaceholderPage title="Your Health Analysis" />;
}
