import { cva, type VariantProps } from 'class-variance-authority';
import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

export const badgeVariants = cva('inline-flex items-center gap-1 rounded-full border font-medium', {
  variants: {
    variant: {
      neutral: 'border-border bg-muted text-foreground',
      primary: 'border-transparent bg-primary-soft text-primary-soft-foreground',
      outline: 'border-input bg-card text-foreground',
      warning: 'border-warning-border bg-warning-soft text-warning',
    },
    size: {
      sm: 'px-2.5 py-0.5 text-sm',
      md: 'px-3 py-1 text-sm',
      lg: 'px-4 py-1.5 text-base',
    },
  },
  defaultVariants: { variant: 'neutral', size: 'md' },
});

export type BadgeProps = ComponentProps<'span'> & VariantProps<typeof badgeVariants>;

/**
 * A short label (a condition, a diet tag). Put badges in a `<ul>` when they form a list.
 * A `className` is appended (layout, margins); a different look is a variant, not an override
 * (classes are joined, never merged: src/web/lib/cn.ts).
 */
export function Badge({ className, variant, size, ...props }: BadgeProps) {
  return <span className={clsx(badgeVariants({ variant, size }), className)} {...props} />;
}
