import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import {
  bodyMeasurements,
  foodLogEntries,
  user,
  userEmailSettings,
  userHealthConditions,
  userMealPlans,
} from '../db/schema';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../test/databases';
import { createMailer, listOutbox } from './mailer';
import { runWeeklyEmails, weekStartOf } from './weekly-emails';

const MONDAY = new Date('2026-11-23T09:00:00Z');
const PUBLIC_URL = 'http://localhost:3000';

/** Three confirmed people: tips only (with a condition), both emails, and neither; one unconfirmed. */
async function seedPeople(database: TestDatabase) {
  const people = [
    { name: 'Tia', email: 'tia@example.com', verified: true, tips: true, summary: false },
    { name: 'Sam', email: 'sam@example.com', verified: true, tips: true, summary: true },
    { name: 'Ned', email: 'ned@example.com', verified: true, tips: false, summary: false },
    { name: 'Una', email: 'una@example.com', verified: false, tips: true, summary: true },
  ];
  const ids: Record<string, string> = {};
  for (const person of people) {
    const id = randomUUID();
    ids[person.name] = id;
    await database.db.insert(user).values({
      id,
      name: person.name,
      email: person.email,
      emailVerified: person.verified,
    });
    await database.db
      .insert(userEmailSettings)
      .values({ userId: id, healthTips: person.tips, weeklySummary: person.summary });
  }
  await database.db.insert(userHealthConditions).values({
    userId: ids.Tia!,
    conditionType: 'hypertension',
    conditionName: 'High Blood Pressure',
  });
  // Sam made a 7-day plan last week (and one this week, which the summary leaves out).
  const plan = { days: [] };
  for (const createdAt of [new Date('2026-11-18T10:00:00Z'), new Date('2026-11-23T08:00:00Z')]) {
    await database.db.insert(userMealPlans).values({
      userId: ids.Sam!,
      planName: 'Week',
      durationDays: 7,
      planData: plan,
      caloriesPerDay: 1850,
      createdAt,
    });
  }
  // Sam logged two days last week (250 g of white rice each, 130 kcal/100 g; one meal skipped,
  // one day this week left out) and weighed in twice.
  const rice = [{ foodId: '20045', grams: 250 }];
  for (const [eatenOn, status] of [
    ['2026-11-17', 'eaten'],
    ['2026-11-18', 'eaten'],
    ['2026-11-18', 'skipped'],
    ['2026-11-23', 'eaten'],
  ] as const) {
    await database.db.insert(foodLogEntries).values({
      userId: ids.Sam!,
      eatenOn,
      slot: 'lunch',
      name: 'Rice',
      source: 'food',
      status,
      ingredients: rice,
      portion: 1,
    });
  }
  for (const [measuredOn, weightKg] of [
    ['2026-11-16', 82.4],
    ['2026-11-22', 81.9],
  ] as const) {
    await database.db
      .insert(bodyMeasurements)
      .values({ userId: ids.Sam!, kind: 'weight', measuredOn, weightKg });
  }
}

describe('weekStartOf', () => {
  it('is the Monday 00:00 UTC of the week', () => {
    expect(weekStartOf(new Date('2026-11-26T19:00:00Z')).toISOString()).toBe(
      '2026-11-23T00:00:00.000Z',
    );
    expect(weekStartOf(new Date('2026-11-29T23:59:00Z')).toISOString()).toBe(
      '2026-11-23T00:00:00.000Z',
    );
    expect(weekStartOf(MONDAY).toISOString()).toBe('2026-11-23T00:00:00.000Z');
  });
});

describe.each(databaseKinds())('weekly emails on %s', (kind) => {
  const opened: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    for (const handle of opened.splice(0)) await handle.close();
  });

  it('sends each opted-in, confirmed person each email they chose once a week, with their data', async () => {
    const database = await createTestDatabase(kind);
    opened.push({ close: database.dispose });
    await seedPeople(database);
    const mailer = createMailer({
      transport: 'outbox',
      smtpUrl: null,
      from: 'x@y.z',
      db: database.db,
    });

    expect(
      await runWeeklyEmails(database.db, mailer, { now: MONDAY, publicUrl: PUBLIC_URL }),
    ).toEqual({
      queued: 3,
      skipped: 0,
    });
    // Run again the same week (a restart, a second timer): nothing more.
    expect(
      await runWeeklyEmails(database.db, mailer, {
        now: new Date('2026-11-26T12:00:00Z'),
        publicUrl: PUBLIC_URL,
      }),
    ).toEqual({ queued: 0, skipped: 0 });

    const mail = await listOutbox(database.db);
    expect(mail.map((m) => `${m.to} ${m.subject}`).sort()).toEqual([
      'sam@example.com Your health tip',
      'sam@example.com Your week: Week of 16 November 2026',
      'tia@example.com Your health tip',
    ]);
    const tiaTip = mail.find((m) => m.to === 'tia@example.com')!;
    expect(tiaTip.text).toContain('high blood pressure');
    const summary = mail.find((m) => m.subject.startsWith('Your week'))!;
    expect(summary.text).toContain('1,850');
    expect(summary.text).toMatch(/\b7\b/);
    expect(summary.text).toContain('You logged what you ate on 2 days: 325 kcal a day on average.');
    expect(summary.text).toContain('Your weight went from 82.4 kg to 81.9 kg (−0.5 kg).');

    // The next week, again.
    const next = await runWeeklyEmails(database.db, mailer, {
      now: new Date('2026-11-30T09:00:00Z'),
      publicUrl: PUBLIC_URL,
    });
    expect(next.queued).toBe(3);
  });

  it.runIf(kind === 'postgres')(
    'two server instances running the week at once send each email once',
    async () => {
      const database = await createTestDatabase(kind);
      opened.push({ close: database.dispose });
      await seedPeople(database);
      const second = await openDatabase({ databaseUrl: database.url!, dataDir: null });
      opened.unshift(second);
      const mailers = [database.db, second.db].map((db) =>
        createMailer({ transport: 'outbox', smtpUrl: null, from: 'x@y.z', db }),
      );
      const runs = await Promise.all(
        [database.db, second.db].flatMap((db, i) =>
          [0, 1].map(() =>
            runWeeklyEmails(db, mailers[i]!, { now: MONDAY, publicUrl: PUBLIC_URL }),
          ),
        ),
      );
      expect(runs.reduce((sum, run) => sum + run.queued, 0)).toBe(3);
      expect(await listOutbox(database.db)).toHaveLength(3);
    },
  );
});
