import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QuestionnaireProgress } from './questionnaire-progress';

function conversation(answers: number) {
  const messages: { role: 'user' | 'assistant' }[] = [{ role: 'assistant' }];
  for (let i = 0; i < answers; i += 1) messages.push({ role: 'user' }, { role: 'assistant' });
  return messages;
}

describe('QuestionnaireProgress', () => {
  it.each([
    [0, 0],
    [1, 10],
    [3, 30],
    [9, 90],
    [10, 95],
    [14, 95],
  ])('after %i answers shows %i% Complete', (answers, percent) => {
    render(<QuestionnaireProgress messages={conversation(answers)} isComplete={false} />);
    expect(screen.getByText(`${percent}% Complete`)).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Your progress' });
    expect(bar).toHaveAttribute('aria-valuenow', String(percent));
  });

  it('is hidden once the questionnaire is complete', () => {
    render(<QuestionnaireProgress messages={conversation(10)} isComplete />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByText(/% Complete/)).not.toBeInTheDocument();
  });
});
