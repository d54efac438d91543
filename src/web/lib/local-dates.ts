/**
 * Days as the person's calendar has them: `YYYY-MM-DD` in local time, so "today" is the day on
 * their wall, not in UTC. The food log, progress and the plan's first day all count in these.
 */

const pad = (value: number) => String(value).padStart(2, '0');

export function localDate(moment: Date): string {
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

/** `date` moved by `days` calendar days (a daylight-saving change does not skip a day). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return localDate(new Date(year ?? 1970, (month ?? 1) - 1, (day ?? 1) + days));
}

const DAY_MS = 86_400_000;

/** Whole days from `from` to `to` (both `YYYY-MM-DD`); negative when `to` is earlier. */
export function daysFrom(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}
