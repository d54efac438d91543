import { type ReactNode, useEffect, useId, useRef } from 'react';
import { cn } from '../../lib/cn';
import { Button } from './button';
import { CloseIcon } from './icons';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Names the dialog (`aria-labelledby`). */
  title: ReactNode;
  /** Describes the dialog (`aria-describedby`). */
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/**
 * A modal built on the native `<dialog>` and `showModal()`: the browser puts it in the top
 * layer, makes the page behind it inert (focus cannot leave) and supplies the backdrop. We keep
 * React state as the source of truth: Escape, the close button and a backdrop click all call
 * `onOpenChange(false)`, and on close focus goes back to whatever opened the dialog.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  className,
}: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      className={cn(
        'm-auto w-[calc(100%-2rem)] max-w-lg rounded-card border border-border bg-card p-0 text-card-foreground shadow-overlay',
        'backdrop:bg-foreground/40',
        className,
      )}
      onKeyDown={(event) => {
        // Handled here (not left to the browser's cancel) so Escape behaves the same everywhere.
        if (event.key === 'Escape') {
          event.preventDefault();
          onOpenChange(false);
        }
      }}
      onCancel={(event) => {
        event.preventDefault();
        onOpenChange(false);
      }}
      onClick={(event) => {
        // A click on the backdrop targets the <dialog> itself; clicks on content target children.
        if (event.target === event.currentTarget) onOpenChange(false);
      }}
    >
      <div className="flex flex-col gap-4 p-6">
        <div className="flex items-start justify-between gap-4">
          <div className="flex flex-col gap-1">
            <h2 id={titleId} className="font-semibold text-foreground text-xl">
              {title}
            </h2>
            {description ? (
              <p id={descriptionId} className="text-muted-foreground">
                {description}
              </p>
            ) : null}
          </div>
          <Button
            variant="ghost"
            size="icon"
            aria-label="Close"
            className="-mt-2 -mr-2"
            onClick={() => onOpenChange(false)}
          >
            <CloseIcon />
          </Button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
