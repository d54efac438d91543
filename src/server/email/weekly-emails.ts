import { and, asc, eq, gte, lt, or, type SQLWrapper, sql } from 'drizzle-orm';
import {
  CONDITION_IDS,
  type ConditionId,
  type EmailType,
  entryNutrients,
  type LoggedIngredient,
  weeklyHealthTip,
} from '#domain';
import type { Database } from '../db/client';
import { todayDate } from '../db/repositories/rows';
import {
  bodyMeasurements,
  foodLogEntries,
  user,
  userEmailSettings,
  userHealthConditions,
  userMealPlans,
  weeklyEmailRuns,
} from '../db/schema';
import type { Mailer } from './mailer';
import { emailLinks, renderEmail } from './templates';

type WeeklyKind = Extract<EmailType, 'health-tip' | 'weekly-summary'>;

/** The Monday 00:00 UTC that starts the week of `now`. */
export function weekStartOf(now: Date): Date {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * 86_400_000);
}

const WEEK_MS = 7 * 86_400_000;

/** People handled per run: a run does bounded work; the next run goes on. */
const PEOPLE_PER_RUN = 500;

/**
 * The weekly emails of the week of `now`: a health tip and a summary of last week, to each
 * confirmed person who asked for them. For each person and kind, one transaction writes the
 * week's row in `weekly_email_runs` and queues the email: several instances running at once,
 * or a run restarted after a crash, send each person each kind once a week.
 */
export async function runWeeklyEmails(
  db: Database,
  mailer: Mailer,
  options: { now: Date; publicUrl: string },
): Promise<{ queued: number; skipped: number }> {
  if (mailer.transport === 'off') return { queued: 0, skipped: 0 };
  const week = weekStartOf(options.now);
  const weekDate = todayDate(week);
  // A kind is due when the person wants it and this week has no row for it yet.
  const due = (kind: WeeklyKind, wanted: SQLWrapper) =>
    sql<boolean>`(${wanted} and not exists (
      select 1 from weekly_email_runs r
      where r.user_id = ${user.id} and r.kind = ${kind} and r.week_start = ${weekDate}))`;
  const tipDue = due('health-tip', userEmailSettings.healthTips);
  const summaryDue = due('weekly-summary', userEmailSettings.weeklySummary);
  const people = await db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      healthTips: tipDue,
      weeklySummary: summaryDue,
    })
    .from(userEmailSettings)
    .innerJoin(user, eq(user.id, userEmailSettings.userId))
    .where(and(eq(user.emailVerified, true), or(tipDue, summaryDue)))
    .orderBy(user.id)
    .limit(PEOPLE_PER_RUN);

  const links = emailLinks(options.publicUrl);
  let queued = 0;
  let skipped = 0;
  for (const person of people) {
    const kinds: WeeklyKind[] = [
      ...(person.healthTips ? (['health-tip'] as const) : []),
      ...(person.weeklySummary ? (['weekly-summary'] as const) : []),
    ];
    for (const kind of kinds) {
      const request =
        kind === 'health-tip'
          ? await tipRequest(db, person, week)
          : await summaryRequest(db, person, week);
      const email = await renderEmail(request, links);
      const sent = await db.transaction(async (tx) => {
        const claimed = await tx
          .insert(weeklyEmailRuns)
          .values({ userId: person.id, kind, weekStart: weekDate })
          .onConflictDoNothing()
          .returning({ userId: weeklyEmailRuns.userId });
        if (claimed.length === 0) return false;
        await mailer.enqueue(tx as unknown as Database, { to: person.email, ...email });
        return true;
      });
      if (sent) queued++;
      else skipped++;
    }
  }
  return { queued, skipped };
}

type Person = { id: string; email: string; name: string };

async function tipRequest(db: Database, person: Person, week: Date) {
  const rows = await db
    .select({ type: userHealthConditions.conditionType })
    .from(userHealthConditions)
    .where(
      and(eq(userHealthConditions.userId, person.id), eq(userHealthConditions.isActive, true)),
    );
  const conditions = [
    ...new Set(
      rows
        .map((row) => row.type)
        .filter((id): id is ConditionId => (CONDITION_IDS as readonly string[]).includes(id)),
    ),
  ].sort();
  return {
    emailType: 'health-tip' as const,
    userEmail: person.email,
    userName: person.name,
    data: { tipContent: weeklyHealthTip(conditions, Math.floor(week.getTime() / WEEK_MS)) },
  };
}

