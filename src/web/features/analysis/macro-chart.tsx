import type { CSSProperties } from 'react';
import { MACRO_LABELS, type MacroKey, type MacroRow } from './macro-split';
import { formatInteger, formatPercent } from './sources';

/**
 * Colour-blind-safe hues (after Okabe & Ito), darkened for contrast on the light track, each
 * with its own fill pattern, and every bar labelled in text: colour is never the only cue.
 */
const BAR_STYLES: Record<MacroKey, CSSProperties> = {
  carbs: { backgroundColor: '#0072b2' },
  protein: {
    backgroundColor: '#b84a0b',
    backgroundImage:
      'repeating-linear-gradient(45deg, rgb(255 255 255 / 0.3) 0 4px, transparent 4px 9px)',
  },
  fat: {
    backgroundColor: '#7b3f86',
    backgroundImage: 'radial-gradient(rgb(255 255 255 / 0.45) 1.5px, transparent 1.6px)',
    backgroundSize: '7px 7px',
  },
};

const TICKS = [0, 25, 50, 75, 100] as const;

export function percentText(row: MacroRow): string {
  if (row.minPct === null || row.maxPct === null) return row.text;
  return `${formatPercent(row.minPct)}–${formatPercent(row.maxPct)}%`;
}

export function gramsText(row: MacroRow): string {
  if (row.minG === null || row.maxG === null) return '—';
  return `${formatInteger(row.minG)}–${formatInteger(row.maxG)} g`;
}

function chartLabel(rows: readonly MacroRow[]): string {
  const parts = rows.map((row) => `${row.label} ${percentText(row)} (${gramsText(row)})`);
  return `Share of daily calories: ${parts.join('; ')}.`;
}

/** Each macronutrient's range as a band on one 0–100 % scale of the day's calories. */
export function MacroChart({ rows }: { rows: readonly MacroRow[] }) {
  return (
    <figure className="flex flex-col gap-4">
      <div role="img" aria-label={chartLabel(rows)} className="flex flex-col gap-4">
        {rows.map((row) => (
          <div key={row.key} className="flex flex-col gap-1.5">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="font-semibold text-foreground">{MACRO_LABELS[row.key]}</span>
              <span className="text-foreground">
                <span className="font-semibold">{percentText(row)}</span>
                <span className="text-muted-foreground"> · {gramsText(row)}</span>
              </span>
            </div>
            <div className="relative h-7 overflow-hidden rounded-full bg-muted">
              {row.minPct !== null && row.maxPct !== null ? (
                <div
                  className="absolute inset-y-0 rounded-full"
                  style={{
                    ...BAR_STYLES[row.key],
                    // Printers drop background colours unless told to keep them.
                    printColorAdjust: 'exact',
                    WebkitPrintColorAdjust: 'exact',
                    left: `${row.minPct}%`,
                    width: `${Math.max(row.maxPct - row.minPct, 1)}%`,
                  }}
                />
              ) : null}
            </div>
          </div>
        ))}
        <div className="relative h-5 text-muted-foreground text-sm" aria-hidden="true">
          {TICKS.map((tick) => (
            <span
              key={tick}
              className="absolute top-0"
              style={{
                left: `${tick}%`,
                transform:
                  tick === 0 ? 'none' : tick === 100 ? 'translateX(-100%)' : 'translateX(-50%)',
              }}
            >
              {tick}%
            </span>
          ))}
        </div>
      </div>
      <figcaption className="text-muted-foreground text-sm">
        Each band is the share of your daily calories to aim for; any day inside every band is on
        track.
      </figcaption>
    </figure>
  );
}
