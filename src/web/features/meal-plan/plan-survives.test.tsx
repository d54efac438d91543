import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Meal, MealPlan } from '#domain';
import { resetAiCallSpacing } from '../../lib/functions-api';
import { profileStore } from '../../lib/profile-store';
import { fakeApi, functionReply } from '../../test/fake-api';
import { ADA_ASSESSMENT } from '../../test/people';
import { getButtonByText, getDayButton, getDayRegion } from '../../test/queries';
import { createTestQueryClient, renderWithProviders, seedAuth } from '../../test/render';
import { MealPlanPage } from './meal-plan-page';

/**
 * Issue 16 item 4, on the screen: locks, chosen meals kept through a change of length (and asked
 * about before a shorter plan drops them), one day planned again, printing with or without the
 * recipes, and the calendar file.
 */

let nextFoodId = 10000;
const meal = (name: string, calories: number, extra: Partial<Meal> = {}): Meal => ({
  name,
  description: `${name}, described.`,
  calories,
  protein: 20,
  carbs: 50,
  fat: 10,
  ingredients: [{ foodId: String(nextFoodId++), name: `${name} base`, grams: 120 }],
  steps: [`Cook the ${name}.`],
  ...extra,
});

const day = (n: number): MealPlan['days'][number] => ({
  day: n,
  meals: {
    breakfast: meal(`Breakfast ${n}`, 400),
    lunch: meal(`Lunch ${n}`, 600),
    dinner: meal(`Dinner ${n}`, 700),
    snacks: [meal(`Snack ${n}`, 200)],
  },
});

const planOf = (days: number): MealPlan => ({
  days: Array.from({ length: days }, (_, i) => day(i + 1)),
});

const ASSESSMENT = ADA_ASSESSMENT;

/**
 * The shared fake API with both functions answering `data`: these plans are hand-made (their
 * locks and chosen meals are the point), so the engine is not asked to revise them.
 */
function answerWith(data: unknown) {
  const reply = functionReply(data);
  return fakeApi({
    routes: { 'POST /api/functions/ai-analyze': reply, 'POST /api/functions/ai-chat': reply },
  }).spy;
}

const requestBody = (spy: ReturnType<typeof answerWith>, n = 0) =>
  JSON.parse(String(spy.mock.calls[n]?.[1]?.body));

function renderPage() {
  const queryClient = createTestQueryClient();
  seedAuth(queryClient, { session: null });
  return renderWithProviders(<MealPlanPage />, { path: '/meal-plan', queryClient });
}

function showPlan(plan: MealPlan) {
  profileStore.update({
    assessment: ASSESSMENT,
    mealPlan: plan,
    mealPlanDays: plan.days.length as 3 | 5 | 7 | 14,
  });
}

beforeEach(() => {
  profileStore.reset();
  resetAiCallSpacing();
});
afterEach(() => {
  profileStore.reset();
  vi.unstubAllGlobals();
});

describe('meal locks', () => {
  it('locks a meal with a toggle button and keeps the lock in the stored plan', async () => {
    fakeApi();
    showPlan(planOf(3));
    const { user } = renderPage();
    const lock = getDayButton(2, 'Lock Breakfast, day 2');
    expect(lock).toHaveAttribute('aria-pressed', 'false');
    await user.click(lock);
    expect(lock).toHaveAttribute('aria-pressed', 'true');
    expect(profileStore.get().mealPlan?.days[1]?.meals.breakfast.isLocked).toBe(true);
    // A locked meal is not swapped.
    expect(getDayButton(2, 'Swap Day 2 breakfast')).toBeDisabled();
    await user.click(getDayButton(3, 'Lock Snack 1, day 3'));
    expect(profileStore.get().mealPlan?.days[2]?.meals.snacks[0]?.isLocked).toBe(true);
    await user.click(lock);
    expect(profileStore.get().mealPlan?.days[1]?.meals.breakfast.isLocked).toBeUndefined();
  });

  it('sends the plan with its locked meals when regenerating, and shows the plan that comes back', async () => {
    const locked = planOf(3);
    locked.days[0]!.meals.lunch = { ...locked.days[0]!.meals.lunch, isLocked: true };
    const next = planOf(3);
    next.days[0]!.meals.lunch = locked.days[0]!.meals.lunch;
    next.days[1]!.meals.dinner = meal('Fresh dinner', 700);
    const fetchSpy = answerWith(next);
    showPlan(locked);
    const { user } = renderPage();
    await user.click(getButtonByText('Regenerate Plan'));
    expect(await screen.findByText('Fresh dinner')).toBeInTheDocument();
    const body = requestBody(fetchSpy);
    expect(body).toMatchObject({ type: 'mealPlan', daysCount: 3, revise: { keepChosen: false } });
    expect(body.revise.plan.days[0].meals.lunch.isLocked).toBe(true);
    expect(getDayButton(1, 'Lock Lunch, day 1')).toHaveAttribute('aria-pressed', 'true');
  });

  it('regenerates without a revision when nothing is locked', async () => {
    const fetchSpy = answerWith(planOf(3));
    showPlan(planOf(3));
    const { user } = renderPage();
    await user.click(getButtonByText('Regenerate Plan'));
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    expect(requestBody(fetchSpy).revise).toBeUndefined();
  });
});

