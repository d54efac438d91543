import { type ReactNode, useId } from 'react';
import { Card, CardContent } from '../../components/ui/card';
import type { DayRange } from './progress-dates';
import { Legend } from './trend-legend';
import { Plot } from './trend-plot';
import { bandText, type ChartSeries, chartSummary, type TargetBand } from './trend-summary';
import { TrendTable } from './trend-table';

/**
 * One chart of the progress screen (issue 16): readings as lines with dots, or logged days as
 * bars, over the weeks chosen, with the person's target band shaded. The chart is one image with
 * a spoken summary; the same numbers are in a table below it, for screen readers and for anyone
 * who prefers numbers.
 */

export interface TrendChartProps {
  title: string;
  /** What the chart shows, in a sentence (shown under the title). */
  description: ReactNode;
  range: DayRange;
  series: ChartSeries[];
  /** `bars`: one bar per logged day (amounts eaten); `lines`: readings joined by a line. */
  kind: 'lines' | 'bars';
  band?: TargetBand | null;
  unit: string;
  /** Figures as the table and summary write them, without the unit ("72.5", "1,850"). */
  format: (value: number) => string;
  /** What to do when there is nothing to chart yet. */
  empty: ReactNode;
  /** Shown above the chart when the numbers cannot be read (a failed load). */
  problem?: ReactNode;
  testId?: string;
}

export function TrendChart(props: TrendChartProps) {
  const { title, description, range, series, band, unit, format, empty, problem, testId } = props;
  const headingId = useId();
  const captionId = useId();
  const hasPoints = series.some((line) => line.points.length > 0);
  const weeks = Math.round(range.days.length / 7);
  const hasBand = Boolean(band && (band.min !== null || band.max !== null));

  return (
    <Card role="region" aria-labelledby={headingId} data-testid={testId}>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <h3 id={headingId} className="font-semibold text-foreground text-lg">
            {title}
          </h3>
          <p className="text-muted-foreground">{description}</p>
        </div>
        {problem}
        {hasPoints ? (
          <>
            <Legend
              series={series}
              kind={props.kind}
              band={hasBand && band ? bandText(band, unit, format) : null}
            />
            <Plot {...props} summary={chartSummary({ title, series, band, unit, format, weeks })} />
            <TrendTable
              captionId={captionId}
              title={title}
              series={series}
              band={band}
              hasBand={hasBand}
              unit={unit}
              format={format}
            />
          </>
        ) : (
          <div className="rounded-control border border-border border-dashed bg-muted/40 p-4 text-muted-foreground">
            {empty}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
