import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import type { PrintMode } from './printable-plan';

/**
 * 'Print Meal Plan' (spec §2, browser print) opens two choices: the plan with every recipe, or
 * the plan alone. Escape or a click elsewhere closes them, focus back on the button.
 */
export function PrintPlanMenu({ onPrint }: { onPrint: (mode: PrintMode) => void }) {
  const [isOpen, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    const close = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [isOpen]);

  const pick = (mode: PrintMode) => {
    setOpen(false);
    buttonRef.current?.focus();
    onPrint(mode);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the choices closes them
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && isOpen) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <Button
        ref={buttonRef}
        variant="outline"
        className="w-full sm:w-auto"
        aria-expanded={isOpen}
        aria-controls={menuId}
        onClick={() => setOpen((open) => !open)}
      >
        Print Meal Plan
      </Button>
      <fieldset
        id={menuId}
        hidden={!isOpen}
        className="absolute top-full left-0 z-20 mt-2 w-full min-w-64 flex-col gap-2 rounded-card border border-border bg-card p-2 shadow-overlay [&:not([hidden])]:flex sm:w-auto"
      >
        <legend className="sr-only">What to print</legend>
        <Button variant="ghost" text="start" onClick={() => pick('recipes')}>
          Print plan with recipes
        </Button>
        <Button variant="ghost" text="start" onClick={() => pick('plan')}>
          Print plan only
        </Button>
      </fieldset>
    </div>
  );
}
