import { type ReactNode, useMemo, useState } from 'react';
import { Link } from 'react-router';
import {
  type ConditionId,
  type Measurement,
  type MeasurementKind,
  NUTRIENTS,
  type NutrientKey,
} from '../../../domain';
import { Page } from '../../components/layout/page';
import { Alert } from '../../components/ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { SkeletonCard } from '../../components/ui/skeleton';
import { useToast } from '../../components/ui/toast';
import { paths } from '../../config/paths';
import { useAccountDataReady } from '../../lib/account-sync';
import { useAuth } from '../../lib/auth';
import { cn } from '../../lib/cn';
import { localDate } from '../../lib/local-dates';
import { toUserProfile, type UnitSystem, useProfileStore } from '../../lib/profile-store';
import { dayValue, type LoggedDayTotals } from './progress-api';
import { type DayRange, rangeEnding, WEEK_SPANS, type WeekSpan } from './progress-dates';
import { ReadingForm } from './reading-form';
import {
  KIND_LABELS,
  oneDecimal,
  readingKindsFor,
  readingText,
  weightIn,
  weightUnit,
  whole,
} from './readings';
import { ReadingsList } from './readings-list';
import { type ChartSeries, type TargetBand, TrendChart } from './trend-chart';
import { useLoggedDays } from './use-logged-days';
import { useReadings } from './use-readings';

/** The nutrients charted for a condition, most telling first; sodium for everyone else. */
const KEY_NUTRIENTS: readonly {
  nutrient: NutrientKey;
  when: readonly ConditionId[];
  why: string;
}[] = [
  { nutrient: 'potassiumMg', when: ['chronic_kidney_disease'], why: 'for your kidneys' },
  { nutrient: 'sodiumMg', when: ['hypertension', 'heart_disease'], why: 'for your blood pressure' },
  { nutrient: 'carbG', when: ['diabetes_type1', 'diabetes_type2'], why: 'for your blood sugar' },
];

export function keyNutrientsFor(conditions: readonly ConditionId[]) {
  const chosen = KEY_NUTRIENTS.filter((item) => item.when.some((id) => conditions.includes(id)));
  return chosen.length > 0
    ? chosen.slice(0, 2)
    : [{ nutrient: 'sodiumMg' as const, when: [], why: 'the limit for everyone' }];
}

const SLOT_SUFFIX = /-(breakfast|lunch|dinner|snack)$/;

/** The day's band of a nutrient, from the first logged day's rows (the targets do not change). */
function bandOf(days: readonly LoggedDayTotals[], nutrient: NutrientKey): TargetBand | null {
  const rows = days[0]?.summary.rows ?? [];
  const dayRows = rows.filter((row) => row.nutrient === nutrient && !SLOT_SUFFIX.test(row.id));
  const row = dayRows.find((candidate) => candidate.max !== null) ?? dayRows[0];
  return row ? { min: row.min, max: row.max } : null;
}

function series(
  id: string,
  label: string,
  readings: readonly Measurement[],
  value: (reading: Measurement) => number | null,
  style: ChartSeries['style'] = 'solid',
): ChartSeries {
  return {
    id,
    label,
    style,
    points: readings.flatMap((reading) => {
      const amount = value(reading);
      return amount === null ? [] : [{ date: reading.date, value: amount }];
    }),
  };
}

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

function WeekPicker({ weeks, onChange }: { weeks: WeekSpan; onChange: (weeks: WeekSpan) => void }) {
  return (
    <fieldset className="flex rounded-control border border-input bg-card p-0.5">
      <legend className="sr-only">Weeks shown</legend>
      {WEEK_SPANS.map((span) => (
        <label
          key={span}
          className={cn(
            'flex min-h-10 cursor-pointer items-center rounded-[calc(var(--radius-control)-2px)] px-4 font-medium text-sm',
            'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-ring',
            span === weeks
              ? 'bg-primary text-primary-foreground'
              : 'text-foreground hover:bg-muted',
          )}
        >
          <input
            type="radio"
            name="progress-weeks"
            value={span}
            checked={span === weeks}
            onChange={() => onChange(span)}
            className="sr-only"
          />
          {span} weeks
        </label>
      ))}
    </fieldset>
  );
}

