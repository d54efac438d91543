import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useFieldControlProps } from './field';
import { ChevronDownIcon } from './icons';
import { controlClassName } from './input';

export type SelectProps = ComponentProps<'select'>;

/** A native `<select>` (keyboard, screen readers and mobile pickers work as users expect), styled. */
export function Select({ className, children, ...props }: SelectProps) {
  const fieldProps = useFieldControlProps(props);
  return (
    <div className="relative">
      <select
        className={cn(controlClassName, 'cursor-pointer appearance-none pr-10', className)}
        {...fieldProps}
      >
        {children}
      </select>
      <ChevronDownIcon className="-translate-y-1/2 pointer-events-none absolute top-1/2 right-3 text-muted-foreground" />
    </div>
  );
}
