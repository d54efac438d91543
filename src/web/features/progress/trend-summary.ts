import { fullDate } from './progress-dates';

/*
 * What a trend chart of the progress screen holds (its series and the person's target band) and
 * how it is put into words: the band as text, a value's place against it, and the chart's spoken
 * summary.
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
}: {
  title: string;
  series: ChartSeries[];
  band?: TargetBand | null;
  unit: string;
  format: (value: number) => string;
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
