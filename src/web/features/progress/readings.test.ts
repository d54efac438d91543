import { describe, expect, it } from 'vitest';
import { addDays } from '../../lib/local-dates';
import { rangeEnding } from './progress-dates';
import { readingKindsFor, weightIn } from './readings';
import { bandStatus, chartSummary } from './trend-summary';

describe('readingKindsFor', () => {
  it.each([
    [[], ['weight']],
    [['hypertension'], ['weight', 'blood-pressure']],
    [['heart_disease'], ['weight', 'blood-pressure']],
    [['chronic_kidney_disease'], ['weight', 'blood-pressure']],
    [['diabetes_type1'], ['weight', 'blood-glucose']],
    [
      ['diabetes_type2', 'hypertension'],
      ['weight', 'blood-pressure', 'blood-glucose'],
    ],
    [['celiac_disease'], ['weight']],
  ] as const)('asks a person with %j for %j', (conditions, kinds) => {
    expect(readingKindsFor(conditions)).toEqual(kinds);
  });
});

describe('weightIn', () => {
  it('gives kilograms as stored, and pounds to one decimal for imperial', () => {
    expect(weightIn('metric', 72.57)).toBe(72.6);
    expect(weightIn('imperial', 72.57)).toBe(160);
  });
});

describe('rangeEnding', () => {
  it('covers 28 or 84 days ending today', () => {
    const four = rangeEnding('2026-03-10', 4);
    expect(four.days).toHaveLength(28);
    expect(four.from).toBe('2026-02-11');
    expect(four.days.at(-1)).toBe('2026-03-10');
    expect(rangeEnding('2026-03-10', 12).from).toBe(addDays('2026-03-10', -83));
  });
});

describe('the chart text alternative', () => {
  const format = (value: number) => value.toLocaleString('en-GB');
  it('names how many values, the first and the last, and how many sit within the band', () => {
    const text = chartSummary({
      title: 'Energy eaten per day',
      weeks: 4,
      unit: 'kcal',
      format,
      band: { min: 1800, max: 2200 },
      series: [
        {
          id: 'energy',
          label: 'Energy',
          style: 'solid',
          points: [
            { date: '2026-03-01', value: 1500 },
            { date: '2026-03-02', value: 2000 },
            { date: '2026-03-04', value: 2300 },
          ],
        },
      ],
    });
    expect(text).toBe(
      'Energy eaten per day, last 4 weeks. Energy: 3 values, from 1,500 kcal on Sun, 1 Mar 2026 to 2,300 kcal on Wed, 4 Mar 2026. 1 of 3 within the target, 1,800 to 2,200 kcal.',
    );
  });

  it.each([
    [1799, 'Below'],
    [1800, 'Within'],
    [2200, 'Within'],
    [2201, 'Above'],
  ] as const)('counts %d as %s a band of 1,800 to 2,200', (value, status) => {
    expect(bandStatus(value, { min: 1800, max: 2200 })).toBe(status);
  });

  it('reads a limit with no floor: only above it is out', () => {
    expect(bandStatus(0, { min: null, max: 1500 })).toBe('Within');
    expect(bandStatus(1501, { min: null, max: 1500 })).toBe('Above');
  });
});
