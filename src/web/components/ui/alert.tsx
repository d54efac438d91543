import { cva, type VariantProps } from 'class-variance-authority';
import { clsx } from 'clsx';
import type { ComponentProps, ReactNode } from 'react';
import { CheckCircleIcon, ErrorIcon, InfoIcon, WarningIcon } from './icons';

/**
 * Tips (info) use the soft accent; warnings (allergy, interaction, limit) are amber with a
 * warning icon and a thick left edge, so they never read as just another tip.
 */
const alertVariants = cva('flex gap-3 rounded-card border p-4', {
  variants: {
    variant: {
      info: 'border-primary/25 bg-primary-soft text-primary-soft-foreground',
      success: 'border-success-border bg-success-soft text-success',
      warning: 'border-warning-border border-l-4 border-l-warning bg-warning-soft text-warning',
      destructive:
        'border-destructive-border border-l-4 border-l-destructive bg-destructive-soft text-destructive',
    },
  },
  defaultVariants: { variant: 'info' },
});

type AlertVariant = NonNullable<VariantProps<typeof alertVariants>['variant']>;

const icons: Record<AlertVariant, (props: { className?: string }) => ReactNode> = {
  info: InfoIcon,
  success: CheckCircleIcon,
  warning: WarningIcon,
  destructive: ErrorIcon,
};

/** Screen readers announce problems at once; tips and confirmations are read in turn. */
const defaultRoles: Record<AlertVariant, 'alert' | 'status'> = {
  info: 'status',
  success: 'status',
  warning: 'alert',
  destructive: 'alert',
};

export interface AlertProps
  extends Omit<ComponentProps<'div'>, 'title'>,
    VariantProps<typeof alertVariants> {
  title?: ReactNode;
}

/**
 * A `className` is appended (margins, layout), never an override of the variant's colours
 * (classes are joined, never merged: src/web/lib/cn.ts).
 */
export function Alert({ className, variant, title, role, children, ...props }: AlertProps) {
  const resolvedVariant = variant ?? 'info';
  const Icon = icons[resolvedVariant];
  return (
    <div
      role={role ?? defaultRoles[resolvedVariant]}
      className={clsx(alertVariants({ variant: resolvedVariant }), className)}
      {...props}
    >
      <Icon className="mt-0.5 shrink-0" />
      <div className="flex flex-col gap-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className="text-foreground">{children}</div> : null}
      </div>
    </div>
  );
}
