import { AnalysisPage } from '../../features/analysis/analysis-page';

export function AnalysisRoute() {
  return <AnalysisPage />;
}
