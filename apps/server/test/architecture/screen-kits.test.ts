import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root, sourceFiles, webSrc } from './import-graph.ts';

/**
 * Screens are thin rooms over the shared kits (docs/web-kits.md): under apps/web/src/areas a list is
 * the list kit, one record the record kit, a form the form kit. What a screen may not write by hand,
 * each with the reason a user would notice:
 */
const rules: { name: string; test: (text: string) => boolean }[] = [
  // A raw table has no empty, loading or error state and no phone layout.
  {
    name: 'imports the raw ui/table (use DataTable through the list kit)',
    test: (t) => /from '@\/components\/ui\/table'/.test(t),
  },
  // A hand-made form forgets the server's field errors and the sending state.
  { name: 'writes a raw <form> (use FormDialog or FormPanel)', test: (t) => /<form[\s>]/.test(t) },
  // A hand-made load state differs from every other screen's and forgets Try Again.
  {
    name: 'reads a query’s isLoading or isError by hand (use ListStates, PagedList or RecordStates)',
    test: (t) => /\.(isLoading|isError)\b/.test(t),
  },
  // A load failure toasted from an effect vanishes after seconds and leaves an empty screen.
  {
    name: 'toasts from an effect (show a load failure inline through the kits)',
    test: (t) => effectBodies(t).some((b) => /\btoast\b/.test(b)),
  },
];

/** The bodies of the file's useEffect calls (from the call's opening parenthesis to its match). */
export function effectBodies(text: string): string[] {
  const bodies: string[] = [];
  for (const match of text.matchAll(/useEffect\(/g)) {
    let depth = 0;
    for (let i = match.index + 'useEffect'.length; i < text.length; i++) {
      if (text[i] === '(') depth++;
      else if (text[i] === ')' && --depth === 0) {
        bodies.push(text.slice(match.index, i + 1));
        break;
      }
    }
  }
  return bodies;
}

const effectToast = 'toasts from an effect (show a load failure inline through the kits)';

/** Files allowed one named exception, with the reason. */
const allowed: Record<string, string[]> = {
  // The welcome promotion is a timer started when the shell mounts (1 s, once a session): no load, no action.
  'apps/web/src/areas/partner/shell-widgets.tsx': [effectToast],
  // The permission toast answers the guard's redirect to /associate?unauthorized=true (associate-portal.md);
  // the guard decides in render, so the page it lands on raises it once, then drops the parameter.
  'apps/web/src/areas/associate/use-unauthorized-toast.ts': [effectToast],
};

export function screenKitBreaches(files: { path: string; text: string }[]): string[] {
  return files.flatMap(({ path, text }) =>
    rules
      .filter((rule) => rule.test(text) && !(allowed[path] ?? []).includes(rule.name))
      .map((rule) => `${path} ${rule.name}`),
  );
}

describe('screens on the kits', () => {
  it.each([
    ["import { Table } from '@/components/ui/table';", 1],
    ['return <form onSubmit={send}>', 1],
    ['if (orders.isError) return <p>Failed</p>;', 1],
    ['useEffect(() => { if (failed) toast.error(message); }, [failed]);', 1],
    ['useEffect(() => { document.title = title; }, [title]); const done = () => toast.success("Saved");', 0],
    ['<PagedList query={orders} loadingLabel="Loading orders" />', 0],
  ])('%s: %i breach', (text, count) => {
    expect(screenKitBreaches([{ path: 'x.tsx', text }])).toHaveLength(count);
  });

  it('no screen under areas/ writes a table, form, load state or load toast by hand', () => {
    const files = sourceFiles(join(webSrc, 'areas'))
      .filter((file) => !/\.test\.tsx?$/.test(file))
      .map((file) => ({ path: relative(root, file).split(sep).join('/'), text: readFileSync(file, 'utf8') }));
    expect(screenKitBreaches(files)).toEqual([]);
  });
});
