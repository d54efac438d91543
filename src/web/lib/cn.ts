import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names, leaving out the false and empty ones. Nothing is merged: a component's
 * classes and a screen's additions never set the same thing (variants do that), which the web
 * tests check on every element they render (src/web/test/class-conflicts.ts). Merging at run
 * time (tailwind-merge) built its class map in the first render of every screen: 60-80 ms of a
 * phone's main thread (issue 15).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
