import { type ReactNode, useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '../../lib/cn';

export interface Option<T extends string> {
  value: T;
  label: string;
  description?: string;
}

interface OptionGroupProps<T extends string> {
  legend: ReactNode;
  options: readonly Option<T>[];
  /** A react-hook-form registration, or a controlled value with its change handler. */
  registration?: UseFormRegisterReturn;
  value?: T;
  onValueChange?: (value: T) => void;
  error?: string | undefined;
  hint?: ReactNode;
  isRequired?: boolean;
  className?: string;
  /** Grid columns for the options, e.g. 'sm:grid-cols-3'. */
  columnsClassName?: string;
}

/**
 * A radio group drawn as cards: a fieldset with its legend, one native radio per option (arrow
 * keys move between them), an optional description per option and the error under the group.
 */
export function OptionGroup<T extends string>({
  legend,
  options,
  registration,
  value,
  onValueChange,
  error,
  hint,
  isRequired = false,
  className,
  columnsClassName = 'sm:grid-cols-3',
}: OptionGroupProps<T>) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const name = registration?.name ?? id;

  return (
    <fieldset
      className={cn('flex min-w-0 flex-col gap-2', className)}
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
    >
      <legend className="mb-1.5 font-medium text-foreground">
        {legend}
        {isRequired ? <span className="font-normal text-muted-foreground"> (required)</span> : null}
      </legend>
      {hint ? (
        <p id={hintId} className="-mt-1 text-muted-foreground text-sm">
          {hint}
        </p>
      ) : null}
      <div className={cn('grid gap-2', columnsClassName)}>
        {options.map((option) => {
          const optionId = `${id}-${option.value}`;
          const descriptionId = option.description ? `${optionId}-description` : undefined;
          return (
            <div
              key={option.value}
              className={cn(
                'relative flex items-start gap-3 rounded-control border bg-card px-3 py-2.5 transition-colors',
                'hover:border-primary has-[:checked]:border-primary has-[:checked]:bg-primary-soft',
                'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-ring has-[:focus-visible]:outline-offset-2',
                error ? 'border-destructive' : 'border-input',
              )}
            >
              <input
                type="radio"
                id={optionId}
                value={option.value}
                aria-describedby={descriptionId}
                aria-invalid={error ? true : undefined}
                className="relative z-10 mt-1 size-4 shrink-0 cursor-pointer accent-primary focus-visible:outline-none"
                {...(registration ?? {
                  name,
                  checked: value === option.value,
                  onChange: () => onValueChange?.(option.value),
                })}
              />
              <div className="flex flex-col">
                <label
                  htmlFor={optionId}
                  className="cursor-pointer font-medium text-foreground after:absolute after:inset-0"
                >
                  {option.label}
                </label>
                {option.description ? (
                  <span id={descriptionId} className="text-muted-foreground text-sm">
                    {option.description}
                  </span>
                ) : null}
              </div>
            </div>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className="font-medium text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
