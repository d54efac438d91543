import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Meal, MealPlan } from '#domain';

const meal = (ingredients: [foodId: string, name: string, grams: number][]): Meal => ({
  name: 'Meal',
  description: 'A meal.',
  calories: 500,
  ingredients: ingredients.map(([foodId, name, grams]) => ({ foodId, name, grams })),
});

const plan: MealPlan = {
  seed: 1,
  days: [1, 2, 3].map((day) => ({
    day,
    meals: {
      breakfast: meal([['09003', 'Apple', 140]]),
      lunch: meal([['16070', 'Lentils', 493]]),
      dinner: meal([['11457', 'Spinach', 30]]),
      snacks: [],
    },
  })),
};

/** The test DOM has no layout: this observer lets a test say when the list nears the screen. */
class TestIntersectionObserver {
  static instances: TestIntersectionObserver[] = [];
  readonly targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    TestIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets.length = 0;
  }
  nearScreen() {
    const entries = this.targets.map((target) => ({ target, isIntersecting: true }));
    this.callback(entries as unknown as IntersectionObserverEntry[], this as never);
  }
}

// Each test starts with the grocery list not loaded yet (the slot keeps it once loaded).
async function freshSlot() {
  vi.resetModules();
  return import('./grocery-list-slot');
}

beforeEach(() => {
  TestIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', TestIntersectionObserver);
  // No idle moment unless a test makes one: the list must load for another reason.
  vi.stubGlobal('requestIdleCallback', () => 1);
  vi.stubGlobal('cancelIdleCallback', () => undefined);
});
afterEach(() => {
  // Unmounted while the stubs still stand: the slot cancels its idle callback on unmount.
  cleanup();
  vi.unstubAllGlobals();
});

// The first load of the list brings the engine's food table, slow on a busy machine.
const LOADING_TIMEOUT = 30_000;

describe('GroceryListSlot', () => {
  it(
    'holds the place under the same heading, and loads the list when it nears the screen',
    async () => {
      const { GroceryListSlot } = await freshSlot();
      render(<GroceryListSlot plan={plan} />);
      expect(screen.getByRole('heading', { name: 'Grocery list for 3 days' })).toBeVisible();
      expect(screen.getByText('Loading the grocery list...')).toBeVisible();
      expect(screen.queryByRole('region', { name: 'Grocery list for 3 days' })).toBeNull();

      TestIntersectionObserver.instances.at(-1)?.nearScreen();
      await screen.findAllByTestId('grocery-item', {}, { timeout: LOADING_TIMEOUT });
      const list = screen.getByRole('region', { name: 'Grocery list for 3 days' });
      expect(within(list).getAllByTestId('grocery-item')).toHaveLength(3);
      expect(within(list).queryByText('Loading the grocery list...')).toBeNull();
    },
    LOADING_TIMEOUT,
  );

  it(
    'loads the list when the browser is idle, without scrolling',
    async () => {
      let idle: (() => void) | undefined;
      vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
        idle = callback;
        return 1;
      });
      const { GroceryListSlot } = await freshSlot();
      render(<GroceryListSlot plan={plan} />);
      expect(screen.queryAllByTestId('grocery-item')).toHaveLength(0);
      idle?.();
      expect(
        await screen.findAllByTestId('grocery-item', {}, { timeout: LOADING_TIMEOUT }),
      ).toHaveLength(3);
    },
    LOADING_TIMEOUT,
  );

  it(
    'renders the list at once when it has loaded before (a print waits for that)',
    async () => {
      const { GroceryListSlot, loadGroceryList } = await freshSlot();
      await loadGroceryList();
      render(<GroceryListSlot plan={plan} />);
      expect(screen.getAllByTestId('grocery-item')).toHaveLength(3);
      expect(screen.queryByText('Loading the grocery list...')).toBeNull();
    },
    LOADING_TIMEOUT,
  );
});
