import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Page } from '../../components/layout/page';
import { SectionCard } from '../../components/layout/section-card';
import { NutrientPanel } from '../../components/nutrient-panel';
import { Alert } from '../../components/ui/alert';
import { buttonVariants } from '../../components/ui/button-variants';
import { SkeletonCard } from '../../components/ui/skeleton';
import { paths } from '../../config/paths';
import { accountStartupQueryOptions } from '../../lib/account-queries';
import { useAccountDataReady } from '../../lib/account-sync';
import { useAuth } from '../../lib/auth';
import { daySummaryQueryOptions } from '../../lib/day-summary-api';
import { formatAmount } from '../../lib/format';
import { addDays, localDate } from '../../lib/local-dates';
import { toUserProfile } from '../../lib/profile-request';
import { useProfileStore } from '../../lib/profile-store';
import { AddFood } from './add-food';
import { EntryList } from './entry-list';
import { dayToShow, longDate, planDayFor, slotForNow } from './log-dates';
import { PlannedMeals } from './planned-meals';
import { TargetBars } from './target-bars';
import { useDayLog } from './use-day-log';

/**
 * `/log` (issue 16, items 1 and 2): a day's planned meals marked eaten, skipped or eaten in
 * another portion, any other food or recipe added by searching, and the day against the
 * person's targets. Signed in, the log is the account's; signed out, it stays in this tab.
 */
export function FoodLogPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const today = localDate(new Date());
  const date = dayToShow(searchParams.get('date'), today);
  const showDay = (next: string) => {
    const day = dayToShow(next, today);
    setSearchParams(day === today ? {} : { date: day }, { replace: false });
  };

  const { isEnabled: isAuthEnabled, isPending: isAuthPending, user } = useAuth();
  const isAccountReady = useAccountDataReady();
  const userId = user?.id ?? null;
  const log = useDayLog(userId, date);

  const state = useProfileStore((current) => current);
  const userProfile = useMemo(() => toUserProfile(state), [state]);
  const plan = state.mealPlan;

  const startup = useQuery({ ...accountStartupQueryOptions(userId ?? ''), enabled: false });
  const storedPlan = startup.data?.mealPlan;
  const planMadeOn =
    storedPlan && storedPlan.id === state.mealPlanId
      ? (storedPlan.startDate ?? localDate(new Date(storedPlan.createdAt)))
      : (state.mealPlanMadeOn ?? null);
  const [chosenPlanDay, setChosenPlanDay] = useState<{ date: string; day: number } | null>(null);
  const loggedPlanDay = log.entries.find((entry) => entry.planDay !== null)?.planDay ?? null;
  const planLength = plan?.days.length ?? 0;
  const planDay = Math.min(
    planLength,
    chosenPlanDay?.date === date
      ? chosenPlanDay.day
      : (loggedPlanDay ?? planDayFor(date, planMadeOn, planLength)),
  );

  const summary = useQuery({
    ...daySummaryQueryOptions(userProfile, log.entries),
    enabled: userProfile !== null && !log.isLoading,
  });

  const isBusy = log.isSaving;
  const isLoading = isAuthPending || log.isLoading || (userId !== null && !isAccountReady);

  return (
    <Page
      title="Food Log"
      description="Mark what you ate from your plan, add anything else, and see the day against your targets."
    >
      <div className="flex flex-col gap-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <DayPicker date={date} today={today} onChange={showDay} />
          <Link
            to={paths.progress.getHref()}
            className={buttonVariants({ variant: 'outline', size: 'md' })}
          >
            Progress
          </Link>
        </div>

        {!isAuthPending && !userId ? (
          <Alert variant="info" title={isAuthEnabled ? 'Sign in to keep your log' : undefined}>
            {isAuthEnabled ? (
              <>
                This log is kept in this browser tab only and is gone when the tab closes.{' '}
                <Link
                  to={paths.auth.login.getHref(
                    paths.foodLog.getHref(date === today ? undefined : date),
                  )}
                  className="font-medium underline underline-offset-4"
                >
                  Sign in
                </Link>{' '}
                to keep it.
              </>
            ) : (
              'This log is kept in this browser tab only and is gone when the tab closes.'
            )}
          </Alert>
        ) : null}

        {log.error ? (
          <Alert variant="destructive" title="Your log could not be loaded">
            {log.error.message}
          </Alert>
        ) : null}

        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] xl:grid-cols-[minmax(0,1fr)_minmax(0,30rem)]">
          <div className="flex min-w-0 flex-col gap-6">
            <SectionCard title="Planned meals" padding="compact">
              {plan ? (
                isLoading ? (
                  <SkeletonCard />
                ) : (
                  <PlannedMeals
                    plan={plan}
                    planDay={Math.max(1, planDay)}
                    onPlanDayChange={(day) => setChosenPlanDay({ date, day })}
                    date={date}
                    entries={log.entries}
                    onAdd={log.add}
                    onUpdate={log.update}
                    isBusy={isBusy}
                  />
                )
              ) : (
                <p className="text-muted-foreground">
                  No meal plan yet.{' '}
                  <Link
                    to={paths.mealPlan.getHref()}
                    className="font-medium text-primary underline underline-offset-4"
                  >
                    Make a meal plan
                  </Link>{' '}
                  to log its meals with one tap, or add foods below.
                </p>
              )}
            </SectionCard>

            <SectionCard title="Add food" padding="compact">
              <AddFood
                key={date}
                date={date}
                defaultSlot={slotForNow(date, new Date())}
                onAdd={log.add}
                isBusy={isBusy}
              />
            </SectionCard>

            <SectionCard title="Logged" padding="compact">
              {isLoading ? (
                <SkeletonCard />
              ) : (
                <EntryList
                  entries={log.entries}
                  nutrients={
                    summary.data?.entries.length === log.entries.length
                      ? summary.data.entries
                      : undefined
                  }
                  onUpdate={log.update}
                  onRemove={log.remove}
                  isBusy={isBusy}
                />
              )}
            </SectionCard>
          </div>

          <div className="flex min-w-0 flex-col gap-6">
            <SectionCard title="The day against your targets" padding="compact">
              {!userProfile ? (
                <p className="text-muted-foreground">
                  Your targets come from your health profile.{' '}
                  <Link
                    to={paths.assessment.getHref()}
                    className="font-medium text-primary underline underline-offset-4"
                  >
                    Fill in the assessment
                  </Link>{' '}
                  to see the day against them.
                </p>
              ) : summary.error ? (
                <Alert variant="destructive" title="The day could not be summed">
                  {summary.error.message}
                </Alert>
              ) : summary.data ? (
                <div className="flex flex-col gap-4">
                  <DayTotals
                    energyKcal={summary.data.totals.values.energyKcal}
                    eaten={summary.data.eaten}
                    skipped={summary.data.skipped}
                  />
                  <TargetBars rows={summary.data.rows} />
                </div>
              ) : (
                <SkeletonCard />
              )}
            </SectionCard>

            {summary.data ? (
              <SectionCard title="All nutrients of the day" padding="compact">
                <NutrientPanel
                  totals={summary.data.totals}
                  caption={`Nutrients of ${longDate(date)}, the whole day`}
                />
              </SectionCard>
            ) : null}
          </div>
        </div>
      </div>
    </Page>
  );
}

