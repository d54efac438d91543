import { describe, expect, it } from 'vitest';
import {
  bmiCategory,
  bodyMassIndex,
  cmToFeetInches,
  feetInchesToCm,
  formatBmi,
  kgToPounds,
  poundsToKg,
} from './units';

describe('units and BMI', () => {
  it.each([
    [154, 69.853],
    [44, 19.958],
    [660, 299.371],
  ])('converts %d lb to %d kg with the factor 0.453592', (pounds, kg) => {
    expect(poundsToKg(pounds)).toBeCloseTo(kg, 3);
    expect(kgToPounds(poundsToKg(pounds))).toBeCloseTo(pounds, 9);
  });

  it.each([
    [5, 9, 175.26],
    [6, 0, 182.88],
    [3, 0, 91.44],
    [5, 4.5, 163.83],
  ])('converts %d ft %d in to %d cm', (feet, inches, cm) => {
    expect(feetInchesToCm(feet, inches)).toBeCloseTo(cm, 6);
  });

  it('converts cm back to feet and inches, carrying 12 inches to a foot', () => {
    expect(cmToFeetInches(175.26)).toEqual({ feet: 5, inches: 9 });
    expect(cmToFeetInches(182.8)).toEqual({ feet: 6, inches: 0 });
  });

  it.each([
    [70, 175, '22.9', 'Normal weight'],
    [50, 170, '17.3', 'Underweight'],
    [85, 175, '27.8', 'Overweight'],
    [110, 170, '38.1', 'Obese'],
  ])('gives BMI and category for %d kg at %d cm', (kg, cm, shown, category) => {
    const bmi = bodyMassIndex(kg, cm);
    expect(formatBmi(bmi)).toBe(shown);
    expect(bmiCategory(bmi)).toBe(category);
  });

  it.each([
    [18.49, 'Underweight'],
    [18.5, 'Normal weight'],
    [24.99, 'Normal weight'],
    [25, 'Overweight'],
    [29.99, 'Overweight'],
    [30, 'Obese'],
  ])('puts the boundary BMI %d in %s', (bmi, category) => {
    expect(bmiCategory(bmi)).toBe(category);
  });
});
