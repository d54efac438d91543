import { describe, expect, it } from 'vitest';
import { HealthProfileSchema } from '../profile/health-profile';
import { testSolver } from '../testing/solver';
import { generateMealPlan } from './generate-meal-plan';
import type { MealPlan } from './meal-plan';
import { escapeText, foldLine, mealPlanCalendar } from './plan-calendar';

const person = HealthProfileSchema.parse({
  profile: { name: 'Ada', age: 45, gender: 'female', weight: 70, height: 168 },
  mealOptions: { snacksPerDay: 2 },
});

function plan(): MealPlan {
  const result = generateMealPlan(person, { solver: testSolver, days: 3, seed: 7 });
  if (!result.ok) throw new Error(result.error.kind);
  return result.value;
}

/** The file's logical lines: folds undone (CRLF and one space or tab). */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');

const utf8Length = (text: string) => {
  let octets = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    octets += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return octets;
};

describe('mealPlanCalendar', () => {
  const source = plan();
  const ics = mealPlanCalendar(source, {
    startDate: '2026-12-30',
    createdAt: '2026-11-27T09:15:00.000Z',
  });

  it('is one VCALENDAR with one event per meal per day, lines ended by CRLF', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const meals = source.days.reduce((sum, day) => sum + 3 + day.meals.snacks.length, 0);
    expect(ics.match(/^BEGIN:VEVENT$/gm)).toHaveLength(meals);
    expect(ics.match(/^END:VEVENT$/gm)).toHaveLength(meals);
    const uids = unfold(ics).filter((line) => line.startsWith('UID:'));
    expect(new Set(uids).size).toBe(meals);
  });

  it('dates day 1 on the start date and runs on across the month and year end', () => {
    const lines = unfold(ics);
    expect(lines).toContain('DTSTART:20261230T080000');
    expect(lines).toContain('DTEND:20261230T083000');
    expect(lines).toContain('DTSTART:20261231T123000');
    expect(lines).toContain('DTSTART:20270101T183000');
    expect(lines).toContain('DTSTAMP:20261127T091500Z');
    const breakfast = source.days[0]!.meals.breakfast.name;
    expect(lines).toContain(`SUMMARY:${escapeText(`Breakfast: ${breakfast}`)}`);
  });

  it('folds every line at 75 octets and escapes text', () => {
    for (const line of ics.split('\r\n')) expect(utf8Length(line)).toBeLessThanOrEqual(75);
    const description = unfold(ics).find((line) => line.startsWith('DESCRIPTION:'))!;
    expect(description).toContain('\\n\\nIngredients:\\n- ');
    expect(description).not.toMatch(/[^\\][,;]/);
  });

  it('escapes backslash, semicolon, comma and line breaks', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('never splits a character when folding', () => {
    const line = `SUMMARY:${'é'.repeat(40)}${'😀'.repeat(20)}`;
    const folded = foldLine(line);
    const pieces = folded.split('\r\n');
    for (const piece of pieces) expect(utf8Length(piece)).toBeLessThanOrEqual(75);
    expect(pieces.slice(1).every((piece) => piece.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });

  it('refuses a start date that is not YYYY-MM-DD', () => {
    expect(() =>
      mealPlanCalendar(source, { startDate: '30/12/2026', createdAt: '2026-11-27T00:00:00Z' }),
    ).toThrow();
  });
});
