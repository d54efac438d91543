import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetAiCallSpacing } from '../../lib/functions-api';
import { profileStore } from '../../lib/profile-store';
import { fillImperial, renderAssessment } from './assessment-page-testing';

const bmiRegion = () => screen.getByRole('region', { name: 'Your BMI' });

beforeEach(() => {
  profileStore.reset();
  resetAiCallSpacing();
});

describe('AssessmentPage units and BMI', () => {
  it('converts the measures when the unit flips, both ways, rounded to 0.1', async () => {
    const { user } = renderAssessment();
    await fillImperial(user);

    await user.click(screen.getByRole('radio', { name: 'Metric' }));
    expect(screen.getByLabelText(/^Weight \(kg\)/)).toHaveValue(80);
    expect(screen.getByLabelText(/^Height \(cm\)/)).toHaveValue(170.2);
    expect(screen.queryByLabelText(/^Weight \(lb\)/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Imperial' }));
    expect(screen.getByLabelText(/^Weight \(lb\)/)).toHaveValue(176.4);
    expect(screen.getByLabelText(/^Feet/)).toHaveValue(5);
    expect(screen.getByLabelText(/^Inches/)).toHaveValue(7);
  });

  it('shows the live BMI to one decimal with its category, in a polite live region', async () => {
    const { user } = renderAssessment();
    expect(bmiRegion()).toHaveTextContent('Enter your weight and height to see your BMI.');
    await fillImperial(user);

    const status = within(bmiRegion()).getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('27.6');
    expect(status).toHaveTextContent('Overweight');

    await user.click(screen.getByRole('radio', { name: 'Metric' }));
    const kg = screen.getByLabelText(/^Weight \(kg\)/);
    const cm = screen.getByLabelText(/^Height \(cm\)/);
    for (const [weight, height, bmi, category] of [
      ['50', '170', '17.3', 'Underweight'],
      ['65', '170', '22.5', 'Normal weight'],
      ['90', '170', '31.1', 'Obese'],
    ] as const) {
      await user.clear(kg);
      await user.type(kg, weight);
      await user.clear(cm);
      await user.type(cm, height);
      expect(status).toHaveTextContent(bmi);
      expect(status).toHaveTextContent(category);
    }
  });

  it('shows no BMI while a measure is out of range', async () => {
    const { user } = renderAssessment();
    await fillImperial(user, { lb: '20' });
    expect(bmiRegion()).toHaveTextContent('Enter your weight and height to see your BMI.');
  });
});
