import { cva } from 'class-variance-authority';

/**
 * Button styles, also for links that look like buttons:
 * `<Link to={paths.assessment.getHref()} className={buttonVariants({ size: 'lg' })}>`.
 *
 * Every style a screen may want to change is a variant (colour, size, shape, how the label
 * sits, dimming), so a `className` only adds what no variant sets (`self-start`, `w-full`, a
 * position). Classes are joined, never merged: no rendered element carries two classes of one
 * kind (`min-h-9 min-h-11`), which the web tests check on every element they render
 * (src/web/test/class-conflicts.ts).
 */
export const buttonVariants = cva(
  [
    'inline-flex items-center gap-2 font-medium',
    'transition-colors select-none no-underline',
    'disabled:pointer-events-none disabled:opacity-55 aria-disabled:pointer-events-none',
    '[&_svg]:shrink-0',
  ],
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-foreground shadow-card hover:bg-primary-hover',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary-hover',
        outline:
          'border border-input bg-card text-foreground shadow-card hover:border-primary hover:bg-primary-soft hover:text-primary-soft-foreground',
        /** An outline button that is on (a chosen quick-select food). */
        selected:
          'border border-primary bg-primary-soft text-primary-soft-foreground shadow-card hover:bg-primary-soft',
        ghost: 'text-foreground hover:bg-muted',
        /** A quiet button that removes something (a food log entry). */
        'ghost-destructive': 'text-destructive hover:bg-muted',
        destructive:
          'bg-destructive text-primary-foreground shadow-card hover:bg-destructive-hover',
        link: 'text-primary underline-offset-4 hover:underline',
        /** Light on a band of the primary colour (Home's call to action). */
        inverse:
          'bg-card text-primary-soft-foreground hover:bg-primary-soft focus-visible:outline-white',
        /** A button floating over the page (the assistants' launchers). */
        floating: 'bg-primary text-primary-foreground shadow-overlay hover:bg-primary-hover',
      },
      size: {
        sm: 'min-h-9 px-3 text-sm',
        /** Small text with the full 44 px touch height (rows of choices on phones). */
        'sm-touch': 'min-h-11 px-3 text-sm',
        md: 'min-h-11 px-4 text-base',
        lg: 'min-h-12 px-6 text-lg',
        icon: 'size-11',
        /** A small icon-only button, such as a notification's close button. */
        'icon-sm': 'size-9',
      },
      shape: {
        control: 'rounded-control',
        /** Round ends: chips and floating buttons. */
        pill: 'rounded-full',
      },
      /** How the label sits: one centred line; from the start; or wrapping, for long labels. */
      text: {
        center: 'justify-center whitespace-nowrap',
        start: 'justify-start whitespace-nowrap',
        wrap: 'h-auto justify-center whitespace-normal py-1.5 text-left',
        /** Wraps on the narrowest phones rather than widening the page; one line from `sm`. */
        'wrap-narrow': 'justify-center whitespace-normal text-center sm:whitespace-nowrap',
      },
      /** Dimmed when `aria-disabled` (off for a button that shows a done state, such as "Added"). */
      dimWhenInactive: {
        true: 'aria-disabled:opacity-55',
        false: '',
      },
    },
    defaultVariants: {
      variant: 'primary',
      size: 'md',
      shape: 'control',
      text: 'center',
      dimWhenInactive: true,
    },
  },
);
