import { cva } from 'class-variance-authority';
import {
  createContext,
  type ReactNode,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { buttonVariants } from './button-variants';
import { CloseIcon } from './icons';

/**
 * Short, non-blocking confirmations ("Progress saved successfully!"). Toasts render inside one
 * polite live region that exists from the start, so screen readers announce each new one.
 * Anything the user must act on belongs in an Alert on the page, not in a toast.
 */
export type ToastVariant = 'info' | 'success' | 'warning' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Auto-dismiss delay; `null` keeps it until closed. */
  durationMs?: number | null;
}

interface ToastItem extends ToastOptions {
  id: number;
}

interface ToastContextValue {
  toast: (options: ToastOptions) => number;
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastContextValue | null>(null);

export const DEFAULT_TOAST_DURATION_MS = 5000;

let nextToastId = 1;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((item) => item.id !== id));
  }, []);

  const toast = useCallback((options: ToastOptions) => {
    const id = nextToastId++;
    setToasts((current) => [...current, { ...options, id }]);
    return id;
  }, []);

  const value = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext value={value}>
      {children}
      <div
        role="status"
        aria-live="polite"
        aria-label="Notifications"
        data-print-hide=""
        className="pointer-events-none fixed inset-x-4 bottom-4 z-50 flex flex-col items-end gap-2 sm:inset-x-auto sm:right-6 sm:bottom-6 sm:w-96"
      >
        {toasts.map((item) => (
          <ToastView key={item.id} item={item} onDismiss={dismiss} />
        ))}
      </div>
    </ToastContext>
  );
}

export function useToast(): ToastContextValue {
  const context = use(ToastContext);
  if (!context) throw new Error('useToast must be used inside <ToastProvider>.');
  return context;
}

const toastVariants = cva(
  'pointer-events-auto flex w-full items-start gap-3 rounded-card border bg-card p-4 shadow-raised border-l-4',
  {
    variants: {
      variant: {
        info: 'border-border border-l-primary',
        success: 'border-border border-l-success',
        warning: 'border-border border-l-warning',
        destructive: 'border-border border-l-destructive',
      },
    },
  },
);

function ToastView({ item, onDismiss }: { item: ToastItem; onDismiss: (id: number) => void }) {
  const { id, title, description, variant = 'info', durationMs = DEFAULT_TOAST_DURATION_MS } = item;

  useEffect(() => {
    if (durationMs === null) return;
    const timer = window.setTimeout(() => onDismiss(id), durationMs);
    return () => window.clearTimeout(timer);
  }, [id, durationMs, onDismiss]);

  return (
    <div className={toastVariants({ variant })}>
      <div className="flex flex-1 flex-col gap-0.5">
        <p className="font-semibold text-foreground">{title}</p>
        {description ? <p className="text-muted-foreground text-sm">{description}</p> : null}
      </div>
      <button
        type="button"
        aria-label="Dismiss notification"
        className={buttonVariants({ variant: 'ghost', size: 'icon-sm', className: '-mt-1 -mr-1' })}
        onClick={() => onDismiss(id)}
      >
        <CloseIcon />
      </button>
    </div>
  );
}
