import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { loadGroceryList } from './grocery-list-slot';
import type { PrintMode } from './printable-plan';

/**
 * How the plan prints: chosen with 'Print Meal Plan', or the full plan with recipes when the
 * browser prints on its own (Ctrl+P). Rendered only once printing is asked for.
 */
export function usePrintMode() {
  const [mode, setMode] = useState<PrintMode | null>(null);
  const modeRef = useRef(mode);
  modeRef.current = mode;
  useEffect(() => {
    const beforePrint = () => {
      if (modeRef.current === null) flushSync(() => setMode('recipes'));
    };
    window.addEventListener('beforeprint', beforePrint);
    return () => window.removeEventListener('beforeprint', beforePrint);
  }, []);
  const print = async (next: PrintMode) => {
    // The paper copy ends with the grocery list, which loads on its own: wait for it (a failed
    // load prints without it).
    await loadGroceryList().catch(() => undefined);
    // The print-only plan must be in the page before the browser lays it out for print.
    flushSync(() => setMode(next));
    window.print();
  };
  return { mode, print };
}
