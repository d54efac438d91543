import type { Measurement, MeasurementKind } from '#domain';
import type { UnitSystem } from '../../lib/profile-store';
import type { DayRange } from './progress-dates';
import { oneDecimal, weightIn, weightUnit, whole } from './readings';
import { TrendChart } from './trend-chart';
import type { ChartSeries } from './trend-summary';

/** One line of a chart: the readings that have the value, by date. */
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
 * The readings' charts: weight always; blood pressure and blood glucose where the person's
 * conditions call for them, or once one has been recorded.
 */
export function ReadingCharts({
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
