import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Meal, MealPlanDay, PlanTargets } from '#domain';
import { DayCard } from './day-card';

const meal = (name: string, calories: number): Meal => ({
  name,
  description: `${name}, described.`,
  calories,
  protein: 20,
  carbs: 50,
  fat: 10,
});

const day: MealPlanDay = {
  day: 1,
  meals: {
    breakfast: meal('Oats', 400),
    lunch: meal('Lentil soup', 600),
    dinner: meal('Cod and rice', 700),
    snacks: [],
  },
  totals: {
    calories: 1700,
    protein: 60,
    carbs: 150,
    fat: 30,
    fiberG: 30,
    sugarsG: 40,
    satFatG: 8,
    sodiumMg: 1400,
    potassiumMg: 2900,
    phosphorusMg: 900,
    cholesterolMg: 120,
    vitaminKUg: 96.4,
  },
};

const range = { minG: 10, maxG: 200, sourceIds: ['A3'] };
const targets = (limits: PlanTargets['limits']): PlanTargets => ({
  energyKcal: 1700,
  energyTolerance: 0.05,
  energySourceIds: ['A1'],
  macros: { carbs: range, protein: range, fat: range },
  fiberMinG: 25,
  fiberSourceIds: ['A5'],
  limits,
});

const WARFARIN_BAND = {
  id: 'warfarin-vitamin-k-consistency',
  nutrient: 'vitaminKUg' as const,
  label: 'Vitamin K (keep steady)',
  scope: 'day' as const,
  min: 45,
  max: 135,
  unit: 'µg',
  sourceIds: ['C1'],
};

describe('DayCard day totals', () => {
  it("shows the day's vitamin K against the steady band when the plan carries the warfarin rule", () => {
    render(<DayCard day={day} targets={targets([WARFARIN_BAND])} />);
    const row = screen.getByText('Vitamin K (keep steady)').closest('li');
    expect(row).not.toBeNull();
    expect(row).toHaveTextContent('96 µg');
    expect(row).toHaveTextContent('target 45–135 µg');
    expect(row).not.toHaveTextContent('above');
    expect(row).not.toHaveTextContent('below');
  });

  it('leaves vitamin K out of the totals without the warfarin rule', () => {
    render(<DayCard day={day} targets={targets([])} />);
    expect(screen.getByText('Day totals against targets')).toBeInTheDocument();
    expect(screen.queryByText(/Vitamin K/)).not.toBeInTheDocument();
  });

  it('shows a day planned to the stated energy range against that range, saying so', () => {
    const wide: MealPlanDay = {
      ...day,
      totals: { ...day.totals!, calories: 1560 },
      statedEnergyRange: { minKcal: 1530, maxKcal: 1870 },
    };
    render(<DayCard day={wide} targets={targets([])} />);
    const row = screen.getByText('Energy').closest('li');
    expect(row).toHaveTextContent(
      '1,560 kcal · target 1,530–1,870 kcal (the range your analysis gives)',
    );
    expect(row).not.toHaveTextContent('below');
  });

  it('judges a total as it is shown, in whole units', () => {
    const { rerender } = render(
      <DayCard day={{ ...day, totals: { ...day.totals!, fiberG: 24.9 } }} targets={targets([])} />,
    );
    const row = () => screen.getByText('Fiber').closest('li');
    expect(row()).toHaveTextContent('25 g · at least 25 g');
    expect(row()).not.toHaveTextContent('below');
    rerender(
      <DayCard day={{ ...day, totals: { ...day.totals!, fiberG: 24.4 } }} targets={targets([])} />,
    );
    expect(row()).toHaveTextContent('24 g · at least 25 g · below');
  });

  it('shows an ordinary day against ±5 % of the target', () => {
    render(
      <DayCard
        day={{ ...day, totals: { ...day.totals!, calories: 1560 } }}
        targets={targets([])}
      />,
    );
    const row = screen.getByText('Energy').closest('li');
    expect(row).toHaveTextContent('1,560 kcal · target 1,615–1,785 kcal · below');
  });
});
