import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TargetRow } from '#domain';
import { bandText, TargetBars } from './target-bars';

const row = (overrides: Partial<TargetRow>): TargetRow => ({
  id: 'energy',
  label: 'Energy',
  nutrient: 'energyKcal',
  unit: 'kcal',
  value: 1500,
  incomplete: false,
  min: 1600,
  max: 1900,
  status: 'below',
  sentence: 'Energy is 1,500 kcal, below the 1,600 kcal to aim for.',
  personal: false,
  sourceIds: ['A1'],
  ...overrides,
});

describe('TargetBars', () => {
  it('says each amount, its band and its status in words, with the sentence when out of range', () => {
    render(
      <TargetBars
        rows={[
          row({
            id: 'ckd-potassium',
            label: 'Potassium',
            nutrient: 'potassiumMg',
            unit: 'mg',
            value: 3400,
            incomplete: true,
            min: null,
            max: 3000,
            status: 'above',
            sentence:
              'Potassium is 3,400 mg (at least: some foods have no value for it), above your limit of 3,000 mg.',
            personal: true,
          }),
          row({
            id: 'fat',
            label: 'Fat',
            nutrient: 'fatG',
            unit: 'g',
            value: 50,
            min: 40,
            max: 70,
            status: 'within',
            sentence: null,
          }),
          row({}),
        ]}
      />,
    );
    const [potassium, fat, energy] = screen.getAllByTestId('target-row') as HTMLElement[];
    expect(potassium).toHaveTextContent('at least 3,400 mg of at most 3,000 mg');
    expect(within(potassium as HTMLElement).getByText('Above')).toBeInTheDocument();
    expect(within(potassium as HTMLElement).getByText('For you')).toBeInTheDocument();
    expect(potassium).toHaveTextContent(/above your limit of 3,000 mg\./);
    expect(fat).toHaveTextContent('50 g of 40–70 g');
    expect(within(fat as HTMLElement).getByText('Within')).toBeInTheDocument();
    expect(within(fat as HTMLElement).queryByTestId('target-sentence')).not.toBeInTheDocument();
    expect(within(energy as HTMLElement).getByText('Below')).toBeInTheDocument();
    expect(within(energy as HTMLElement).queryByText('For you')).not.toBeInTheDocument();
    expect(screen.getByText(/are set by your health conditions/)).toBeInTheDocument();
  });

  it('names bands with one bound plainly', () => {
    expect(bandText({ min: 25, max: null, unit: 'g' })).toBe('at least 25 g');
    expect(bandText({ min: null, max: 2000, unit: 'mg' })).toBe('at most 2,000 mg');
    expect(bandText({ min: null, max: null, unit: 'mg' })).toBe('no target');
  });
});
