import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface PageProps {
  /** The page's one h1. After navigation, focus moves to it (see `app/route-announcer.tsx`). */
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** The frame of a screen: a centred column with the page heading and optional lead text. */
export function Page({ title, description, children, className }: PageProps) {
  return (
    <div className={cn('mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 sm:py-14', className)}>
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
