import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { resetAiCallSpacing } from '../lib/functions-api';
import { watchClassConflicts } from './class-conflicts';

// happy-dom (the web project's environment) differs from browsers in three things the tests
// meet: it has no window.alert; `select.value = 3` selects nothing, because it compares the
// options' values with the number without making it a string first; and a <select> has no
// `size`, so react-hook-form takes its first option for one the user chose and keeps it over
// the form's default. Mimic what browsers do.
if (typeof window.alert !== 'function') window.alert = () => {};
let selectProto: object | null = HTMLSelectElement.prototype;
while (selectProto && !Object.hasOwn(selectProto, 'value')) {
  selectProto = Object.getPrototypeOf(selectProto);
}
const selectValue = selectProto && Object.getOwnPropertyDescriptor(selectProto, 'value');
const setSelectValue = selectValue?.set;
if (setSelectValue && setSelectValue.name !== 'asString') {
  Object.defineProperty(HTMLSelectElement.prototype, 'value', {
    ...selectValue,
    set: function asString(this: HTMLSelectElement, value: unknown) {
      setSelectValue.call(this, String(value));
    },
  });
}
if (!('size' in HTMLSelectElement.prototype)) {
  Object.defineProperty(HTMLSelectElement.prototype, 'size', {
    configurable: true,
    get(this: HTMLSelectElement) {
      return Number(this.getAttribute('size')) || 0;
    },
  });
}

// No element a test renders may carry a class that another of its classes overrides (the app
// joins classes, never merges them: lib/cn.ts).
let classWatch: ReturnType<typeof watchClassConflicts> | null = null;
beforeEach(() => {
  classWatch = watchClassConflicts(document);
});

afterEach(() => {
  const conflicts = classWatch?.stop() ?? [];
  classWatch = null;
  expect(conflicts, 'class lists in which one class overrides another').toEqual([]);
  cleanup();
  // A call still waiting for its turn (spec §9's spacing) would be sent into the next test.
  resetAiCallSpacing();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
