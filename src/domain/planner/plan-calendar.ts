import { mealsOfDay } from './build-meal';
import type { Meal, MealPlan } from './meal-plan';

/**
 * The plan as an iCalendar file (RFC 5545): one event per meal per day, day 1 on `startDate`.
 * Times are floating (no time zone): breakfast at 8:00 is 8:00 wherever the person is.
 */
export interface CalendarOptions {
  /** The plan's day 1, 'YYYY-MM-DD'. */
  startDate: string;
  /** When the file is made (an ISO date-time): each event's DTSTAMP. */
  createdAt: string;
}

/** Start (hhmm) and length in minutes of each slot's event; snacks in the order of the day. */
const MAIN_TIMES = [
  { key: 'breakfast', label: 'Breakfast', start: '0800', minutes: 30 },
  { key: 'lunch', label: 'Lunch', start: '1230', minutes: 45 },
  { key: 'dinner', label: 'Dinner', start: '1830', minutes: 60 },
] as const;
const SNACK_STARTS = ['1030', '1530', '2030', '1100', '1600', '2100'] as const;
const SNACK_MINUTES = 15;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function mealPlanCalendar(plan: MealPlan, options: CalendarOptions): string {
  const match = DATE.exec(options.startDate);
  if (!match) throw new Error(`startDate must be YYYY-MM-DD, got ${options.startDate}`);
  const [year, month, dayOfMonth] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const stamp = utcStamp(options.createdAt);
  const uidBase = `${match[1]}${match[2]}${match[3]}-${plan.seed ?? 0}`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Personalized Health Nutrition//Meal Plan//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'X-WR-CALNAME:Meal plan',
  ];
  for (const day of plan.days) {
    const date = calendarDate(year, month, dayOfMonth + day.day - 1);
    mealsOfDay(day).forEach((meal, s) => {
      const main = MAIN_TIMES[s];
      const snack = s - MAIN_TIMES.length;
      const start = main?.start ?? SNACK_STARTS[snack % SNACK_STARTS.length]!;
      const minutes = main?.minutes ?? SNACK_MINUTES;
      const label = main?.label ?? `Snack ${snack + 1}`;
      lines.push(
        'BEGIN:VEVENT',
        `UID:${uidBase}-d${day.day}-${main?.key ?? `snack${snack + 1}`}@meal-plan.phn`,
        `DTSTAMP:${stamp}`,
        `DTSTART:${date}T${start}00`,
        `DTEND:${date}T${addMinutes(start, minutes)}00`,
        `SUMMARY:${escapeText(`${label}: ${meal.name}`)}`,
        `DESCRIPTION:${escapeText(describe(meal, day.day))}`,
        'TRANSP:TRANSPARENT',
        'END:VEVENT',
      );
    });
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** The event's text: the meal, its numbers, ingredients and steps. */
function describe(meal: Meal, day: number): string {
  const numbers = [
    `${Math.round(meal.calories || 0)} kcal`,
    meal.protein !== undefined ? `protein ${Math.round(meal.protein)} g` : null,
    meal.carbs !== undefined ? `carbs ${Math.round(meal.carbs)} g` : null,
    meal.fat !== undefined ? `fat ${Math.round(meal.fat)} g` : null,
  ].filter((part) => part !== null);
  const parts = [`Day ${day}. ${meal.description}`, numbers.join(', ')];
  if (meal.ingredients?.length) {
    parts.push(
      `Ingredients:\n${meal.ingredients
        .map(
          (item) =>
            `- ${item.name}: ${item.measure ? `${item.measure}, ` : ''}${Math.max(1, Math.round(item.grams))} g`,
        )
        .join('\n')}`,
    );
  }
  if (meal.steps?.length) {
    parts.push(`Steps:\n${meal.steps.map((step, i) => `${i + 1}. ${step}`).join('\n')}`);
  }
  return parts.join('\n\n');
}

/** RFC 5545 §3.3.11: backslash, semicolon and comma escaped; line breaks as \n. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** UTF-8 octets of one code point. */
const octets = (codePoint: number) =>
  codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;

/**
 * RFC 5545 §3.1: a line longer than 75 octets continues on the next line after CRLF and a space,
 * never splitting a character's UTF-8 octets.
 */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let current = '';
  let size = 0;
  // The first line holds 75 octets; each continuation 74 after its leading space.
  let limit = 75;
  for (const char of line) {
    const length = octets(char.codePointAt(0)!);
    if (size + length > limit) {
      pieces.push(current);
      current = '';
      size = 0;
      limit = 74;
    }
    current += char;
    size += length;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

/** 'YYYYMMDD' of a date that may run past the month's end (day 32 is the next month's 1st). */
function calendarDate(year: number, month: number, day: number): string {
  const date = new Date(Date.UTC(year, month - 1, day));
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(date.getUTCFullYear(), 4)}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}`;
}

function addMinutes(hhmm: string, minutes: number): string {
  const total = Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(2)) + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}${String(total % 60).padStart(2, '0')}`;
}

/** 'YYYYMMDDTHHMMSSZ' of an ISO date-time. */
function utcStamp(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) throw new Error(`createdAt must be an ISO date-time, got ${iso}`);
  return new Date(time)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}
