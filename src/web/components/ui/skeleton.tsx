import { clsx } from 'clsx';

/**
 * A blank card in the shape of content that is still loading (a heading, a line, a body), so the
 * page already has the height of what is coming and nothing on screen moves when it arrives
 * (issue 15: layout shift). Decorative and hidden from assistive technology: say what is loading
 * in a `role="status"` beside it. Give it the height of what it stands for.
 */
export function SkeletonCard({
  className,
  isWideOnly = false,
}: {
  className?: string;
  /** Shown only on wide screens (from `lg`), as the second column of a grid. */
  isWideOnly?: boolean;
}) {
  return (
    <div
      aria-hidden="true"
      className={clsx(
        'flex-col gap-4 rounded-card border border-border bg-card p-6 shadow-card motion-safe:animate-pulse',
        isWideOnly ? 'hidden lg:flex' : 'flex',
        className,
      )}
    >
      <div className="h-6 w-1/3 rounded-control bg-muted" />
      <div className="h-4 w-2/3 rounded-control bg-muted" />
      <div className="mt-2 flex-1 rounded-control bg-muted/60" />
    </div>
  );
}