function DayTotals({
  energyKcal,
  eaten,
  skipped,
}: {
  energyKcal: number | null;
  eaten: number;
  skipped: number;
}) {
  return (
    <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1" data-testid="day-totals">
      <span className="font-bold text-3xl text-foreground tabular-nums">
        {formatAmount(energyKcal ?? 0)} kcal
      </span>
      <span className="text-muted-foreground">
        {eaten} eaten · {skipped} skipped
      </span>
    </p>
  );
}

function DayPicker({
  date,
  today,
  onChange,
}: {
  date: string;
  today: string;
  onChange: (date: string) => void;
}) {
  const inputId = useId();
  const isToday = date === today;
  return (
    <div className="flex flex-col gap-2">
      <p className="font-semibold text-foreground text-lg" aria-live="polite">
        {isToday ? `Today, ${longDate(date)}` : longDate(date)}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className={buttonVariants({ variant: 'outline', size: 'sm-touch' })}
          onClick={() => onChange(addDays(date, -1))}
        >
          <span aria-hidden="true">←</span> Previous day
        </button>
        <label htmlFor={inputId} className="sr-only">
          Day to show
        </label>
        <input
          id={inputId}
          type="date"
          value={date}
          max={today}
          onChange={(event) => {
            if (event.target.value) onChange(event.target.value);
          }}
          className="min-h-11 rounded-control border border-input bg-card px-2 text-foreground"
        />
        <button
          type="button"
          className={buttonVariants({ variant: 'outline', size: 'sm-touch' })}
          disabled={isToday}
          onClick={() => onChange(addDays(date, 1))}
        >
          Next day <span aria-hidden="true">→</span>
        </button>
        {isToday ? null : (
          <button
            type="button"
            className={buttonVariants({ variant: 'ghost', size: 'sm-touch' })}
            onClick={() => onChange(today)}
          >
            Today
          </button>
        )}
      </div>
    </div>
  );
}
