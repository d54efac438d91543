import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FALLBACK_HEALTH_GUIDANCE } from '#domain';
import { resetAiCallSpacing } from '../../lib/functions-api';
import { profileStore } from '../../lib/profile-store';
import { errorReply, type FakeApi, fakeApi } from '../../test/fake-api';
import {
  createTestQueryClient,
  makeSession,
  renderWithProviders,
  seedAuth,
} from '../../test/render';
import { ASSESSMENT_SIGNED_OUT_ALERT, AssessmentPage } from './assessment-page';

function renderAssessment({ signedIn = false } = {}) {
  const queryClient = createTestQueryClient();
  seedAuth(queryClient, { session: signedIn ? makeSession() : null });
  return renderWithProviders(<AssessmentPage />, { path: '/assessment', queryClient });
}

type User = ReturnType<typeof renderAssessment>['user'];

async function fillImperial(user: User, { lb = '176.4', ft = '5', inches = '7' } = {}) {
  await user.type(screen.getByLabelText(/^Weight \(lb\)/), lb);
  await user.type(screen.getByLabelText(/^Feet/), ft);
  await user.type(screen.getByLabelText(/^Inches/), inches);
}

async function fillPersonal(user: User) {
  await user.type(screen.getByLabelText(/^Name/), 'Ada Lovelace');
  await user.type(screen.getByLabelText(/^Age/), '45');
  await user.click(screen.getByRole('radio', { name: 'Female' }));
}

const bmiRegion = () => screen.getByRole('region', { name: 'Your BMI' });

interface GuidanceReply {
  data: { message: string; suggestedTopics: string[] };
}

/** The advisor's n-th answer, as the engine behind the fake API gave it. */
const guidance = (api: FakeApi, n = 0) =>
  (api.repliesTo('/api/functions/ai-chat')[n] as GuidanceReply).data;

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

describe('AssessmentPage AI help', () => {
  it('opens the advisor with guidance for the section in use, and closes on Escape', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    // The engine answers once the test has seen the advisor typing.
    const api = fakeApi({
      routes: { 'POST /api/functions/ai-chat': () => answered.then(() => null) },
    });
    const { user } = renderAssessment();
    await user.type(screen.getByLabelText(/^Name/), 'Ada');
    const helpButton = screen.getByRole('button', { name: 'Get AI Help' });

    await user.click(helpButton);

    const panel = screen.getByRole('dialog', { name: 'AI Health Advisor' });
    expect(helpButton).toHaveAttribute('aria-expanded', 'true');
    expect(await within(panel).findByText('The advisor is typing…')).toBeInTheDocument();
    answer();
    await waitFor(() => expect(api.repliesTo('/api/functions/ai-chat')).toHaveLength(1));
    const { message, suggestedTopics } = guidance(api);
    expect(await within(panel).findByText(message)).toBeInTheDocument();
    expect(suggestedTopics.length).toBeGreaterThan(0);
    for (const topic of suggestedTopics) {
      expect(within(panel).getByRole('button', { name: topic })).toBeInTheDocument();
    }
    expect(api.requests[0]?.body).toMatchObject({
      type: 'healthGuidance',
      section: 'personal',
      formData: { name: 'Ada' },
    });

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'AI Health Advisor' })).not.toBeInTheDocument();
    expect(helpButton).toHaveFocus();
  });

  it('asks about the conditions when they hold focus, and closes from its button', async () => {
    const api = fakeApi();
    const { user } = renderAssessment();
    screen.getByRole('checkbox', { name: 'Obesity' }).focus();
    await user.click(screen.getByRole('button', { name: 'Get AI Help' }));

    const panel = screen.getByRole('dialog', { name: 'AI Health Advisor' });
    expect(panel).toHaveTextContent('Helping with: Health conditions');
    await waitFor(() => expect(api.repliesTo('/api/functions/ai-chat')).toHaveLength(1));
    expect(api.requests[0]?.body).toMatchObject({ section: 'conditions' });
    expect(await within(panel).findByText(guidance(api).message)).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Close AI help' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks again about a suggested topic, showing the question and the new answer', async () => {
    const api = fakeApi();
    const { user } = renderAssessment();
    await user.click(screen.getByRole('button', { name: 'Get AI Help' }));
    const panel = screen.getByRole('dialog', { name: 'AI Health Advisor' });
    await waitFor(() => expect(api.repliesTo('/api/functions/ai-chat')).toHaveLength(1));
    await within(panel).findByText(guidance(api).message);
    const topic = guidance(api).suggestedTopics[0] ?? '';

    resetAiCallSpacing();
    await user.click(within(panel).getByRole('button', { name: topic }));

    await waitFor(() => expect(api.repliesTo('/api/functions/ai-chat')).toHaveLength(2));
    expect(api.requests[1]?.body).toMatchObject({ message: topic });
    const log = within(panel).getByRole('log');
    expect(await within(log).findByText(guidance(api, 1).message)).toBeInTheDocument();
    expect(within(log).getByText(topic)).toBeInTheDocument();
    expect(api.requests).toHaveLength(2);
  });

  it('answers a typed question: Enter sends it, the box empties, Ask waits for text', async () => {
    const api = fakeApi();
    const { user } = renderAssessment();
    await user.click(screen.getByRole('button', { name: 'Get AI Help' }));
    const panel = screen.getByRole('dialog', { name: 'AI Health Advisor' });
    await waitFor(() => expect(api.repliesTo('/api/functions/ai-chat')).toHaveLength(1));
    await within(panel).findByText(guidance(api).message);
    const box = within(panel).getByRole('textbox', { name: 'Your question' });
    const ask = within(panel).getByRole('button', { name: 'Ask' });
    expect(ask).toBeDisabled();

    resetAiCallSpacing();
    await user.type(box, 'Does metformin interact with food?{Enter}');

    await waitFor(() => expect(api.repliesTo('/api/functions/ai-chat')).toHaveLength(2));
    expect(api.requests[1]?.body).toMatchObject({ message: 'Does metformin interact with food?' });
    const log = within(panel).getByRole('log');
    expect(await within(log).findByText(guidance(api, 1).message)).toBeInTheDocument();
    expect(within(log).getByText('Does metformin interact with food?')).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(api.requests).toHaveLength(2);
  });

  it('shows the fallback guidance for the section when the advisor fails', async () => {
    fakeApi({ routes: { 'POST /api/functions/ai-chat': { status: 503, body: {} } } });
    const { user } = renderAssessment();
    await user.click(screen.getByRole('button', { name: 'Get AI Help' }));

    const panel = screen.getByRole('dialog', { name: 'AI Health Advisor' });
    expect(
      await within(panel).findByText(FALLBACK_HEALTH_GUIDANCE.personal.message),
    ).toBeInTheDocument();
    expect(
      within(panel).getByRole('button', {
        name: FALLBACK_HEALTH_GUIDANCE.personal.suggestedTopics[0],
      }),
    ).toBeInTheDocument();
  });
});
