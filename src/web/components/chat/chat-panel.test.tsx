import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setupUser } from '../../test/user';
import { ChatPanel, type ChatPanelMessage, type ChatPanelProps } from './chat-panel';

const MESSAGES: ChatPanelMessage[] = [
  {
    role: 'assistant',
    content: 'What are your main dietary goals?',
    timestamp: '2025-03-01T09:30:00.000Z',
  },
  { role: 'user', content: 'Lose weight', timestamp: '2025-03-01T09:31:00.000Z' },
];

function renderPanel(props: Partial<ChatPanelProps> = {}) {
  const onSend = vi.fn();
  const user = setupUser();
  const view = render(
    <ChatPanel
      messages={MESSAGES}
      onSend={onSend}
      placeholder="Type your response here..."
      {...props}
    />,
  );
  const input = screen.getByRole('textbox', { name: 'Your message' });
  const send = screen.getByRole('button', { name: 'Send' });
  return { ...view, onSend, user, input, send };
}

describe('ChatPanel', () => {
  it('shows the messages in a polite log, each with its local time', () => {
    renderPanel({ title: 'AI Nutritionist' });
    const log = screen.getByRole('log');
    expect(log).toHaveAttribute('aria-live', 'polite');
    expect(within(log).getByText('What are your main dietary goals?')).toBeInTheDocument();
    expect(within(log).getByText('Lose weight')).toBeInTheDocument();
    const times = log.querySelectorAll('time');
    expect(times).toHaveLength(2);
    expect(times[0]).toHaveAttribute('dateTime', '2025-03-01T09:30:00.000Z');
    expect(times[0]).toHaveTextContent(
      new Date('2025-03-01T09:30:00.000Z').toLocaleTimeString(undefined, {
        hour: 'numeric',
        minute: '2-digit',
      }),
    );
    expect(screen.getByRole('heading', { name: 'AI Nutritionist' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Type your response here...')).toBeInTheDocument();
  });

  it('sends the trimmed text on Enter and clears the box', async () => {
    const { user, input, onSend } = renderPanel();
    await user.type(input, '  I am vegetarian  {Enter}');
    expect(onSend).toHaveBeenCalledExactlyOnceWith('I am vegetarian');
    expect(input).toHaveValue('');
  });

  it('starts a new line on Shift+Enter instead of sending', async () => {
    const { user, input, onSend } = renderPanel();
    await user.type(input, 'Line one{Shift>}{Enter}{/Shift}Line two');
    expect(onSend).not.toHaveBeenCalled();
    expect(input).toHaveValue('Line one\nLine two');
  });

  it('sends with the Send button', async () => {
    const { user, input, send, onSend } = renderPanel();
    await user.type(input, 'Salmon');
    await user.click(send);
    expect(onSend).toHaveBeenCalledExactlyOnceWith('Salmon');
  });

  it('keeps Send disabled while the text is empty or only whitespace', async () => {
    const { user, input, send, onSend } = renderPanel();
    expect(send).toBeDisabled();
    await user.type(input, '   ');
    expect(send).toBeDisabled();
    await user.type(input, '{Enter}');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('sends nothing while the AI is typing, and says so to screen readers', async () => {
    const { user, input, send, onSend } = renderPanel({
      isTyping: true,
      suggestions: ['Vegan'],
      onSuggestion: vi.fn(),
    });
    expect(screen.getByRole('status')).toHaveTextContent('AI is typing');
    await user.type(input, 'Hello{Enter}');
    expect(send).toBeDisabled();
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Vegan' })).toBeDisabled();
  });

  it('offers suggestions that can be chosen', async () => {
    const onSuggestion = vi.fn();
    const { user } = renderPanel({ suggestions: ['Vegetarian', 'No restrictions'], onSuggestion });
    const list = screen.getByRole('list', { name: 'Suggested replies' });
    await user.click(within(list).getByRole('button', { name: 'No restrictions' }));
    expect(onSuggestion).toHaveBeenCalledExactlyOnceWith('No restrictions');
  });

  it('sends a chosen suggestion when no suggestion handler is given', async () => {
    const { user, onSend } = renderPanel({ suggestions: ['Vegan'] });
    await user.click(screen.getByRole('button', { name: 'Vegan' }));
    expect(onSend).toHaveBeenCalledExactlyOnceWith('Vegan');
  });

  it('closes from its close button', async () => {
    const onClose = vi.fn();
    const { user } = renderPanel({ title: 'Meal Plan Assistant', onClose });
    await user.click(screen.getByRole('button', { name: 'Close Meal Plan Assistant' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('has no close button without onClose', () => {
    renderPanel({ title: 'AI Nutritionist' });
    expect(screen.queryByRole('button', { name: /close/i })).not.toBeInTheDocument();
  });

  it('disables the input and hides suggestions when disabled', async () => {
    const { input, send } = renderPanel({ disabled: true, suggestions: ['Vegan'] });
    expect(input).toBeDisabled();
    expect(send).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Vegan' })).not.toBeInTheDocument();
  });
});
