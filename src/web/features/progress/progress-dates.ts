/**
 * The days the progress charts cover, as the person's calendar has them: `YYYY-MM-DD` in local
 * time, so the last day is today on their wall, not in UTC.
 */

import { addDays } from '../../lib/local-dates';

function toLocalMidnight(date: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1);
}

/** The spans offered; 12 weeks (84 days) stays inside the API's 92-day reads. */
export const WEEK_SPANS = [4, 12] as const;
export type WeekSpan = (typeof WEEK_SPANS)[number];

export interface DayRange {
  from: string;
  to: string;
  /** Every day from `from` to `to`, oldest first. */
  days: string[];
}

/** The last `weeks` weeks ending today (today included). */
export function rangeEnding(today: string, weeks: WeekSpan): DayRange {
  const count = weeks * 7;
  const days = Array.from({ length: count }, (_, index) => addDays(today, index - count + 1));
  return { from: days[0] ?? today, to: today, days };
}

/** "3 Nov". */
export function shortDate(date: string): string {
  return toLocalMidnight(date).toLocaleDateString('en-GB', { day: 'numeric', month: 'short' });
}

/** "Tue 3 Nov", for the tables' rows (the weeks shown never span more than 12 weeks). */
export function dayAndDate(date: string): string {
  return toLocalMidnight(date).toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  });
}

/** "Tue 3 Nov 2026", for spoken summaries and the list of readings. */
export function fullDate(date: string): string {
  return toLocalMidnight(date).toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
}
