import { describe, expect, it } from 'vitest';
import { listOutbox } from '../../email/mailer';
import { databaseKinds } from '../../test/databases';
import { type ErrorReply, meClient } from '../../test/me-client';
import { samplePlan, signedInSuite } from '../../test/me-fixtures';
import { signUpConfirmedUser } from '../../test/users';
import { EMAIL_PLAN_LIMIT } from './email.routes';

describe.each(databaseKinds())('/api/me email on %s', (kind) => {
  const suite = signedInSuite(kind, 'email');

  it('keeps both weekly emails off until the person turns them on', async () => {
    expect(await suite.me.get('/email-settings')).toMatchObject({
      status: 200,
      body: { healthTips: false, weeklySummary: false },
    });
    const saved = await suite.me.put('/email-settings', { healthTips: true, weeklySummary: false });
    expect(saved).toMatchObject({ status: 200, body: { healthTips: true, weeklySummary: false } });
    expect((await suite.me.get('/email-settings')).body).toEqual({
      healthTips: true,
      weeklySummary: false,
    });
    const bad = await suite.me.put<ErrorReply>('/email-settings', { healthTips: 'yes' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fieldErrors ?? {})).toContain('healthTips');
    expect((await suite.me.get('/email-settings')).body).toMatchObject({ healthTips: true });
  });

  it("emails the person's own plan to their own address, and no one else's", async () => {
    const created = await suite.me.post<{ item: { id: string } }>('/meal-plans', {
      planData: samplePlan(3),
    });
    const id = created.body.item.id;
    const sent = await suite.me.post<{ to: string; queued: boolean }>(
      `/meal-plans/${id}/email`,
      {},
    );
    expect(sent).toMatchObject({
      status: 200,
      body: { to: `email-${kind}@example.com`, queued: false },
    });
    const [mail] = await listOutbox(suite.ctx.database.db);
    expect(mail).toMatchObject({
      to: `email-${kind}@example.com`,
      subject: 'Your meal plan is ready',
    });
    for (const text of ['Day 3', 'Lentil soup', 'Baked salmon', '/meal-plan']) {
      expect(mail?.text).toContain(text);
    }

    // Another person cannot email this plan, nor learn it exists.
    const other = meClient(
      suite.ctx,
      await signUpConfirmedUser(suite.ctx, `email-other-${kind}@example.com`),
    );
    expect((await other.post(`/meal-plans/${id}/email`, {})).status).toBe(404);
    expect((await meClient(suite.ctx, null).post(`/meal-plans/${id}/email`, {})).status).toBe(401);

    // At most EMAIL_PLAN_LIMIT.max an hour.
    for (let i = 1; i < EMAIL_PLAN_LIMIT.max; i++) {
      expect((await suite.me.post(`/meal-plans/${id}/email`, {})).status).toBe(200);
    }
    const over = await suite.me.post<ErrorReply>(`/meal-plans/${id}/email`, {});
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('Retry-After'))).toBeGreaterThan(0);
  });
});
