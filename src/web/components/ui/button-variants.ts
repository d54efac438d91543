import { cva } from 'class-variance-authority';

/**
 * Button styles, also for links that look like buttons:
 * `<Link to={paths.assessment.getHref()} className={buttonVariants({ size: 'lg' })}>`.
 *
 * Apart from `button.tsx` so the app shell and Home can style their buttons and links without
 * loading tailwind-merge (which `<Button>` uses to let a `className` override these classes):
 * there, classes are appended, not merged, so pick a variant rather than overriding one.
 */
export const buttonVariants = cva(
  [
    'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-control font-medium',
    'transition-colors select-none no-underline',
    'disabled:pointer-events-none disabled:opacity-55 aria-disabled:pointer-events-none aria-disabled:opacity-55',
    '[&_svg]:shrink-0',
  ],
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-foreground shadow-card hover:bg-primary-hover',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary-hover',
        outline:
          'border border-input bg-card text-foreground shadow-card hover:border-primary hover:bg-primary-soft hover:text-primary-soft-foreground',
        ghost: 'text-foreground hover:bg-muted',
        destructive:
          'bg-destructive text-primary-foreground shadow-card hover:bg-destructive-hover',
        link: 'text-primary underline-offset-4 hover:underline',
        /** Light on a band of the primary colour (Home's call to action). */
        inverse:
          'bg-card text-primary-soft-foreground hover:bg-primary-soft focus-visible:outline-white',
      },
      size: {
        sm: 'min-h-9 px-3 text-sm',
        md: 'min-h-11 px-4 text-base',
        lg: 'min-h-12 px-6 text-lg',
        icon: 'size-11',
        /** A small icon-only button, such as a notification's close button. */
        'icon-sm': 'size-9',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);
