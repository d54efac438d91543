import type { VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { buttonVariants } from './button-variants';

export type ButtonProps = ComponentProps<'button'> & VariantProps<typeof buttonVariants>;

/**
 * A native button; `type` defaults to "button" so it never submits a form by accident. Its look
 * comes from the variants (`buttonVariants`); a `className` adds layout (`self-start`, `w-full`)
 * and never restyles what a variant sets.
 */
export function Button({
  className,
  variant,
  size,
  shape,
  text,
  dimWhenInactive,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonVariants({ variant, size, shape, text, dimWhenInactive, className })}
      {...props}
    />
  );
}
