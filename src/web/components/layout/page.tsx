import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/** How wide a screen's column may grow: the full layout width, or narrower for reading. */
const WIDTHS = {
  full: 'max-w-7xl',
  '4xl': 'max-w-4xl',
  '3xl': 'max-w-3xl',
  lg: 'max-w-lg',
} as const;

export interface PageProps {
  /** The page's one h1. After navigation, focus moves to it (see `app/route-announcer.tsx`). */
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** The column's maximum width; `full` (the header's width) unless told otherwise. */
  width?: keyof typeof WIDTHS;
  /**
   * Appended (classes are never merged): for spacing the frame does not set, such as room for a
   * floating button.
   */
  className?: string;
}

/** The frame of a screen: a centred column with the page heading and optional lead text. */
export function Page({ title, description, children, width = 'full', className }: PageProps) {
  return (
    <div className={clsx('mx-auto w-full px-4 py-10 sm:px-6 sm:py-14', WIDTHS[width], className)}>
      <div className="mb-8 flex flex-col gap-3">
        <h1 tabIndex={-1} className="font-bold text-3xl text-foreground tracking-tight sm:text-4xl">
          {title}
        </h1>
        {description ? (
          <p className="max-w-2xl text-lg text-muted-foreground">{description}</p>
        ) : null}
      </div>
      {children}
    </div>
  );
}