/** Last week's figures: the plans made, the days they cover and their average daily calories. */
async function summaryRequest(db: Database, person: Person, week: Date) {
  const from = new Date(week.getTime() - WEEK_MS);
  const plans = await db
    .select({ days: userMealPlans.durationDays, calories: userMealPlans.caloriesPerDay })
    .from(userMealPlans)
    .where(
      and(
        eq(userMealPlans.userId, person.id),
        gte(userMealPlans.createdAt, from),
        lt(userMealPlans.createdAt, week),
      ),
    );
  const daysPlanned = plans.reduce((sum, plan) => sum + plan.days, 0);
  const withCalories = plans.filter((plan) => plan.calories !== null);
  const average =
    withCalories.length > 0
      ? withCalories.reduce((sum, plan) => sum + (plan.calories ?? 0) * plan.days, 0) /
        withCalories.reduce((sum, plan) => sum + plan.days, 0)
      : undefined;
  const logged = await loggedHighlights(db, person.id, todayDate(from), todayDate(week));
  const label = from.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return {
    emailType: 'weekly-summary' as const,
    userEmail: person.email,
    userName: person.name,
    data: {
      summaryData: {
        periodLabel: `Week of ${label}`,
        plansCreated: plans.length,
        daysPlanned,
        ...(average !== undefined ? { averageDailyCalories: Math.round(average) } : {}),
        highlights: [
          plans.length === 0
            ? 'No new plans last week: your last plan is still there, and a new one takes a minute.'
            : `${plans.length === 1 ? 'One plan' : `${plans.length} plans`} covering ${daysPlanned} days, each checked against your profile.`,
          ...logged,
        ],
      },
    },
  };
}

const formatNumber = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/**
 * Last week in the food log and the weight record (issue 16): the days logged and their average
 * energy, computed from the foods eaten in grams, and the weight from the first reading of the
 * week to the last. Nothing when nothing was logged.
 */
export async function loggedHighlights(
  db: Database,
  userId: string,
  from: string,
  before: string,
): Promise<string[]> {
  const entries = await db
    .select({
      date: foodLogEntries.eatenOn,
      status: foodLogEntries.status,
      portion: foodLogEntries.portion,
      ingredients: foodLogEntries.ingredients,
    })
    .from(foodLogEntries)
    .where(
      and(
        eq(foodLogEntries.userId, userId),
        gte(foodLogEntries.eatenOn, from),
        lt(foodLogEntries.eatenOn, before),
      ),
    );
  const energyByDay = new Map<string, number>();
  for (const entry of entries) {
    if (entry.status !== 'eaten') continue;
    const kcal = entryNutrients({
      slot: 'snack',
      status: 'eaten',
      portion: entry.portion,
      ingredients: entry.ingredients as LoggedIngredient[],
    }).values.energyKcal;
    energyByDay.set(entry.date, (energyByDay.get(entry.date) ?? 0) + (kcal ?? 0));
  }
  const lines: string[] = [];
  if (energyByDay.size > 0) {
    const average = [...energyByDay.values()].reduce((a, b) => a + b, 0) / energyByDay.size;
    const days = energyByDay.size === 1 ? '1 day' : `${energyByDay.size} days`;
    lines.push(
      `You logged what you ate on ${days}: ${formatNumber(Math.round(average))} kcal a day on average.`,
    );
  }
  const weights = await db
    .select({ kg: bodyMeasurements.weightKg })
    .from(bodyMeasurements)
    .where(
      and(
        eq(bodyMeasurements.userId, userId),
        eq(bodyMeasurements.kind, 'weight'),
        gte(bodyMeasurements.measuredOn, from),
        lt(bodyMeasurements.measuredOn, before),
      ),
    )
    .orderBy(asc(bodyMeasurements.measuredOn), asc(bodyMeasurements.createdAt));
  const first = weights[0]?.kg;
  const last = weights.at(-1)?.kg;
  if (first != null && last != null) {
    const change = last - first;
    lines.push(
      weights.length === 1
        ? `Your weight: ${formatNumber(first, 1)} kg.`
        : `Your weight went from ${formatNumber(first, 1)} kg to ${formatNumber(last, 1)} kg (${change > 0 ? '+' : change < 0 ? '−' : '±'}${formatNumber(Math.abs(change), 1)} kg).`,
    );
  }
  return lines;
}
