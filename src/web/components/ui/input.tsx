import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useFieldControlProps } from './field';

/**
 * Shared look of text-like controls (input, select): also used by `select.tsx`. No class here
 * sets what another does; a control's `className` adds layout only.
 */
export const controlClassName = [
  'block w-full min-h-11 rounded-control border border-input bg-card px-3 py-2 text-base text-foreground',
  'placeholder:text-muted-foreground transition-colors',
  'hover:border-muted-foreground',
  'aria-invalid:border-destructive aria-invalid:ring-1 aria-invalid:ring-destructive',
  'disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-70',
].join(' ');

export type InputProps = ComponentProps<'input'>;

/** A text input; inside a `Field` it is labelled, described and marked invalid automatically. */
export function Input({ className, type = 'text', ...props }: InputProps) {
  const fieldProps = useFieldControlProps(props);
  return <input type={type} className={cn(controlClassName, className)} {...fieldProps} />;
}
