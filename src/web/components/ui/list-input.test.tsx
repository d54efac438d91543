import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { setupUser } from '../../test/user';
import { Field } from './field';
import { Input } from './input';
import { commitListText, ListInput } from './list-input';

/** A form with one list field and one ordinary field, as the assessment has. */
function ListForm({ onSubmit }: { onSubmit: () => void }) {
  const [allergies, setAllergies] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Field label="Allergies">
        <ListInput
          value={allergies}
          onChange={(event) => setAllergies(event.target.value)}
          onListChange={setAllergies}
        />
      </Field>
      <Field label="Name">
        <Input />
      </Field>
      <button type="submit">Continue</button>
    </form>
  );
}

describe('ListInput', () => {
  it('adds the typed item to the list on Enter, ready for the next, without submitting', async () => {
    const onSubmit = vi.fn();
    const user = setupUser();
    render(<ListForm onSubmit={onSubmit} />);
    const allergies = screen.getByRole('textbox', { name: 'Allergies' });

    await user.type(allergies, 'peanuts{Enter}');
    expect(allergies).toHaveValue('peanuts, ');
    expect(screen.getByRole('status')).toHaveTextContent('Added peanuts.');
    await user.type(allergies, 'shellfish{Enter}');
    expect(allergies).toHaveValue('peanuts, shellfish, ');
    expect(screen.getByRole('status')).toHaveTextContent('Added shellfish.');
    expect(allergies).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits nothing on Enter with nothing typed, and adds no repeat', async () => {
    const onSubmit = vi.fn();
    const user = setupUser();
    render(<ListForm onSubmit={onSubmit} />);
    const allergies = screen.getByRole('textbox', { name: 'Allergies' });

    await user.type(allergies, '{Enter}');
    expect(allergies).toHaveValue('');
    await user.type(allergies, 'Peanuts{Enter}peanuts{Enter}');
    expect(allergies).toHaveValue('Peanuts, ');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('leaves Enter in an ordinary field to submit the form', async () => {
    const onSubmit = vi.fn();
    const user = setupUser();
    render(<ListForm onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

describe('commitListText', () => {
  it.each([
    ['peanuts', 'peanuts, ', ['peanuts']],
    ['metformin, , lisinopril ', 'metformin, lisinopril, ', ['lisinopril']],
    ['oats, Oats', 'oats, ', []],
    ['salmon, ', 'salmon, ', []],
    ['  ', '', []],
    ['a, b, c and d', 'a, b, c and d, ', ['c and d']],
  ])('turns %j into %j, adding %j', (text, expected, added) => {
    expect(commitListText(text)).toEqual({ text: expected, added });
  });
});
