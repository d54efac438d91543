import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CONDITIONS } from '#domain';
import { HomePage } from './home-page';
import { SUPPORTED_CONDITIONS } from './supported-conditions';

function renderHome() {
  return render(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
  );
}

describe('HomePage', () => {
  it('promises preventive guidance for diabetes, kidney disease and fatty liver in its one h1', () => {
    renderHome();
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent(/diabetes, kidney disease, fatty liver and more/i);
  });

  it('offers buttons to the assessment and the food preferences', () => {
    renderHome();
    expect(screen.getByRole('link', { name: 'Start Health Assessment' })).toHaveAttribute(
      'href',
      '/assessment',
    );
    expect(screen.getByRole('link', { name: 'Set Food Preferences' })).toHaveAttribute(
      'href',
      '/preferences',
    );
  });

  it('links to the chat questionnaire beside the assessment, saying what it is', () => {
    renderHome();
    const hero = screen.getByRole('region', { name: /preventive nutrition guidance/i });
    expect(
      within(hero).getByRole('link', { name: 'Answer a few questions in a chat instead' }),
    ).toHaveAttribute('href', '/chat-questionnaire');
  });

  it('shows exactly the six feature cards of the spec', () => {
    renderHome();
    const features = screen.getByRole('region', { name: /everything you need/i });
    expect(within(features).getAllByRole('listitem')).toHaveLength(6);
    expect(
      within(features)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Condition-Specific Guidance',
      'AI-Powered Analysis',
      'Personalized Meal Plans',
      'Nutritional Tracking',
      'Food Recommendations',
      'Educational Insights',
    ]);
  });

  it('lists the 13 supported conditions by name under a heading', () => {
    renderHome();
    const list = screen.getByRole('list', { name: 'Conditions we support' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(13);
    expect(items.map((item) => item.textContent)).toEqual(CONDITIONS.map((c) => c.name));
    expect(within(list).getByText('High Blood Pressure')).toBeInTheDocument();
    // Home keeps its own copy of the catalogue's ids and names (see supported-conditions.ts).
    expect(SUPPORTED_CONDITIONS).toEqual(CONDITIONS.map(({ id, name }) => ({ id, name })));
  });

  it('ends with a call to action to the assessment and a medical disclaimer', () => {
    renderHome();
    const cta = screen.getByRole('region', { name: /ready for guidance/i });
    expect(within(cta).getByRole('link')).toHaveAttribute('href', '/assessment');

    const disclaimer = screen.getByRole('complementary', { name: 'Medical disclaimer' });
    expect(disclaimer).toHaveTextContent(/no substitute for advice from your doctor/i);
  });

  it('never skips a heading level', () => {
    renderHome();
    const levels = screen
      .getAllByRole('heading')
      .map((heading) => Number(heading.tagName.slice(1)));
    levels.forEach((level, index) => {
      if (index > 0) expect(level - levels[index - 1]!).toBeLessThanOrEqual(1);
    });
    expect(levels[0]).toBe(1);
  });
});
