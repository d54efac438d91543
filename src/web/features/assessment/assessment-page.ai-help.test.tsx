import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { FALLBACK_HEALTH_GUIDANCE } from '#domain';
import { resetAiCallSpacing } from '../../lib/functions-api';
import { profileStore } from '../../lib/profile-store';
import { type FakeApi, fakeApi } from '../../test/fake-api';
import { renderAssessment } from './assessment-page-testing';

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
