import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Meal, MealPlan } from '#domain';
import { setupUser } from '../../test/user';
import { GroceryList } from './grocery-list';
import { GROCERY_CHECKS_PREFIX, groceryChecksKey } from './plan-summary';

const meal = (ingredients: [foodId: string, name: string, grams: number][]): Meal => ({
  name: 'Meal',
  description: 'A meal.',
  calories: 500,
  ingredients: ingredients.map(([foodId, name, grams]) => ({ foodId, name, grams })),
});

const planOf = (seed: number): MealPlan => ({
  seed,
  days: [1, 2, 3].map((day) => ({
    day,
    meals: {
      breakfast: meal([
        ['09003', 'Apple', 140],
        ['16080', 'Mung beans, raw', 20],
      ]),
      lunch: meal([['16070', 'Lentils', 493]]),
      dinner: meal([
        ['16081', 'Mung beans', 100],
        ['11457', 'Spinach', 30],
      ]),
      snacks: [],
    },
  })),
});

beforeEach(() => localStorage.clear());

describe('GroceryList', () => {
  it('shows one line per food in the form bought, with household amounts and grams', () => {
    render(<GroceryList plan={planOf(1)} />);
    const list = screen.getByRole('region', { name: 'Grocery list for 3 days' });
    expect(within(list).getAllByTestId('grocery-item')).toHaveLength(4);
    expect(
      within(list).getByRole('checkbox', { name: 'Apple: 3 apples (about 420 g)' }),
    ).toBeVisible();
    // 3 × 493 g of cooked lentils is 1,479 g: about 490 g dry.
    expect(
      within(list).getByRole('checkbox', { name: 'Lentils, dry: 2 bags, 1 lb each (about 490 g)' }),
    ).toBeVisible();
    expect(within(list).getAllByRole('checkbox', { name: /^Mung beans/ })).toHaveLength(1);
    expect(within(list).getByRole('checkbox', { name: /^Spinach: 1 bag, 5 oz/ })).toBeVisible();
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Produce', 'Canned & jarred']);
  });

  it('keeps ticks across a reload, for the same plan only', async () => {
    const user = setupUser();
    const { unmount } = render(<GroceryList plan={planOf(1)} />);
    await user.click(screen.getByRole('checkbox', { name: /^Apple:/ }));
    expect(screen.getByRole('checkbox', { name: /^Apple:/ })).toBeChecked();
    expect(screen.getByText('1 of 4 ticked off')).toBeVisible();
    expect(JSON.parse(localStorage.getItem(groceryChecksKey(planOf(1))) ?? '[]')).toEqual([
      '09003',
    ]);
    unmount();

    const again = render(<GroceryList plan={planOf(1)} />);
    expect(screen.getByRole('checkbox', { name: /^Apple:/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^Spinach:/ })).not.toBeChecked();
    again.unmount();

    // A new plan starts unticked, and the old plan's ticks are cleaned away.
    render(<GroceryList plan={planOf(2)} />);
    expect(screen.getByRole('checkbox', { name: /^Apple:/ })).not.toBeChecked();
    const keys = Object.keys(localStorage).filter((key) => key.startsWith(GROCERY_CHECKS_PREFIX));
    expect(keys).toEqual([]);
  });

  it('unticks with the keyboard and forgets an empty list of ticks', async () => {
    const user = setupUser();
    render(<GroceryList plan={planOf(1)} />);
    const apple = screen.getByRole('checkbox', { name: /^Apple:/ });
    apple.focus();
    await user.keyboard(' ');
    expect(apple).toBeChecked();
    await user.keyboard(' ');
    expect(apple).not.toBeChecked();
    expect(localStorage.getItem(groceryChecksKey(planOf(1)))).toBeNull();
  });

  it('ignores stored junk', () => {
    localStorage.setItem(groceryChecksKey(planOf(1)), '{not json');
    render(<GroceryList plan={planOf(1)} />);
    expect(screen.getByRole('checkbox', { name: /^Apple:/ })).not.toBeChecked();
  });

  it('downloads the list as CSV', async () => {
    const user = setupUser();
    const blobs: Blob[] = [];
    vi.stubGlobal('URL', {
      ...URL,
      createObjectURL: (blob: Blob) => {
        blobs.push(blob);
        return 'blob:grocery';
      },
      revokeObjectURL: () => {},
    });
    const clicks: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this);
    });
    render(<GroceryList plan={planOf(1)} />);
    await user.click(screen.getByRole('button', { name: 'Download grocery list (CSV)' }));
    click.mockRestore();

    expect(clicks.map((link) => link.download)).toEqual(['grocery-list-3-days.csv']);
    expect(blobs[0]?.type).toBe('text/csv;charset=utf-8');
    const csv = await blobs[0]!.text();
    expect(csv.split('\r\n').slice(0, 3)).toEqual([
      'Section,Item,Amount,Grams',
      'Produce,Apple,3 apples,420',
      'Produce,Spinach,"1 bag, 5 oz",90',
    ]);
  });
});
