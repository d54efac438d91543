import { useQueries } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';
import { Link } from 'react-router';
import {
  FALLBACK_DIETARY_RECOMMENDATIONS,
  FALLBACK_HEALTH_ANALYSIS,
  FALLBACK_NUTRITIONAL_GUIDELINES,
  type UserProfile,
} from '#domain';
import { Page } from '../../components/layout/page';
import { StartAssessmentLink } from '../../components/layout/start-assessment-link';
import { ReviewAnswersLinks } from '../../components/review-answers-links';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { buttonVariants } from '../../components/ui/button-variants';
import { Card, CardContent } from '../../components/ui/card';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth';
import { FunctionCallError } from '../../lib/functions-api';
import { toUserProfile } from '../../lib/profile-request';
import { profileKey, profileStore, useProfileStore } from '../../lib/profile-store';
import {
  ANALYSIS_TITLE,
  AnalysisDisclaimer,
  AnalysisFrame,
  AnalysisLoading,
} from './analysis-frame';
import { analysisPartQueryOptions } from './analysis-queries';
import { DietaryRecommendationsSection } from './dietary-recommendations';
import { HealthOverview } from './health-overview';
import { NutritionalGuidelinesSection } from './nutritional-guidelines';
import { createSourceLookup } from './sources';

/**
 * Spec §2/§4 Analysis. It runs only when the profile is complete and at least one condition is
 * selected; otherwise the no-data screen shows. The three parts load together; a part that fails
 * is replaced by its spec §8 fallback, with a notice and a way to try again.
 */
export function AnalysisPage() {
  // Select the stored answers (stable references) and derive the profile from them: a selector
  // returning a new object on every read would re-render without end.
  const assessment = useProfileStore((state) => state.assessment);
  const preferences = useProfileStore((state) => state.preferences);
  const profile = useMemo(
    () => toUserProfile({ ...profileStore.get(), assessment, preferences }),
    [assessment, preferences],
  );
  const key = profileKey(profile);

  if (!profile) return <NoHealthData reason="incomplete" />;
  if (profile.healthConditions.length === 0) return <NoHealthData reason="no-condition" />;
  return <AnalysisResults key={key} profile={profile} profileKey={key} />;
}

function AnalysisResults({ profile, profileKey }: { profile: UserProfile; profileKey: string }) {
  const saveToAccount = useAuth().user !== null;
  const [analysisQuery, recommendationsQuery, guidelinesQuery] = useQueries({
    queries: [
      analysisPartQueryOptions('healthAnalysis', profile, profileKey, { saveToAccount }),
      analysisPartQueryOptions('dietaryRecommendations', profile, profileKey, { saveToAccount }),
      analysisPartQueryOptions('nutritionalGuidelines', profile, profileKey, { saveToAccount }),
    ],
  });
  const queries = [analysisQuery, recommendationsQuery, guidelinesQuery];
  const isLoading = queries.some((query) => query.data === undefined && query.isFetching);
  // The analysis is a lot to render on a slow phone: the loading view stays while React renders it
  // in the background, in slices, so the page keeps answering input (issue 15: blocking time).
  const isShowingLoading = useDeferredValue(isLoading);
  const failed = queries.filter((query) => query.isError && query.data === undefined);
  // An answer of the stored profile the server refused: said in words, with where to correct it.
  const profileProblem = failed
    .map((query) => query.error)
    .find((error) => error instanceof FunctionCallError && error.kind === 'profile');

  if (isShowingLoading) return <AnalysisLoading status="AI is analyzing your health profile..." />;

  const analysis = analysisQuery.data ?? FALLBACK_HEALTH_ANALYSIS;
  const recommendations = recommendationsQuery.data ?? FALLBACK_DIETARY_RECOMMENDATIONS;
  const guidelines = guidelinesQuery.data ?? FALLBACK_NUTRITIONAL_GUIDELINES;
  const lookupSources = createSourceLookup(
    analysis.sources,
    recommendations.sources,
    guidelines.sources,
    guidelinesQuery.data?.targets?.sources,
  );

  return (
    <AnalysisFrame>
      <div className="flex flex-col gap-12">
        <div className="flex flex-col gap-4">
          <AnalysisDisclaimer />
          {failed.length > 0 ? (
            <Alert variant="warning" title="We could not prepare your personal analysis">
              <div className="flex flex-col items-start gap-3">
                <p>
                  General guidance for adults is shown instead
                  {failed.length < queries.length ? ' where a part could not load' : ''}. It does
                  not yet take your own conditions, medicines or allergies into account.
                  {failed[0]?.error && !profileProblem ? ` (${failed[0].error.message})` : ''}
                </p>
                {profileProblem ? <p>{profileProblem.message}</p> : null}
                <div className="flex flex-wrap gap-2" data-print-hide="">
                  <Button
                    variant="outline"
                    onClick={() => {
                      for (const query of failed) void query.refetch();
                    }}
                  >
                    Try again
                  </Button>
                  {profileProblem ? <ReviewAnswersLinks /> : null}
                </div>
              </div>
            </Alert>
          ) : null}
        </div>

        <HealthOverview analysis={analysis} medications={profile.medications} />
        <DietaryRecommendationsSection recommendations={recommendations} />
        <NutritionalGuidelinesSection guidelines={guidelines} lookupSources={lookupSources} />

        <div
          className="flex flex-col items-stretch gap-3 sm:flex-row sm:items-center"
          data-print-hide=""
        >
          <Link to={paths.mealPlan.getHref()} className={buttonVariants({ size: 'lg' })}>
            Generate My Personalized Meal Plan
          </Link>
          <Button variant="outline" size="lg" onClick={() => window.print()}>
            Print Analysis
          </Button>
        </div>
      </div>
    </AnalysisFrame>
  );
}

const NO_DATA_TEXT = {
  incomplete:
    'Complete your health assessment (name, age, gender, weight and height) so we can analyze your health profile.',
  'no-condition':
    'Select at least one health condition in your assessment so we can analyze what it means for your diet.',
} as const;

function NoHealthData({ reason }: { reason: keyof typeof NO_DATA_TEXT }) {
  return (
    <Page title={ANALYSIS_TITLE} width="3xl">
      <Card>
        <CardContent className="flex flex-col items-start gap-4">
          <h2 className="font-bold text-2xl text-foreground">No Health Data Available</h2>
          <p className="text-foreground text-lg">{NO_DATA_TEXT[reason]}</p>
          <StartAssessmentLink />
        </CardContent>
      </Card>
    </Page>
  );
}
