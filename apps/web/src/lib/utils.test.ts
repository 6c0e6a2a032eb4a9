// @vitest-environment node
/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import {
  GENERATED_FILE,
  generateTwMergeConfig,
  sourceWords,
  usedClassGroups,
} from '../../scripts/generate-tw-merge-config';
import { cn } from './utils';

// Every Tailwind class written in apps/web/src (the generator's own reading of the source).
const { classes } = usedClassGroups(sourceWords());
const VARIANTS = ['hover:', 'md:', 'dark:', 'data-[state=open]:', 'focus-visible:'];

/** Where cn, on the pruned config, merges differently from the full twMerge (checked as it goes: the
 * pairs number in the hundreds of thousands). */
function differences(merges: Iterable<string[]>) {
  const found = [];
  for (const classLists of merges) {
    const merged = cn(...classLists);
    const expected = twMerge(...classLists);
    if (merged !== expected) found.push({ classLists, cn: merged, twMerge: expected });
  }
  return found;
}

function* pairs(): Generator<[string, string]> {
  for (const a of classes) for (const b of classes) yield [a, b];
}

/** The pairs where a later class removes an earlier one: where the merge config matters. */
const conflictingPairs = [...pairs()].filter(([a, b]) => twMerge(a, b) !== `${a} ${b}`);

describe('cn', () => {
  it('lets a later Tailwind class win over an earlier one and keeps the rest', () => {
    expect(cn('px-2 py-1 text-sm', 'px-4', false, ['text-lg'])).toBe('py-1 px-4 text-lg');
    expect(
      cn('bg-primary text-primary-foreground hover:bg-primary/90', 'bg-destructive hover:bg-red-600'),
    ).toBe('text-primary-foreground bg-destructive hover:bg-red-600');
  });

  it('runs on a merge config generated from the source as it is now', () => {
    // On failure: a class was added or removed in apps/web/src; run npm run generate:tw-merge -w @party/web.
    expect(readFileSync(GENERATED_FILE, 'utf8')).toBe(generateTwMergeConfig());
  }, 60_000);

  it("merges every pair of the app's classes as the full tailwind-merge does", () => {
    expect(classes.length).toBeGreaterThan(300);
    expect(conflictingPairs.length).toBeGreaterThan(1000);
    expect(differences(pairs())).toEqual([]);
  }, 30_000);

  it('merges the conflicting pairs the same under variants and in threes', () => {
    function* withVariants() {
      for (const [a, b] of conflictingPairs) {
        for (const variant of VARIANTS) {
          yield [`${variant}${a}`, `${variant}${b}`];
          yield [a, `${variant}${b}`, b];
          yield [`${variant}${a} ${b}`, `${variant}${b} ${a}`];
        }
      }
    }
    expect(differences(withVariants())).toEqual([]);
  }, 30_000);
});
