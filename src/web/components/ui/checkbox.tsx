import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn';

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type'> {
  /** The visible label; the whole row is clickable. */
  label: ReactNode;
  /** Secondary text under the label, announced as the checkbox's description. */
  description?: ReactNode;
}

/** A native checkbox with its label beside it, tinted with the accent colour. */
export function Checkbox({ label, description, className, id, ...props }: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? `checkbox${generatedId}`;
  const descriptionId = description ? `${inputId}-description` : undefined;
  const describedBy =
    [descriptionId, props['aria-describedby']].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('flex items-start gap-3', className)}>
      <input
        type="checkbox"
        {...props}
        id={inputId}
        aria-describedby={describedBy}
        className="mt-1 size-5 shrink-0 cursor-pointer rounded accent-primary disabled:cursor-not-allowed"
      />
      {/* min-w-0: in a narrow grid cell a long word wraps instead of widening the page. */}
      <div className="flex min-w-0 flex-col">
        <label htmlFor={inputId} className="cursor-pointer font-medium wrap-break-word">
          {label}
        </label>
        {description ? (
          <span id={descriptionId} className="text-muted-foreground text-sm">
            {description}
          </span>
        ) : null}
      </div>
    </div>
  );
}
