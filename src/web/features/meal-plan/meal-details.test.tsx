import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Meal } from '#domain';
import { MealDetails } from './meal-details';

const meal: Meal = {
  name: 'Lentil soup',
  description: 'Lentil soup, described.',
  calories: 600,
  protein: 20,
  carbs: 50,
  fat: 10,
  servings: 1.5,
  ingredients: [{ foodId: '1', name: 'Red lentils', grams: 90, measure: '½ cup' }],
  steps: ['Simmer the lentils.'],
  nutrients: { sodiumMg: 410 },
};

describe('MealDetails', () => {
  it('draws the ingredients, steps and nutrients only once the meal is opened, and keeps them', async () => {
    const user = userEvent.setup();
    const { container } = render(<MealDetails meal={meal} label="Day 1 lunch" slot="lunch" />);
    expect(screen.queryByText('Red lentils')).not.toBeInTheDocument();

    await user.click(screen.getByText('Ingredients and steps'));
    expect(await screen.findByText('Red lentils')).toBeInTheDocument();
    expect(screen.getByText('Simmer the lentils.')).toBeInTheDocument();
    expect(screen.getByText('410 mg')).toBeInTheDocument();
    expect(screen.getByText('1.5 servings')).toBeInTheDocument();

    // Closed again, the inside stays (no redraw when it opens next).
    await user.click(screen.getByText('Ingredients and steps'));
    expect(container.querySelector('details')?.open).toBe(false);
    expect(screen.getByText('Red lentils')).toBeInTheDocument();
  });

  it('draws the inside when the browser opens the meal without a click', async () => {
    const { container } = render(<MealDetails meal={meal} label="Day 1 lunch" slot="lunch" />);
    const details = container.querySelector('details');
    if (!details) throw new Error('no details');
    details.open = true;
    expect(await screen.findByText('Red lentils')).toBeInTheDocument();
  });
});
