import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAiCallSpacing } from '../../lib/functions-api';
import { profileStore } from '../../lib/profile-store';
import { errorReply, fakeApi } from '../../test/fake-api';
import { makeSession } from '../../test/render';
import { ASSESSMENT_SIGNED_OUT_ALERT } from './assessment-page';
import { fillImperial, fillPersonal, renderAssessment } from './assessment-page-testing';

beforeEach(() => {
  profileStore.reset();
  resetAiCallSpacing();
});

describe('AssessmentPage profile and submit', () => {
  it('shows the profile completion and keeps every answer in the profile store', async () => {
    const { user } = renderAssessment();
    expect(await screen.findByText('Profile 10% complete')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Name/), 'Ada');
    expect(await screen.findByText('Profile 20% complete')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Type 2 Diabetes' }));
    await user.type(screen.getByLabelText('Your medications'), 'metformin, , lisinopril ');
    expect(await screen.findByText('Profile 40% complete')).toBeInTheDocument();

    const saved = profileStore.get().assessment;
    expect(saved.name).toBe('Ada');
    expect(saved.selectedConditions).toEqual(['diabetes_type2']);
    expect(saved.medications).toBe('metformin, , lisinopril ');
    const entered = screen.getByRole('list', { name: 'Medications entered' });
    expect(
      within(entered)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['metformin', 'lisinopril']);
  });

  it('lists the 13 conditions with their description and dietary focus', () => {
    renderAssessment();
    const conditions = screen.getByRole('group', { name: 'Health conditions' });
    expect(within(conditions).getAllByRole('checkbox')).toHaveLength(13);
    const kidney = screen.getByRole('checkbox', { name: 'Chronic Kidney Disease' });
    expect(kidney).toHaveAccessibleDescription(/sodium, potassium, phosphorus/);
    const focus = screen.getByRole('list', { name: 'Dietary focus for Chronic Kidney Disease' });
    expect(within(focus).getByText('Control potassium')).toBeInTheDocument();
  });

  it('asks for the kidney disease stage and dialysis only while kidney disease is ticked', async () => {
    const { user } = renderAssessment();
    expect(screen.queryByLabelText(/^Kidney disease stage/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Chronic Kidney Disease' }));
    const details = screen.getByRole('group', { name: 'Kidney disease details (optional)' });
    expect(details).toHaveAccessibleDescription(/set your protein range/);
    const stage = within(details).getByLabelText(/^Kidney disease stage/);
    expect(stage).toHaveValue('');
    await user.selectOptions(stage, 'Stage 4');
    await user.selectOptions(within(details).getByLabelText(/^Dialysis/), 'Hemodialysis');
    expect(profileStore.get().assessment).toMatchObject({
      ckdStage: '4',
      dialysis: 'hemodialysis',
    });
    await user.click(screen.getByRole('checkbox', { name: 'Chronic Kidney Disease' }));
    expect(screen.queryByLabelText(/^Kidney disease stage/)).not.toBeInTheDocument();
  });

  it('restores the answers saved in the profile store', () => {
    profileStore.update((current) => ({
      assessment: { ...current.assessment, name: 'Grace', unit: 'metric', weightKg: '61.5' },
    }));
    renderAssessment();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Grace');
    expect(screen.getByRole('radio', { name: 'Metric' })).toBeChecked();
    expect(screen.getByLabelText(/^Weight \(kg\)/)).toHaveValue(61.5);
  });

  it('when signed out, alerts the spec message and then goes to the preferences', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const { user, router } = renderAssessment();
    await fillPersonal(user);
    await fillImperial(user);

    await user.click(screen.getByRole('button', { name: 'Continue to Food Preferences' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/preferences'));
    expect(alert).toHaveBeenCalledWith(ASSESSMENT_SIGNED_OUT_ALERT);
    expect(ASSESSMENT_SIGNED_OUT_ALERT).toBe(
      'Please log in to save your data permanently to the database.',
    );
  });

  it('when signed out, sends nothing to the account', async () => {
    vi.stubGlobal('alert', vi.fn());
    const api = fakeApi();
    const { user, router } = renderAssessment();
    await fillPersonal(user);
    await fillImperial(user);

    await user.click(screen.getByRole('button', { name: 'Continue to Food Preferences' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/preferences'));
    expect(api.requests).toEqual([]);
  });

  it('when signed in, saves the assessment to the account and goes on without an alert', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const api = fakeApi({ session: makeSession() });
    const { user, router } = renderAssessment({ signedIn: true });
    await fillPersonal(user);
    await fillImperial(user);
    await user.click(screen.getByRole('checkbox', { name: 'High Blood Pressure' }));
    await user.type(screen.getByLabelText('Your allergies'), 'peanuts, shellfish');

    await user.click(screen.getByRole('button', { name: 'Continue to Food Preferences' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/preferences'));
    expect(alert).not.toHaveBeenCalled();
    expect(api.sent()).toEqual([
      expect.objectContaining({ method: 'POST', path: '/api/me/health-data' }),
    ]);
    expect(api.sent()[0]?.body).toEqual({
      profile: {
        name: 'Ada Lovelace',
        age: 45,
        gender: 'female',
        weightKg: 176.4 * 0.453592,
        heightCm: 67 * 2.54,
        activityLevel: 'moderate',
        unit: 'imperial',
        ckdStage: null,
        dialysis: null,
      },
      healthConditions: ['hypertension'],
      medications: [],
      allergies: ['peanuts', 'shellfish'],
      reason: 'Assessment update',
    });
    expect(api.account.snapshot).toMatchObject({ version: 1, healthConditions: ['hypertension'] });
    expect(profileStore.get().healthDataId).toBe(api.account.snapshot?.id);
  });

  it('when the save fails, warns that the data is kept locally and still goes on', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    fakeApi({ routes: { 'POST /api/me/health-data': errorReply(500) } });
    const { user, router } = renderAssessment({ signedIn: true });
    await fillPersonal(user);
    await fillImperial(user);

    await user.click(screen.getByRole('button', { name: 'Continue to Food Preferences' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/preferences'));
    expect(alert).toHaveBeenCalledExactlyOnceWith(
      'Warning: Could not save to database. Data is saved locally.',
    );
    expect(profileStore.get().assessment.name).toBe('Ada Lovelace');
  });

  it("shows the account's answers when they arrive after the form opened", async () => {
    renderAssessment({ signedIn: true });
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
    act(() => {
      profileStore.update((current) => ({
        assessment: { ...current.assessment, name: 'Grace', age: '61' },
        answersLoadedAt: Date.now(),
      }));
    });
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue('Grace'));
    expect(screen.getByLabelText(/^Age/)).toHaveValue(61);
    expect(profileStore.get().assessment.name).toBe('Grace');
  });

  it('says where the answers are kept: the tab when signed out, the account when signed in', () => {
    const { unmount } = renderAssessment();
    expect(
      screen.getByText(
        'Your answers are kept in this browser tab only. Sign in to save them to your account.',
      ),
    ).toBeInTheDocument();
    unmount();
    renderAssessment({ signedIn: true });
    expect(
      screen.getByText('Your answers are saved to your account each time you continue.'),
    ).toBeInTheDocument();
  });
});
