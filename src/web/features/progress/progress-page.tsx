import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { Measurement } from '#domain';
import { Page } from '../../components/layout/page';
import { Alert } from '../../components/ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { SkeletonCard } from '../../components/ui/skeleton';
import { useToast } from '../../components/ui/toast';
import { paths } from '../../config/paths';
import { useAccountDataReady } from '../../lib/account-sync';
import { useAuth } from '../../lib/auth';
import { localDate } from '../../lib/local-dates';
import { toUserProfile } from '../../lib/profile-request';
import { useProfileStore } from '../../lib/profile-store';
import { LoggedCharts } from './logged-charts';
import { rangeEnding, type WeekSpan } from './progress-dates';
import { ReadingCharts } from './reading-charts';
import { ReadingForm } from './reading-form';
import { KIND_LABELS, readingKindsFor, readingText } from './readings';
import { ReadingsList } from './readings-list';
import { useLoggedDays } from './use-logged-days';
import { useReadings } from './use-readings';
import { WeekPicker } from './week-picker';

/**
 * `/progress` (issue 16, item 3): weight, and where the person's conditions call for it blood
 * pressure and blood glucose, added and charted over 4 or 12 weeks, with the energy and key
 * nutrients of the logged days against their targets. Each chart has its numbers in a table.
 * Signed in, readings are the account's; signed out, they stay in this tab.
 */
export function ProgressPage() {
  const today = localDate(new Date());
  const [weeks, setWeeks] = useState<WeekSpan>(4);
  const range = useMemo(() => rangeEnding(today, weeks), [today, weeks]);

  const { isEnabled: isAuthEnabled, isPending: isAuthPending, user } = useAuth();
  const isAccountReady = useAccountDataReady();
  const userId = user?.id ?? null;
  const state = useProfileStore((current) => current);
  const userProfile = useMemo(() => toUserProfile(state), [state]);
  const conditions = state.assessment.selectedConditions;
  const unit = state.assessment.unit;
  const kinds = readingKindsFor(conditions);

  const readings = useReadings(userId, range.from, range.to);
  const logged = useLoggedDays(userId, userProfile, range.from, range.to);
  const { toast } = useToast();

  const isLoading = isAuthPending || readings.isLoading || (userId !== null && !isAccountReady);

  async function remove(reading: Measurement) {
    try {
      await readings.remove(reading.id);
      toast({
        title: `Deleted ${KIND_LABELS[reading.kind].toLowerCase()} ${readingText(reading, unit)}`,
      });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'The reading was not deleted',
        description: error instanceof Error ? error.message : undefined,
      });
    }
  }

  const measured = kinds.map((kind) => KIND_LABELS[kind].toLowerCase());
  const description = `Your ${measured.slice(0, -1).join(', ')}${measured.length > 1 ? ' and ' : ''}${measured.at(-1)}, and the days you logged, over the weeks.`;

  return (
    <Page title="Progress" description={description}>
      <div className="flex flex-col gap-6">
        {!isAuthPending && !userId ? (
          <Alert variant="info" title={isAuthEnabled ? 'Sign in to keep your progress' : undefined}>
            These readings are kept in this browser tab only and are gone when the tab closes.
            {isAuthEnabled ? (
              <>
                {' '}
                <Link
                  to={paths.auth.login.getHref(paths.progress.getHref())}
                  className="font-medium underline underline-offset-4"
                >
                  Sign in
                </Link>{' '}
                to keep them.
              </>
            ) : null}
          </Alert>
        ) : null}
        {readings.error ? (
          <Alert variant="destructive" title="Your readings could not be loaded">
            {readings.error.message}
          </Alert>
        ) : null}

        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
          <div className="flex min-w-0 flex-col gap-6">
            <Card>
              <CardHeader>
                <CardTitle as="h2">Add a reading</CardTitle>
              </CardHeader>
              <CardContent>
                <ReadingForm kinds={kinds} unit={unit} today={today} onAdd={readings.add} />
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle as="h2">Your readings</CardTitle>
              </CardHeader>
              <CardContent className="pt-3">
                {isLoading ? (
                  <SkeletonCard />
                ) : (
                  <ReadingsList
                    readings={readings.items}
                    unit={unit}
                    isBusy={readings.isSaving}
                    onDelete={(reading) => void remove(reading)}
                  />
                )}
              </CardContent>
            </Card>
          </div>

          <section
            className="flex min-w-0 flex-col gap-6"
            aria-labelledby="progress-charts-heading"
          >
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="progress-charts-heading" className="font-semibold text-foreground text-xl">
                Over the last {weeks} weeks
              </h2>
              <WeekPicker weeks={weeks} onChange={setWeeks} />
            </div>
            {isLoading ? (
              <SkeletonCard />
            ) : (
              <ReadingCharts kinds={kinds} readings={readings.items} unit={unit} range={range} />
            )}
            <LoggedCharts
              range={range}
              days={logged.days}
              entryCount={logged.entryCount}
              isLoading={logged.isLoading || isLoading}
              error={logged.error}
              hasProfile={userProfile !== null}
              conditions={conditions}
            />
          </section>
        </div>
      </div>
    </Page>
  );
}
