import { type ClassValue, clsx } from 'clsx';
import { createTailwindMerge } from 'tailwind-merge';
import { createTwMergeConfig } from './tw-merge-config.generated';

// tailwind-merge's engine on a config pruned to the class groups the app uses (the full default config
// is ~5 kB gzipped of the first download); utils.test.ts proves it merges the app's classes the same.
const twMerge = createTailwindMerge(createTwMergeConfig);

/** Joins class names and lets a later Tailwind class win over an earlier one. */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