describe('changing the length', () => {
  it('keeps chosen meals on a longer plan', async () => {
    const chosen = planOf(7);
    chosen.days[1]!.meals.lunch = meal('Lentil Soup', 600, { isChosen: true });
    const fetchSpy = answerWith(planOf(14));
    showPlan(chosen);
    const { user } = renderPage();
    expect(within(getDayRegion(2)).getByText('Your choice')).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Plan length'), '14');
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    const body = requestBody(fetchSpy);
    expect(body).toMatchObject({ daysCount: 14, revise: { keepChosen: true } });
    expect(body.revise.plan.days[1].meals.lunch).toMatchObject({
      name: 'Lentil Soup',
      isChosen: true,
    });
  });

  it('asks before a shorter plan drops chosen meals; Cancel leaves the plan and the length', async () => {
    const plan = planOf(7);
    plan.days[4]!.meals.dinner = meal('Chosen dinner', 700, { isChosen: true });
    plan.days[5]!.meals.breakfast = meal('Locked breakfast', 400, { isLocked: true });
    const fetchSpy = answerWith(planOf(3));
    showPlan(plan);
    const { user } = renderPage();
    const length = screen.getByLabelText('Plan length');
    await user.selectOptions(length, '3');
    const dialog = await screen.findByRole('dialog', { name: 'Shorten to 3 days?' });
    expect(dialog).toHaveAccessibleDescription(
      'Your 2 locked or chosen meals on days 4–7 will be lost.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(length).toHaveValue('7');
    expect(profileStore.get().mealPlan).toEqual(plan);
    expect(fetchSpy).not.toHaveBeenCalled();

    await user.selectOptions(length, '3');
    const again = await screen.findByRole('dialog', { name: 'Shorten to 3 days?' });
    await user.click(within(again).getByRole('button', { name: 'Shorten' }));
    // Waited for by their text (a polled role query weighs the whole 7-day page each time).
    await waitFor(() =>
      expect(screen.getAllByText(/^Day \d+$/, { selector: 'h2' })).toHaveLength(3),
    );
    expect(screen.getAllByRole('heading', { name: /^Day \d+$/ })).toHaveLength(3);
    expect(requestBody(fetchSpy)).toMatchObject({ daysCount: 3, revise: { keepChosen: true } });
  });

  it('shortens without asking when nothing chosen is on the days dropped', async () => {
    const plan = planOf(7);
    plan.days[1]!.meals.dinner = meal('Chosen dinner', 700, { isChosen: true });
    const fetchSpy = answerWith(planOf(3));
    showPlan(plan);
    const { user } = renderPage();
    await user.selectOptions(screen.getByLabelText('Plan length'), '3');
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('one day planned again', () => {
  it("asks for new meals for that day only and shows them, the day's locked meals sent", async () => {
    const plan = planOf(3);
    plan.days[1]!.meals.breakfast = { ...plan.days[1]!.meals.breakfast, isLocked: true };
    const next: MealPlan = { ...plan, days: plan.days.map((d) => ({ ...d })) };
    next.days[1] = {
      ...plan.days[1]!,
      meals: { ...plan.days[1]!.meals, lunch: meal('New lunch', 600) },
    };
    const fetchSpy = answerWith(next);
    showPlan(plan);
    const { user } = renderPage();
    const day2 = getDayRegion(2);
    await user.click(getButtonByText('New meals for day 2', day2));
    expect(await within(day2).findByText('New lunch')).toBeInTheDocument();
    expect(within(day2).getByTestId('day-plan-outcome')).toHaveTextContent('Day 2 has new meals.');
    expect(requestBody(fetchSpy)).toMatchObject({
      type: 'mealPlan',
      daysCount: 3,
      revise: { day: 2, keepChosen: false },
    });
    expect(profileStore.get().mealPlan).toEqual(next);
  });
});

describe('print and calendar', () => {
  it('prints every recipe of every day, opened or not, or the plan alone, and the grocery list', async () => {
    fakeApi();
    // The grocery list loads on its own (grocery-list-slot.tsx), and printing waits for it (the
    // first load brings the food table: slow on a busy machine, hence the test's timeout).
    const groceryListPrinted: boolean[] = [];
    const print = vi.fn(() =>
      groceryListPrinted.push(
        screen.queryByRole('region', { name: 'Grocery list for 3 days' }) !== null,
      ),
    );
    vi.stubGlobal('print', print);
    showPlan(planOf(3));
    const { user } = renderPage();
    expect(screen.queryByTestId('printable-plan')).not.toBeInTheDocument();
    await user.click(getButtonByText('Print Meal Plan'));
    await user.click(getButtonByText('Print plan with recipes'));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1), { timeout: 20_000 });
    expect(groceryListPrinted).toEqual([true]);
    const printable = screen.getByTestId('printable-plan');
    for (const n of [1, 2, 3]) {
      for (const name of [`Breakfast ${n}`, `Lunch ${n}`, `Dinner ${n}`, `Snack ${n}`]) {
        expect(printable).toHaveTextContent(`${name} base: 120 g`);
        expect(printable).toHaveTextContent(`Cook the ${name}.`);
      }
    }
    await user.click(getButtonByText('Print Meal Plan'));
    await user.click(getButtonByText('Print plan only'));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(2));
    expect(screen.getByTestId('printable-plan')).toHaveTextContent('Breakfast 1');
    expect(screen.getByTestId('printable-plan')).not.toHaveTextContent('Cook the');
  }, 30_000);

  it('downloads the plan as a calendar file from the start date picked', async () => {
    fakeApi();
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:plan';
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    showPlan(planOf(3));
    const { user } = renderPage();
    const start = screen.getByLabelText('Calendar start date');
    await user.clear(start);
    await user.type(start, '2027-01-30');
    await user.click(getButtonByText('Download calendar (.ics)'));
    expect(click).toHaveBeenCalledTimes(1);
    const text = await blobs[0]!.text();
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text).toContain('DTSTART:20270130T080000');
    expect(text).toContain('DTSTART:20270201T183000');
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(12);
    click.mockRestore();
  });
});
