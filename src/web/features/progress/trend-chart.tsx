import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, LinePath } from '@visx/shape';
import { type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import { Card, CardContent } from '../../components/ui/card';
import { type DayRange, dayAndDate, fullDate, shortDate } from './progress-dates';

/**
 * One chart of the progress screen (issue 16): readings as lines with dots, or logged days as
 * bars, over the weeks chosen, with the person's target band shaded. The chart is one image with
 * a spoken summary; the same numbers are in a table below it, for screen readers and for anyone
 * who prefers numbers.
 */

export interface ChartPoint {
  date: string;
  value: number;
}

export interface ChartSeries {
  id: string;
  /** "Systolic": the legend, the table's column and the summary use it. */
  label: string;
  points: ChartPoint[];
  /** The second series of a chart is dashed with square dots, so colour is never the only cue. */
  style: 'solid' | 'dashed';
}

export interface TargetBand {
  min: number | null;
  max: number | null;
}

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

const COLOURS = { solid: '#0f766e', dashed: '#b45309' } as const;
const BAND_FILL = 'rgba(15, 118, 110, 0.12)';
const BAND_EDGE = '#0f766e';
const AXIS = '#4b5a63';
const HEIGHT = 220;
const MARGIN = { top: 12, right: 16, bottom: 32, left: 52 };

/** The width of an element, kept current as it resizes (a fixed guess where it cannot be read). */
function useWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const read = () => {
      if (element.clientWidth > 0) setWidth(element.clientWidth);
    };
    read();
    const observer = new ResizeObserver(read);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

export function bandText(band: TargetBand, unit: string, format: (value: number) => string) {
  if (band.min !== null && band.max !== null)
    return `${format(band.min)} to ${format(band.max)} ${unit}`;
  if (band.max !== null) return `at most ${format(band.max)} ${unit}`;
  if (band.min !== null) return `at least ${format(band.min)} ${unit}`;
  return '';
}

export function bandStatus(value: number, band: TargetBand): 'Below' | 'Within' | 'Above' {
  if (band.max !== null && value > band.max) return 'Above';
  if (band.min !== null && value < band.min) return 'Below';
  return 'Within';
}

/** The chart's text alternative: what it holds, where each series starts and ends, the band. */
export function chartSummary({
  title,
  series,
  band,
  unit,
  format,
  weeks,
}: Pick<TrendChartProps, 'title' | 'series' | 'band' | 'unit' | 'format'> & {
  weeks: number;
}): string {
  const parts = [`${title}, last ${weeks} weeks.`];
  for (const line of series) {
    const first = line.points[0];
    const last = line.points.at(-1);
    if (!first || !last) {
      parts.push(`${line.label}: nothing recorded.`);
      continue;
    }
    const count = `${line.points.length} ${line.points.length === 1 ? 'value' : 'values'}`;
    parts.push(
      line.points.length === 1
        ? `${line.label}: ${count}, ${format(first.value)} ${unit} on ${fullDate(first.date)}.`
        : `${line.label}: ${count}, from ${format(first.value)} ${unit} on ${fullDate(first.date)} to ${format(last.value)} ${unit} on ${fullDate(last.date)}.`,
    );
    if (band && (band.min !== null || band.max !== null)) {
      const within = line.points.filter((point) => bandStatus(point.value, band) === 'Within');
      parts.push(
        `${within.length} of ${line.points.length} within the target, ${bandText(band, unit, format)}.`,
      );
    }
  }
  return parts.join(' ');
}

export function TrendChart(props: TrendChartProps) {
  const { title, description, range, series, band, unit, format, empty, problem, testId } = props;
  const headingId = useId();
  const captionId = useId();
  const hasPoints = series.some((line) => line.points.length > 0);
  const weeks = Math.round(range.days.length / 7);
  const dates = [
    ...new Set(series.flatMap((line) => line.points.map((point) => point.date))),
  ].sort();
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
            <section
              className="max-h-72 overflow-y-auto rounded-control border border-border"
              aria-labelledby={captionId}
              // The table can be taller than its box: it is scrolled with the keyboard too.
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable
              tabIndex={0}
            >
              <table className="w-full border-collapse text-left text-sm tabular-nums">
                <caption id={captionId} className="sr-only">
                  {title}: the numbers
                </caption>
                <thead className="sticky top-0 bg-muted">
                  <tr>
                    <th scope="col" className="px-3 py-2 font-semibold">
                      Date
                    </th>
                    {series.map((line) => (
                      <th key={line.id} scope="col" className="px-3 py-2 text-right font-semibold">
                        {line.label} ({unit})
                      </th>
                    ))}
                    {hasBand && series.length === 1 ? (
                      <th scope="col" className="px-3 py-2 font-semibold">
                        Target
                      </th>
                    ) : null}
                  </tr>
                </thead>
                <tbody>
                  {dates.map((date) => (
                    <tr key={date} className="border-border border-t">
                      <th scope="row" className="whitespace-nowrap px-3 py-2 font-normal">
                        {dayAndDate(date)}
                      </th>
                      {series.map((line) => {
                        const values = line.points.filter((point) => point.date === date);
                        return (
                          <td key={line.id} className="px-3 py-2 text-right">
                            {values.length > 0
                              ? values.map((point) => format(point.value)).join(', ')
                              : '–'}
                          </td>
                        );
                      })}
                      {hasBand && band && series.length === 1 ? (
                        <td className="px-3 py-2">
                          {series[0]?.points
                            .filter((point) => point.date === date)
                            .map((point) => bandStatus(point.value, band))
                            .join(', ')}
                        </td>
                      ) : null}
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
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

function Legend({
  series,
  kind,
  band,
}: {
  series: ChartSeries[];
  kind: TrendChartProps['kind'];
  band: string | null;
}) {
  if (kind === 'bars')
    return (
      <ul
        className="flex flex-wrap gap-x-5 gap-y-1 text-muted-foreground text-sm"
        aria-hidden="true"
      >
        <li className="flex items-center gap-2">
          <span className="inline-block size-3 rounded-sm" style={{ background: COLOURS.solid }} />
          {band ? 'Within your target' : series[0]?.label}
        </li>
        {band ? (
          <>
            <li className="flex items-center gap-2">
              <span
                className="inline-block size-3 rounded-sm"
                style={{ background: COLOURS.dashed }}
              />
              Outside it
            </li>
            <li className="flex items-center gap-2">
              <span
                className="inline-block h-3 w-6 rounded-sm border border-primary/50"
                style={{ background: BAND_FILL }}
              />
              Your target: {band}
            </li>
          </>
        ) : null}
      </ul>
    );
  return (
    <ul className="flex flex-wrap gap-x-5 gap-y-1 text-muted-foreground text-sm" aria-hidden="true">
      {series.map((line) => (
        <li key={line.id} className="flex items-center gap-2">
          <svg width="24" height="10" aria-hidden="true">
            <line
              x1="0"
              y1="5"
              x2="24"
              y2="5"
              stroke={COLOURS[line.style]}
              strokeWidth="2.5"
              strokeDasharray={line.style === 'dashed' ? '5 3' : undefined}
            />
          </svg>
          {line.label}
        </li>
      ))}
      {band ? (
        <li className="flex items-center gap-2">
          <span
            className="inline-block h-3 w-6 rounded-sm border border-primary/50"
            style={{ background: BAND_FILL }}
          />
          Your target: {band}
        </li>
      ) : null}
    </ul>
  );
}

function Plot({ range, series, band, kind, unit, summary }: TrendChartProps & { summary: string }) {
  const { ref, width } = useWidth<HTMLDivElement>(640);
  const innerWidth = Math.max(width - MARGIN.left - MARGIN.right, 40);
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const dayIndex = new Map(range.days.map((date, index) => [date, index]));

  const values = series.flatMap((line) => line.points.map((point) => point.value));
  const bandValues = band ? [band.min, band.max].filter((value) => value !== null) : [];
  const low = Math.min(...values, ...bandValues);
  const high = Math.max(...values, ...bandValues);
  const pad = Math.max((high - low) * 0.15, high * 0.02, 1);
  const yScale = scaleLinear<number>({
    domain: kind === 'bars' ? [0, high + pad] : [Math.max(0, low - pad), high + pad],
    range: [innerHeight, 0],
    nice: true,
  });
  const [yBottom, yTop] = yScale.domain() as [number, number];

  const band_ = scaleBand<number>({
    domain: range.days.map((_, index) => index),
    range: [0, innerWidth],
    padding: 0.25,
  });
  const xCentre = (date: string) => {
    const index = dayIndex.get(date) ?? 0;
    return (band_(index) ?? 0) + band_.bandwidth() / 2;
  };
  const tickEvery = Math.max(1, Math.round(range.days.length / Math.max(2, innerWidth / 90)));
  const ticks = range.days
    .map((_, index) => index)
    .filter((index) => (range.days.length - 1 - index) % tickEvery === 0);

  const bandTop = band?.max ?? null;
  const bandBottom = band?.min ?? null;
  const hasBand = bandTop !== null || bandBottom !== null;

  return (
    <div ref={ref} className="w-full" role="img" aria-label={summary}>
      <svg width={width} height={HEIGHT} aria-hidden="true" className="block max-w-full">
        <Group left={MARGIN.left} top={MARGIN.top}>
          {hasBand ? (
            <rect
              x={0}
              width={innerWidth}
              y={yScale(Math.min(bandTop ?? yTop, yTop))}
              height={Math.max(
                0,
                yScale(Math.max(bandBottom ?? yBottom, yBottom)) -
                  yScale(Math.min(bandTop ?? yTop, yTop)),
              )}
              fill={BAND_FILL}
            />
          ) : null}
          {[bandTop, bandBottom].map((edge, index) =>
            edge !== null && edge !== undefined ? (
              <line
                // biome-ignore lint/suspicious/noArrayIndexKey: the two edges of the band
                key={index}
                x1={0}
                x2={innerWidth}
                y1={yScale(edge)}
                y2={yScale(edge)}
                stroke={BAND_EDGE}
                strokeWidth={1}
                strokeDasharray="4 3"
              />
            ) : null,
          )}
          {kind === 'bars'
            ? series[0]?.points.map((point) => {
                const isOut = band ? bandStatus(point.value, band) !== 'Within' : false;
                const barWidth = Math.max(2, band_.bandwidth());
                return (
                  <Bar
                    key={point.date}
                    x={xCentre(point.date) - barWidth / 2}
                    y={yScale(point.value)}
                    width={barWidth}
                    height={Math.max(0, innerHeight - yScale(point.value))}
                    fill={isOut ? COLOURS.dashed : COLOURS.solid}
                    rx={1.5}
                  />
                );
              })
            : series.map((line) => (
                <g key={line.id}>
                  <LinePath
                    data={line.points}
                    x={(point) => xCentre(point.date)}
                    y={(point) => yScale(point.value)}
                    stroke={COLOURS[line.style]}
                    strokeWidth={2.5}
                    strokeDasharray={line.style === 'dashed' ? '6 4' : undefined}
                  />
                  {line.points.map((point) =>
                    line.style === 'dashed' ? (
                      <rect
                        key={`${point.date}-${point.value}`}
                        x={xCentre(point.date) - 4}
                        y={yScale(point.value) - 4}
                        width={8}
                        height={8}
                        fill={COLOURS.dashed}
                      />
                    ) : (
                      <circle
                        key={`${point.date}-${point.value}`}
                        cx={xCentre(point.date)}
                        cy={yScale(point.value)}
                        r={4.5}
                        fill={COLOURS.solid}
                        stroke="#fff"
                        strokeWidth={1.5}
                      />
                    ),
                  )}
                </g>
              ))}
          <AxisLeft
            scale={yScale}
            numTicks={4}
            stroke={AXIS}
            tickStroke={AXIS}
            tickFormat={(value) => Number(value).toLocaleString('en-GB')}
            tickLabelProps={{ fill: AXIS, fontSize: 12, textAnchor: 'end', dx: -4, dy: 4 }}
            label={unit}
            labelOffset={36}
            labelProps={{ fill: AXIS, fontSize: 12, textAnchor: 'middle' }}
          />
          <AxisBottom
            top={innerHeight}
            scale={band_}
            tickValues={ticks}
            stroke={AXIS}
            tickStroke={AXIS}
            tickFormat={(index) => shortDate(range.days[Number(index)] ?? range.to)}
            tickLabelProps={{ fill: AXIS, fontSize: 12, textAnchor: 'middle' }}
          />
        </Group>
      </svg>
    </div>
  );
}
