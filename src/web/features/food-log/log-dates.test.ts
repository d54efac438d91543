import { describe, expect, it } from 'vitest';
import { addDays } from '../../lib/local-dates';
import { dayToShow, planDayFor, slotForNow } from './log-dates';

describe('log dates', () => {
  it.each([
    ['2026-11-27', '2026-11-27', 7, 1],
    ['2026-11-27', '2026-11-29', 7, 3],
    ['2026-11-20', '2026-11-27', 7, 1],
    ['2026-11-20', '2026-11-30', 3, 2],
    ['2026-11-27', '2026-11-25', 7, 6],
  ])('a plan made on %s is on day … on %s (length %i): day %i', (madeOn, date, length, day) => {
    expect(planDayFor(date, madeOn, length)).toBe(day);
  });

  it('starts at plan day 1 when the plan’s start is unknown', () => {
    expect(planDayFor('2026-11-27', null, 7)).toBe(1);
  });

  it('opens today for a missing, malformed or future date', () => {
    expect(dayToShow(null, '2026-11-27')).toBe('2026-11-27');
    expect(dayToShow('27/11/2026', '2026-11-27')).toBe('2026-11-27');
    expect(dayToShow('2026-11-28', '2026-11-27')).toBe('2026-11-27');
    expect(dayToShow('2026-02-01', '2026-11-27')).toBe('2026-02-01');
  });

  it('moves across months and years', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('offers the meal of the hour today and a snack on other days', () => {
    const morning = new Date(2026, 10, 27, 8, 0);
    expect(slotForNow('2026-11-27', morning)).toBe('breakfast');
    expect(slotForNow('2026-11-27', new Date(2026, 10, 27, 19, 0))).toBe('dinner');
    expect(slotForNow('2026-11-20', morning)).toBe('snack');
  });
});
