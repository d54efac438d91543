import { and, eq, gte, lt, or, type SQLWrapper, sql } from 'drizzle-orm';
import { CONDITION_IDS, type ConditionId, type EmailType, weeklyHealthTip } from '../../domain';
import type { Database } from '../db/client';
import { todayDate } from '../db/repositories/rows';
import {
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
        highlights:
          plans.length === 0
            ? [
                'No new plans last week: your last plan is still there, and a new one takes a minute.',
              ]
            : [
                `${plans.length === 1 ? 'One plan' : `${plans.length} plans`} covering ${daysPlanned} days, each checked against your profile.`,
              ],
      },
    },
  };
}
