import { isInaccessible, screen, within } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Queries the web tests share. Most are for the screens of a whole meal plan, where a role
 * query is slow: Testing Library finds a button's labels by walking the whole document, and
 * `getByRole('button', { name })` does so for every button of the page (a quarter of a second
 * or more for a real plan, more while polled).
 */

/**
 * The button showing `text` (in `container`, the page by default): found by its text, then
 * checked as `getByRole('button', { name: text })` would find it, accessible and named `text`.
 */
export function getButtonByText(text: string, container: HTMLElement = document.body) {
  const button = within(container).getByText(text).closest('button');
  if (!button || isInaccessible(button)) {
    throw new Error(`No accessible button shows "${text}".`);
  }
  expect(button).toHaveAccessibleName(text);
  return button;
}

/** The card of the plan's day `n` (a region named by its heading). */
export const getDayRegion = (n: number, container: HTMLElement = document.body) =>
  within(container).getByRole('region', { name: `Day ${n}` });

/** A button of day `n`'s card by its name: 'Swap Day 2 lunch', 'Lock Breakfast, day 2'. */
export const getDayButton = (n: number, name: string) =>
  within(getDayRegion(n)).getByRole('button', { name });

/** Finds `text` and checks it sits in a polite live region (role=status), so it is announced. */
export async function findStatusMessage(text: string | RegExp) {
  const element = await screen.findByText(text);
  expect(element.closest('[role="status"]')).not.toBeNull();
  return element;
}
