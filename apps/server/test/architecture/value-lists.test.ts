import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A list of allowed values (statuses, roles, types) is written once, in packages/shared; the
 * database schema imports the tuple. This reads every literal string list in both and fails when
 * the schema spells out a list packages/shared already declares.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Every bracketed list of two or more string literals, normalised to 'a|b|c'. */
export function literalLists(text: string): string[] {
  return [...text.matchAll(/\[\s*((?:'[^']*'\s*,\s*)+'[^']*'\s*,?\s*)\]/g)].map((m) =>
    [...m[1]!.matchAll(/'([^']*)'/g)].map((v) => v[1]).join('|'),
  );
}

/**
 * Same values, another meaning: these columns' lists are their own (no contract in packages/shared
 * speaks of them yet) and only happen to equal a shared one.
 */
const coincidences = new Set([
  'apps/server/src/db/schema/campaigns.ts: [pending|approved|rejected]', // campaign approval, not onboarding
  'apps/server/src/db/schema/quotes.ts: [pending|approved|rejected]', // quote approval, not onboarding
  'apps/server/src/db/schema/tasks.ts: [urgent|high|medium|low]', // task priority, not credit requests
]);

describe('value lists', () => {
  it('reads a list however it is laid out', () => {
    expect(literalLists("text({ enum: ['a', 'b'] }) x = [\n  'c',\n  'd',\n] as const")).toEqual([
      'a|b',
      'c|d',
    ]);
  });

  it('the schema declares none that packages/shared declares', () => {
    const shared = new Set(
      files(join(root, 'packages/shared/src')).flatMap((f) => literalLists(readFileSync(f, 'utf8'))),
    );
    const twice = files(join(root, 'apps/server/src/db/schema')).flatMap((f) =>
      literalLists(readFileSync(f, 'utf8'))
        .filter((list) => shared.has(list))
        .map((list) => `${relative(root, f)}: [${list}]`),
    );
    expect(twice.filter((found) => !coincidences.has(found))).toEqual([]);
  });
});
