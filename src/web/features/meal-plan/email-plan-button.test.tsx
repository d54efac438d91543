import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Meal, MealPlan } from '#domain';
import { retryAfterSeconds } from '../../lib/api-error';
import { profileStore } from '../../lib/profile-store';
import { deferred, errorReply, type FakeReply, fakeApi } from '../../test/fake-api';
import { ADA_ASSESSMENT } from '../../test/people';
import {
  createTestQueryClient,
  makeSession,
  renderWithProviders,
  seedAuth,
} from '../../test/render';
import { MealPlanPage } from './meal-plan-page';

const meal = (name: string, calories: number): Meal => ({
  name,
  description: `${name}, described.`,
  calories,
  protein: 20,
  carbs: 50,
  fat: 10,
});

const PLAN: MealPlan = {
  days: [1, 2, 3].map((day) => ({
    day,
    meals: {
      breakfast: meal(`Breakfast ${day}`, 400),
      lunch: meal(`Lunch ${day}`, 600),
      dinner: meal(`Dinner ${day}`, 600),
      snacks: [meal(`Snack ${day}`, 200)],
    },
  })),
};

const ASSESSMENT = ADA_ASSESSMENT;

const EMAIL_PATH = '/api/me/meal-plans/plan-7/email';

/** The plan screen with a stored plan; signed in, the account's data counts as loaded. */
function renderPlan({ isSignedIn, mealPlanId }: { isSignedIn: boolean; mealPlanId?: string }) {
  profileStore.update({ assessment: ASSESSMENT, mealPlan: PLAN, mealPlanDays: 3, mealPlanId });
  const queryClient = createTestQueryClient();
  const session = isSignedIn ? makeSession('ada@example.com') : null;
  seedAuth(queryClient, { session });
  if (session) profileStore.update({ accountUserId: session.user.id });
  return renderWithProviders(<MealPlanPage />, { path: '/meal-plan', queryClient });
}

const emailButton = () => screen.queryByRole('button', { name: 'Email me this plan' });

/** Signed in with a saved plan, clicks the button and expects `text` as its status line. */
async function expectStatusAfterSend(reply: FakeReply, text: string) {
  fakeApi({ session: makeSession(), routes: { [`POST ${EMAIL_PATH}`]: reply } });
  const { user } = renderPlan({ isSignedIn: true, mealPlanId: 'plan-7' });
  await user.click(screen.getByRole('button', { name: 'Email me this plan' }));
  expect(await screen.findByText(text)).toHaveAttribute('role', 'status');
  expect(screen.getByRole('button', { name: 'Email me this plan' })).toBeEnabled();
}

beforeEach(() => profileStore.reset());
afterEach(() => profileStore.reset());

describe("'Email me this plan'", () => {
  it('is not offered when signed out', () => {
    fakeApi({ session: makeSession() });
    renderPlan({ isSignedIn: false, mealPlanId: 'plan-7' });
    expect(screen.getByRole('button', { name: 'Print Meal Plan' })).toBeInTheDocument();
    expect(emailButton()).not.toBeInTheDocument();
  });

  it('is not offered for a plan not saved to the account yet', () => {
    fakeApi({ session: makeSession() });
    renderPlan({ isSignedIn: true });
    expect(screen.getByRole('button', { name: 'Print Meal Plan' })).toBeInTheDocument();
    expect(emailButton()).not.toBeInTheDocument();
  });

  it('posts the saved plan to its email endpoint and says where it went', async () => {
    const reply = deferred<FakeReply>();
    const api = fakeApi({
      session: makeSession(),
      routes: { [`POST ${EMAIL_PATH}`]: () => reply.promise },
    });
    const { user } = renderPlan({ isSignedIn: true, mealPlanId: 'plan-7' });
    const button = screen.getByRole('button', { name: 'Email me this plan' });
    // Kept off paper, beside the other actions.
    expect(button.closest('[data-print-hide]')).not.toBeNull();

    await user.click(button);
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    reply.resolve({ body: { to: 'ada@example.com', queued: false } });

    const status = await screen.findByText('Sent to ada@example.com.');
    expect(status).toHaveAttribute('role', 'status');
    expect(status.closest('[data-print-hide]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Email me this plan' })).toBeEnabled();
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]?.url).toBe(EMAIL_PATH);
    expect(api.requests[0]?.method).toBe('POST');
    expect(api.requests[0]?.body).toBeUndefined();
  });

  it('says when the email waits in the queue', async () => {
    await expectStatusAfterSend(
      { body: { to: 'ada@example.com', queued: true } },
      'Queued for ada@example.com: the mail server will get it shortly.',
    );
  });

  it('says in how many minutes the plan can be emailed again after the hourly limit', async () => {
    await expectStatusAfterSend(
      {
        status: 429,
        headers: { 'Retry-After': '1450' },
        body: {
          error: {
            code: 'RATE_LIMITED',
            message: 'This plan was emailed 3 times in the last hour. Please try again later.',
          },
        },
      },
      'You can email this plan again in 25 minutes.',
    );
  });

  it("falls back to the server's message when a refusal says no time", async () => {
    await expectStatusAfterSend(
      errorReply(429, 'RATE_LIMITED', 'Please try again later.'),
      'Please try again later.',
    );
  });

  it("shows the server's message when email is off", async () => {
    await expectStatusAfterSend(
      errorReply(503, 'EMAIL_NOT_CONFIGURED', 'Email service not configured'),
      'Email service not configured',
    );
  });

  it('forgets the last outcome when the plan is replaced by another saved one', async () => {
    fakeApi({
      session: makeSession(),
      routes: { [`POST ${EMAIL_PATH}`]: { body: { to: 'ada@example.com', queued: false } } },
    });
    const { user } = renderPlan({ isSignedIn: true, mealPlanId: 'plan-7' });
    await user.click(screen.getByRole('button', { name: 'Email me this plan' }));
    await screen.findByText('Sent to ada@example.com.');

    profileStore.update({ mealPlanId: 'plan-8' });
    await waitFor(() =>
      expect(screen.queryByText('Sent to ada@example.com.')).not.toBeInTheDocument(),
    );
    expect(emailButton()).toBeEnabled();
  });
});

describe('retryAfterSeconds', () => {
  it('reads seconds or an HTTP date, and nothing else', () => {
    const now = Date.parse('2025-01-15T10:00:00Z');
    expect(retryAfterSeconds('90', now)).toBe(90);
    expect(retryAfterSeconds('Wed, 15 Jan 2025 10:02:00 GMT', now)).toBe(120);
    expect(retryAfterSeconds(null, now)).toBeNull();
    expect(retryAfterSeconds('soon', now)).toBeNull();
  });
});
