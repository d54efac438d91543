import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { setupUser } from '../../test/user';
import { Button } from './button';
import { Dialog } from './dialog';

function DialogExample() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open details</Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Meal details"
        description="What is in this meal."
      >
        <Button>Inside</Button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens as a modal named by its title and described by its description', async () => {
    const user = setupUser();
    render(<DialogExample />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open details' }));

    const dialog = screen.getByRole('dialog', { name: 'Meal details' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('What is in this meal.');
  });

  it('closes on Escape and returns focus to the button that opened it', async () => {
    const user = setupUser();
    render(<DialogExample />);
    const trigger = screen.getByRole('button', { name: 'Open details' });
    await user.click(trigger);
    screen.getByRole('button', { name: 'Inside' }).focus();

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes from its close button', async () => {
    const user = setupUser();
    render(<DialogExample />);
    const trigger = screen.getByRole('button', { name: 'Open details' });
    await user.click(trigger);

    await user.click(screen.getByRole('button', { name: 'Close' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});
