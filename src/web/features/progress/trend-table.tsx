import { dayAndDate } from './progress-dates';
import { bandStatus, type ChartSeries, type TargetBand } from './trend-summary';

/**
 * The chart's numbers as a table, one row per date (and, for one series with a band, whether each
 * value is within it), in a box that scrolls and can be reached with the keyboard.
 */
export function TrendTable({
  captionId,
  title,
  series,
  band,
  hasBand,
  unit,
  format,
}: {
  captionId: string;
  title: string;
  series: ChartSeries[];
  band?: TargetBand | null;
  hasBand: boolean;
  unit: string;
  format: (value: number) => string;
}) {
  const dates = [
    ...new Set(series.flatMap((line) => line.points.map((point) => point.date))),
  ].sort();
  return (
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
  );
}
