import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './checkbox';
import { Field } from './field';
import { Input } from './input';
import { Select } from './select';

describe('Field', () => {
  it('labels its input and describes it with the hint', () => {
    render(
      <Field label="Password" hint="Must be at least 8 characters">
        <Input type="password" />
      </Field>,
    );
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAccessibleDescription('Must be at least 8 characters');
    expect(input).not.toBeInvalid();
  });

  it('marks the control invalid and adds the error to its description', () => {
    render(
      <Field label="Password" hint="Must be at least 8 characters" error="Passwords do not match">
        <Input type="password" />
      </Field>,
    );
    const input = screen.getByLabelText('Password');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription(
      'Must be at least 8 characters Passwords do not match',
    );
  });

  it('wires a native select the same way and marks it required', () => {
    render(
      <Field label="Activity level" isRequired>
        <Select defaultValue="moderate">
          <option value="sedentary">Sedentary</option>
          <option value="moderate">Moderate</option>
        </Select>
      </Field>,
    );
    const select = screen.getByRole('combobox', { name: /Activity level/ });
    expect(select).toBeRequired();
    expect(select).toHaveValue('moderate');
  });
});

describe('Checkbox', () => {
  it('is labelled and described by the text beside it', () => {
    render(<Checkbox label="Vegetarian" description="No meat or fish" />);
    const checkbox = screen.getByRole('checkbox', { name: 'Vegetarian' });
    expect(checkbox).toHaveAccessibleDescription('No meat or fish');
  });
});
