import type { ReactNode } from 'react';
import { Page } from '../../components/layout/page';
import { Alert } from '../../components/ui/alert';
import { SkeletonCard } from '../../components/ui/skeleton';

/**
 * The top of the analysis screen, the same whatever the profile: heading, lead text and the
 * disclaimer. It is also the page frame of /analysis (`AppLoading`, written into the page's HTML
 * by the build), so a slow phone shows the heading and the disclaimer before any script has run,
 * and the screen then draws the same things in the same places (issue 15: largest contentful
 * paint, no layout shift).
 */
export const ANALYSIS_TITLE = 'Your Health Analysis';
export const ANALYSIS_DESCRIPTION =
  'What your health profile means for what you eat, and the targets your meal plan will follow.';

export function AnalysisDisclaimer() {
  return (
    <Alert variant="info" role="note" title="General guidance, not medical advice">
      This analysis gives general dietary guidance from published guidelines. It is no substitute
      for professional medical advice: talk to your doctor or dietitian before changing your diet,
      especially about your medicines.
    </Alert>
  );
}

/** The analysis screen's frame: the top, then `children` (the results, or what stands for them). */
export function AnalysisFrame({ children }: { children: ReactNode }) {
  return (
    <Page title={ANALYSIS_TITLE} description={ANALYSIS_DESCRIPTION}>
      {children}
    </Page>
  );
}

/**
 * The analysis before its results: the top, a status where the results go, and a blank card as
 * tall as they are, so nothing below moves when they arrive. The status holds two lines of text
 * on a phone whatever it says ('Loading…' in the page frame, the spec's loading text once the
 * screen runs), so the card does not grow when one replaces the other.
 */
export function AnalysisLoading({ status }: { status: string }) {
  return (
    <AnalysisFrame>
      <div className="flex flex-col gap-12">
        <div className="flex flex-col gap-4">
          <AnalysisDisclaimer />
          <div
            role="status"
            className="flex flex-col items-center gap-4 rounded-card border border-border bg-card px-6 py-16 text-center shadow-card"
          >
            <span
              aria-hidden="true"
              className="size-10 animate-spin rounded-full border-4 border-primary-soft border-t-primary"
            />
            <p className="flex min-h-14 items-center font-medium text-foreground text-lg sm:min-h-7">
              {status}
            </p>
          </div>
        </div>
        <SkeletonCard className="h-[32rem]" />
      </div>
    </AnalysisFrame>
  );
}
