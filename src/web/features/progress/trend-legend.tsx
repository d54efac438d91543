import { BAND_FILL, COLOURS } from './trend-plot';
import type { ChartSeries } from './trend-summary';

/** The chart's key, hidden from screen readers (the summary and the table say it in words). */
export function Legend({
  series,
  kind,
  band,
}: {
  series: ChartSeries[];
  kind: 'lines' | 'bars';
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
