import { describe, expect, it } from 'vitest';
import { overriddenClasses, watchClassConflicts } from './class-conflicts';

describe('overriddenClasses', () => {
  it('names a class a later one of the same kind overrides', () => {
    expect(overriddenClasses('inline-flex rounded-control px-3 rounded-full')).toEqual([
      'rounded-control',
    ]);
    expect(overriddenClasses('min-h-9 px-3 text-sm min-h-11')).toEqual(['min-h-9']);
    expect(overriddenClasses('shadow-card shadow-overlay')).toEqual(['shadow-card']);
  });

  it('passes classes that set different things, or the same thing at other breakpoints', () => {
    expect(overriddenClasses('flex flex-col gap-4 hidden-print lg:flex-row')).toEqual([]);
    expect(overriddenClasses('hidden lg:flex')).toEqual([]);
    expect(overriddenClasses('px-3 pr-10')).toEqual([]);
    expect(overriddenClasses('whitespace-normal sm:whitespace-nowrap')).toEqual([]);
  });
});

describe('watchClassConflicts', () => {
  it('reports an element added, or changed, with a class another overrides', () => {
    // Not in the document, which setup.ts watches for every test.
    const root = document.createElement('div');
    const watch = watchClassConflicts(root);
    const fine = document.createElement('p');
    fine.className = 'text-sm text-muted-foreground';
    root.append(fine);
    const changed = document.createElement('span');
    root.append(changed);
    changed.className = 'bg-card p-4 bg-muted';
    const found = watch.stop();
    expect(found).toEqual([
      '<span class="bg-card p-4 bg-muted">: bg-card overridden by a later class',
    ]);
  });
});
