import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type ConditionId, NUTRIENTS, type NutrientKey } from '#domain';
import { Alert } from '../../components/ui/alert';
import { SkeletonCard } from '../../components/ui/skeleton';
import { paths } from '../../config/paths';
import { dayValue, type LoggedDayTotals } from './progress-api';
import type { DayRange } from './progress-dates';
import { whole } from './readings';
import { TrendChart } from './trend-chart';
import type { TargetBand } from './trend-summary';

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

function keyNutrientsFor(conditions: readonly ConditionId[]) {
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

/**
 * The logged days' charts: energy eaten per day and the key nutrients of the person's conditions,
 * each day a bar against its target band.
 */
export function LoggedCharts({
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
