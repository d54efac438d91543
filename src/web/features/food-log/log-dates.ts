import { LogDateSchema, type LogSlot } from '#domain';

import { daysFrom, localDate } from '../../lib/local-dates';

/** The day `?date=` asks for: a valid date not after today, else today. */
export function dayToShow(requested: string | null, today: string): string {
  if (!requested || !LogDateSchema.safeParse(requested).success) return today;
  return requested > today ? today : requested;
}

/** "Friday, 27 November 2026". */
export function longDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1).toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
}

/**
 * The plan day eaten on `date`: days since the plan was made, plus one, wrapping round the
 * plan's length (a 7-day plan starts again on day 8); day 1 when the plan's start is unknown.
 */
export function planDayFor(date: string, planMadeOn: string | null, planLength: number): number {
  if (!planMadeOn || planLength < 1) return 1;
  const since = daysFrom(planMadeOn, date);
  return (((since % planLength) + planLength) % planLength) + 1;
}

/** The meal most likely being logged at this hour, for today; a snack for other days. */
export function slotForNow(date: string, now: Date): LogSlot {
  if (date !== localDate(now)) return 'snack';
  const hour = now.getHours();
  if (hour < 11) return 'breakfast';
  if (hour < 16) return 'lunch';
  if (hour < 22) return 'dinner';
  return 'snack';
}
