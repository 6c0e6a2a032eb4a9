import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository's import graph, read from the source as text: every file's static, re-exported and
 * dynamic imports resolved (relative paths and the web app's `@/`). The architecture tests check
 * their rules over it. Pure: no database, no build.
 */
export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
export const serverSrc = join(root, 'apps/server/src');
export const webSrc = join(root, 'apps/web/src');

export function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (/\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

const importPattern =
  /(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The files a source file imports, as absolute paths (bare package imports are left out). */
export function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const targets: string[] = [];
  for (const match of text.matchAll(importPattern)) {
    const spec = match[1] ?? match[2]!;
    let base: string;
    if (spec.startsWith('.')) base = resolve(dirname(file), spec);
    else if (spec.startsWith('@/')) base = join(webSrc, spec.slice(2));
    else continue;
    const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
    targets.push(candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? base);
  }
  return targets;
}

export interface Edge {
  from: string;
  to: string;
}

export function edges(dir: string): Edge[] {
  return sourceFiles(dir).flatMap((file) =>
    importsOf(file).map((to) => ({
      from: relative(root, file).split(sep).join('/'),
      to: relative(root, to).split(sep).join('/'),
    })),
  );
}

/** The part of a path after a prefix, split into folders ('' when the path is outside it). */
export function under(path: string, prefix: string): string[] {
  return path.startsWith(prefix) ? path.slice(prefix.length).split('/') : [];
}
