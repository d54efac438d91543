import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, LinePath } from '@visx/shape';
import { useLayoutEffect, useRef, useState } from 'react';
import { type DayRange, shortDate } from './progress-dates';
import { bandStatus, type ChartSeries, type TargetBand } from './trend-summary';

/*
 * A trend chart's drawing (visx): the scales and axes, the target band, and the series as lines
 * with dots (the second dashed with square dots) or as bars (orange outside the band). It is one
 * image to assistive technology, named by the chart's summary.
 */

export const COLOURS = { solid: '#0f766e', dashed: '#b45309' } as const;
export const BAND_FILL = 'rgba(15, 118, 110, 0.12)';
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

export function Plot({
  range,
  series,
  band,
  kind,
  unit,
  summary,
}: {
  range: DayRange;
  series: ChartSeries[];
  band?: TargetBand | null;
  kind: 'lines' | 'bars';
  unit: string;
  summary: string;
}) {
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
