import { createContext, type ReactNode, use, useId } from 'react';
import { cn } from '../../lib/cn';

/**
 * Wires a label, an optional hint and an optional error to one form control:
 *
 *   <Field label="Email" hint="We never share it." error={errors.email?.message}>
 *     <Input type="email" {...register('email')} />
 *   </Field>
 *
 * The control (Input, Select, ...) reads the ids from context, so it gets `id`,
 * `aria-describedby` (hint, then error) and `aria-invalid` without repeating them.
 */
interface FieldContextValue {
  controlId: string;
  describedBy: string | undefined;
  isInvalid: boolean;
  isRequired: boolean;
}

const FieldContext = createContext<FieldContextValue | null>(null);

export interface FieldControlProps {
  id?: string | undefined;
  required?: boolean | undefined;
  'aria-describedby'?: string | undefined;
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling' | undefined;
}

/** Fills a control's id and ARIA wiring from the surrounding `Field`; its own props win. */
export function useFieldControlProps<T extends FieldControlProps>(props: T): T {
  const field = use(FieldContext);
  if (!field) return props;
  const describedBy = [field.describedBy, props['aria-describedby']].filter(Boolean).join(' ');
  return {
    ...props,
    id: props.id ?? field.controlId,
    required: props.required ?? (field.isRequired || undefined),
    'aria-describedby': describedBy || undefined,
    'aria-invalid': props['aria-invalid'] ?? (field.isInvalid || undefined),
  };
}

export interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  /** A validation message; when present the control is marked invalid. */
  error?: ReactNode;
  /** Marks the control required and shows "(required)" after the label. */
  isRequired?: boolean;
  /** Use a fixed id when something else (a test, a `<label>` elsewhere) must reference it. */
  id?: string;
  className?: string;
  children: ReactNode;
}

export function Field({
  label,
  hint,
  error,
  isRequired = false,
  id,
  className,
  children,
}: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? `field${generatedId}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={controlId} className="font-medium text-foreground">
        {label}
        {isRequired ? <span className="font-normal text-muted-foreground"> (required)</span> : null}
      </label>
      {hint ? (
        <p id={hintId} className="text-muted-foreground text-sm">
          {hint}
        </p>
      ) : null}
      <FieldContext value={{ controlId, describedBy, isInvalid: Boolean(error), isRequired }}>
        {children}
      </FieldContext>
      {error ? (
        <p id={errorId} className="font-medium text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}
