import { type ClassValue, clsx } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

/** Teaches tailwind-merge the custom radius and shadow names of `styles.css` so they override. */
const twMerge = extendTailwindMerge({
  extend: {
    theme: {
      radius: ['control', 'card'],
      shadow: ['card', 'raised', 'overlay'],
    },
  },
});

/** Joins class names and lets a later Tailwind class override an earlier one (`px-2` then `px-4`). */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