function ReadingCharts({
  kinds,
  readings,
  unit,
  range,
}: {
  kinds: readonly MeasurementKind[];
  readings: readonly Measurement[];
  unit: UnitSystem;
  range: DayRange;
}) {
  const of = (kind: MeasurementKind) => readings.filter((reading) => reading.kind === kind);
  const hasKind = (kind: MeasurementKind) => kinds.includes(kind) || of(kind).length > 0;
  const addFirst = (what: string) =>
    `No ${what} in these weeks yet. Add one with “Add a reading”: the chart and its table fill in as you do.`;
  return (
    <>
      <TrendChart
        testId="weight-chart"
        title="Weight"
        description="Each dot is a weight you recorded. Weighing at the same time of day, once or twice a week, shows the trend best."
        kind="lines"
        range={range}
        unit={weightUnit(unit)}
        format={oneDecimal}
        series={[
          series('weight', 'Weight', of('weight'), (reading) =>
            reading.weightKg === null ? null : weightIn(unit, reading.weightKg),
          ),
        ]}
        empty={addFirst('weights')}
      />
      {hasKind('blood-pressure') ? (
        <TrendChart
          testId="blood-pressure-chart"
          title="Blood pressure"
          description="The upper (systolic) and lower (diastolic) numbers of each reading."
          kind="lines"
          range={range}
          unit="mmHg"
          format={whole}
          series={[
            series('systolic', 'Systolic', of('blood-pressure'), (reading) => reading.systolic),
            series(
              'diastolic',
              'Diastolic',
              of('blood-pressure'),
              (reading) => reading.diastolic,
              'dashed',
            ),
          ]}
          empty={addFirst('blood pressure readings')}
        />
      ) : null}
      {hasKind('blood-glucose') ? (
        <TrendChart
          testId="blood-glucose-chart"
          title="Blood glucose"
          description="Each reading you recorded; the list beside the form says when each was taken."
          kind="lines"
          range={range}
          unit="mg/dL"
          format={oneDecimal}
          series={[
            series(
              'glucose',
              'Blood glucose',
              of('blood-glucose'),
              (reading) => reading.glucoseMgDl,
            ),
          ]}
          empty={addFirst('blood glucose readings')}
        />
      ) : null}
    </>
  );
}

function LoggedCharts({
  range,
  days,
  entryCount,
  isLoading,
  error,
  hasProfile,
  conditions,
}: {
  range: DayRange;
  days: readonly LoggedDayTotals[];
  entryCount: number;
  isLoading: boolean;
  error: Error | null;
  hasProfile: boolean;
  conditions: readonly ConditionId[];
}) {
  if (isLoading) return <SkeletonCard />;
  let empty: ReactNode = (
    <>
      Nothing logged in these weeks yet.{' '}
      <Link
        to={paths.foodLog.getHref()}
        className="font-medium text-primary underline underline-offset-4"
      >
        Log what you eat
      </Link>{' '}
      and each day shows here against your targets.
    </>
  );
  if (!hasProfile)
    empty = (
      <>
        Your targets come from your health assessment.{' '}
        <Link
          to={paths.assessment.getHref()}
          className="font-medium text-primary underline underline-offset-4"
        >
          Fill in the assessment
        </Link>{' '}
        to see your logged days against them.
      </>
    );
  const problem = error ? (
    <Alert variant="destructive" title="The logged days could not be loaded">
      {error.message}
    </Alert>
  ) : null;
  const shown = hasProfile && entryCount > 0 ? days : [];
  const pointsOf = (nutrient: NutrientKey) =>
    shown.flatMap((day) => {
      const value = dayValue(day, nutrient);
      return value === null || day.summary.eaten === 0 ? [] : [{ date: day.date, value }];
    });

  return (
    <>
      <TrendChart
        testId="energy-chart"
        title="Energy eaten per day"
        description="Each bar is a day you logged; the shaded band is your energy target. Bars outside it are orange."
        kind="bars"
        range={range}
        unit="kcal"
        format={whole}
        band={bandOf(shown, 'energyKcal')}
        series={[{ id: 'energy', label: 'Energy', style: 'solid', points: pointsOf('energyKcal') }]}
        empty={empty}
        problem={problem}
      />
      {keyNutrientsFor(conditions).map(({ nutrient, why }) => {
        const info = NUTRIENTS[nutrient];
        return (
          <TrendChart
            key={nutrient}
            testId={`${nutrient}-chart`}
            title={`${info.label} per day`}
            description={`Each bar is a day you logged, against your limit ${why}. Bars outside it are orange.`}
            kind="bars"
            range={range}
            unit={info.unit}
            format={whole}
            band={bandOf(shown, nutrient)}
            series={[
              { id: nutrient, label: info.label, style: 'solid', points: pointsOf(nutrient) },
            ]}
            empty={empty}
          />
        );
      })}
    </>
  );
}
