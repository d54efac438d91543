import { cva, type VariantProps } from 'class-variance-authority';
import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

/*
 * A `className` is appended, for layout and spacing the card does not set itself; a different
 * surface is a variant, not an override (classes are joined, never merged: src/web/lib/cn.ts).
 */

const cardVariants = cva('rounded-card border text-card-foreground', {
  variants: {
    tone: {
      default: 'border-border bg-card',
      /** A highlighted card: an outcome or a next step. */
      accent: 'border-primary/40 bg-primary-soft',
    },
    elevation: {
      card: 'shadow-card',
      /** Lifted above the cards around it. */
      raised: 'shadow-raised',
    },
  },
  defaultVariants: { tone: 'default', elevation: 'card' },
});

export type CardProps = ComponentProps<'div'> & VariantProps<typeof cardVariants>;

/** A white surface with a subtle border: the app's main grouping container. */
export function Card({ className, tone, elevation, ...props }: CardProps) {
  return (
    <div
      className={clsx(cardVariants({ tone, elevation }), className)}
      data-print-keep-together=""
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={clsx('flex flex-col gap-1.5 p-6 pb-0', className)} {...props} />;
}

type HeadingLevel = 'h2' | 'h3' | 'h4';

/** Cards sit under a page or section heading, so the title is an h3 unless told otherwise. */
export function CardTitle({
  as: Heading = 'h3',
  className,
  ...props
}: ComponentProps<'h3'> & { as?: HeadingLevel }) {
  return (
    <Heading className={clsx('font-semibold text-lg text-foreground', className)} {...props} />
  );
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={clsx('text-muted-foreground', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={clsx('p-6', className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={clsx('flex items-center gap-3 p-6 pt-0', className)} {...props} />;
}
