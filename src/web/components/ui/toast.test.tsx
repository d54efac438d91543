import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setupUser } from '../../test/user';
import { Button } from './button';
import { DEFAULT_TOAST_DURATION_MS, ToastProvider, useToast } from './toast';

function SaveButton({ durationMs }: { durationMs?: number | null }) {
  const { toast } = useToast();
  return (
    <Button
      onClick={() =>
        toast({
          title: 'Progress saved successfully!',
          variant: 'success',
          ...(durationMs === undefined ? {} : { durationMs }),
        })
      }
    >
      Save
    </Button>
  );
}

function renderToaster(durationMs?: number | null) {
  return render(
    <ToastProvider>
      <SaveButton durationMs={durationMs} />
    </ToastProvider>,
  );
}

describe('toasts', () => {
  it('announces a toast through a polite live region that exists beforehand', async () => {
    const user = setupUser();
    renderToaster();
    const region = screen.getByRole('status', { name: 'Notifications' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(region).toHaveTextContent('Progress saved successfully!');
  });

  it('dismisses itself after its duration', async () => {
    vi.useFakeTimers();
    renderToaster();
    act(() => screen.getByRole('button', { name: 'Save' }).click());
    expect(screen.getByText('Progress saved successfully!')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(DEFAULT_TOAST_DURATION_MS - 1));
    expect(screen.getByText('Progress saved successfully!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Progress saved successfully!')).not.toBeInTheDocument();
  });

  it('can be dismissed by hand and kept until then', async () => {
    const user = setupUser();
    renderToaster(null);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));

    expect(screen.queryByText('Progress saved successfully!')).not.toBeInTheDocument();
  });

  it('refuses to work outside its provider', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<SaveButton />)).toThrow(/ToastProvider/);
    consoleError.mockRestore();
  });
});
