import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAiCallSpacing } from '../../lib/functions-api';
import { profileStore } from '../../lib/profile-store';
import { ASSESSMENT_SIGNED_OUT_ALERT } from './assessment-page';
import { fillImperial, fillPersonal, renderAssessment } from './assessment-page-testing';

beforeEach(() => {
  profileStore.reset();
  resetAiCallSpacing();
});

// A field shows its error through aria-invalid; "no error" is checked on that attribute, not on
// the input's native validity (the form has its own messages, and happy-dom counts 150.5 as off
// a 0.1 step from 44 where browsers do not).
describe('AssessmentPage form rules', () => {
  it('starts in imperial units and checks the pound range when the field is left', async () => {
    const { user } = renderAssessment();
    expect(screen.getByRole('radio', { name: 'Imperial' })).toBeChecked();
    const pounds = screen.getByLabelText(/^Weight \(lb\)/);

    await user.type(pounds, '700');
    await user.tab();
    await waitFor(() => expect(pounds).toBeInvalid());
    expect(pounds).toHaveAccessibleDescription(/Weight must be between 44 and 660 lb/);

    await user.clear(pounds);
    await user.type(pounds, '43.9');
    expect(await screen.findByText('Weight must be between 44 and 660 lb')).toBeInTheDocument();
    await user.clear(pounds);
    await user.type(pounds, '150.25');
    expect(
      await screen.findByText('Weight can have at most one decimal place'),
    ).toBeInTheDocument();
    await user.clear(pounds);
    await user.type(pounds, '150.5');
    await waitFor(() => expect(pounds).not.toHaveAttribute('aria-invalid'));
  });

  it('checks feet and inches', async () => {
    const { user } = renderAssessment();
    const feet = screen.getByLabelText(/^Feet/);
    const inches = screen.getByLabelText(/^Inches/);

    await user.type(feet, '9');
    await user.type(inches, '12');
    await user.tab();
    expect(await screen.findByText('Feet must be between 3 and 8')).toBeInTheDocument();
    expect(await screen.findByText('Inches must be between 0 and 11')).toBeInTheDocument();

    await user.clear(feet);
    await user.type(feet, '5.5');
    expect(await screen.findByText('Feet must be a whole number')).toBeInTheDocument();
    await user.clear(inches);
    await user.type(inches, '10.5');
    await waitFor(() => expect(inches).not.toHaveAttribute('aria-invalid'));
  });

  it('checks the metric ranges once switched to metric', async () => {
    const { user } = renderAssessment();
    await user.click(screen.getByRole('radio', { name: 'Metric' }));
    const kg = screen.getByLabelText(/^Weight \(kg\)/);
    const cm = screen.getByLabelText(/^Height \(cm\)/);

    await user.type(kg, '19.9');
    await user.type(cm, '251');
    await user.tab();
    expect(await screen.findByText('Weight must be between 20 and 300 kg')).toBeInTheDocument();
    expect(await screen.findByText('Height must be between 50 and 250 cm')).toBeInTheDocument();

    await user.clear(kg);
    await user.type(kg, '300.1');
    expect(await screen.findByText('Weight must be between 20 and 300 kg')).toBeInTheDocument();
    await user.clear(kg);
    await user.type(kg, '300');
    await user.clear(cm);
    await user.type(cm, '50');
    await waitFor(() => expect(kg).not.toHaveAttribute('aria-invalid'));
    await waitFor(() => expect(cm).not.toHaveAttribute('aria-invalid'));
  });

  it('checks the age range and requires a whole number', async () => {
    const { user } = renderAssessment();
    const age = screen.getByLabelText(/^Age/);
    await user.type(age, '0');
    await user.tab();
    expect(await screen.findByText('Age must be between 1 and 120 years')).toBeInTheDocument();
    await user.clear(age);
    await user.type(age, '121');
    expect(await screen.findByText('Age must be between 1 and 120 years')).toBeInTheDocument();
    await user.clear(age);
    await user.type(age, '120');
    await waitFor(() => expect(age).not.toHaveAttribute('aria-invalid'));
  });

  it('on an empty submit shows every required message and focuses the first invalid field', async () => {
    const { user, router } = renderAssessment();
    await user.click(screen.getByRole('button', { name: 'Continue to Food Preferences' }));

    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(await screen.findByText('Age is required')).toBeInTheDocument();
    expect(await screen.findByText('Please select a gender')).toBeInTheDocument();
    expect(await screen.findByText('Weight is required')).toBeInTheDocument();
    expect(await screen.findByText('Feet is required')).toBeInTheDocument();
    expect(await screen.findByText('Inches is required (enter 0 if none)')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveFocus();
    expect(router.state.location.pathname).toBe('/assessment');
  });

  it('shows a medication too long for the engine on its field, and focuses it', async () => {
    const { user, router } = renderAssessment();
    await fillPersonal(user);
    await fillImperial(user);
    const medications = screen.getByLabelText(/^Your medications/);
    await user.click(medications);
    await user.paste('m'.repeat(121));
    await user.click(screen.getByRole('button', { name: 'Continue to Food Preferences' }));
    expect(
      await screen.findByText(
        'Each medication can be at most 120 characters; separate several with commas',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(medications).toHaveFocus());
    expect(medications).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/assessment');
  });

  it('adds a medication or allergy on Enter instead of submitting the form', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const { user, router } = renderAssessment();
    await fillPersonal(user);
    await fillImperial(user);
    const medications = screen.getByLabelText(/^Your medications/);

    await user.type(medications, 'metformin{Enter}lisinopril{Enter}');
    expect(medications).toHaveValue('metformin, lisinopril, ');
    const entered = screen.getByRole('list', { name: 'Medications entered' });
    expect(
      within(entered)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['metformin', 'lisinopril']);
    await user.type(screen.getByLabelText(/^Your allergies/), 'peanuts{Enter}');
    expect(
      within(screen.getByRole('list', { name: 'Allergies entered' })).getByText('peanuts'),
    ).toBeInTheDocument();
    expect(profileStore.get().assessment.allergies).toBe('peanuts, ');
    expect(alert).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/assessment');

    // Enter in an ordinary field still submits.
    await user.type(screen.getByLabelText(/^Name/), '{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/preferences'));
    expect(alert).toHaveBeenCalledWith(ASSESSMENT_SIGNED_OUT_ALERT);
  });

  it('focuses the first invalid field in screen order, not the first one typed', async () => {
    const { user } = renderAssessment();
    await fillPersonal(user);
    await user.type(screen.getByLabelText(/^Feet/), '5');
    await user.click(screen.getByRole('button', { name: 'Continue to Food Preferences' }));
    await waitFor(() => expect(screen.getByLabelText(/^Weight \(lb\)/)).toHaveFocus());
  });
});
