#!/usr/bin/env node
// `npm run test:changed [-- <git ref>]`: only the tests a change affects, for the inner loop.
// The change is the working tree against <ref> (default HEAD: what is not committed yet), with
// new files included.
// - Vitest: `vitest run --changed <ref>` runs the test files that import a changed file, directly
//   or through others (Vitest's module graph), across the shared, server and web projects.
// - Playwright: browser tests do not import the app, so the spec folders are found here: a changed
//   spec; every spec when the harness, fixtures or config changed; and for a changed web module,
//   the e2e folder of each area that imports it, directly or through others (areas/<area> →
//   e2e/<area>; the app's router, guard and shells → e2e/access).
// - The initial-JS budgets (scripts/initial-js.mjs) when what the web app is built from changed.
// `npm test` stays the whole run; CI runs only that. `--list` prints what would run.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { initialJs, overBudgetReport, summary } from './initial-js.mjs';
import { buildWebApp } from './web-build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
// `--list` names the tests that would run, without running them.
const listOnly = process.argv.includes('--list');
const ref = process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 'HEAD';
const git = (...args) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
const changed = [
  ...new Set([...git('diff', '--name-only', ref), ...git('ls-files', '--others', '--exclude-standard')]),
];
if (!changed.length) {
  console.log(`Nothing changed against ${ref}.`);
  process.exit(0);
}
console.log(`Changed against ${ref}:\n  ${changed.join('\n  ')}`);

let failed = false;
const vitestArgs = listOnly ? ['list', '--filesOnly'] : ['run'];
const vitest = spawnSync('npx', ['vitest', ...vitestArgs, `--changed=${ref}`, '--passWithNoTests'], {
  cwd: root,
  stdio: 'inherit',
});
failed ||= vitest.status !== 0;

const specs = affectedSpecs(changed);
if (listOnly) {
  console.log(`\nBrowser tests affected: ${specs.join(' ') || 'none'}`);
} else if (!specs.length) {
  console.log('\nNo browser test is affected.');
} else {
  console.log(`\nBrowser tests affected: ${specs.join(' ')}`);
  const chromium = spawnSync(process.execPath, ['scripts/ensure-chromium.mjs'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (chromium.status !== 0 || !buildWebApp()) failed = true;
  else
    failed ||=
      spawnSync('npx', ['playwright', 'test', ...specs], { cwd: root, stdio: 'inherit' }).status !== 0;
}

// What the build reads (scripts/web-build.mjs) and what measures it.
const buildInputs = [
  'apps/web/',
  'packages/shared/',
  'package-lock.json',
  'scripts/initial-js.mjs',
  'apps/server/src/http/route-chunks.ts',
];
if (changed.some((file) => buildInputs.some((prefix) => file.startsWith(prefix)))) {
  if (listOnly) console.log('Initial-JS budgets: checked');
  else if (!buildWebApp()) failed = true;
  else {
    const result = await initialJs();
    console.log(`\nInitial-JS budgets:\n${summary(result)}`);
    for (const [name, page] of Object.entries(result.pages))
      if (!page.meetsBudget) console.log(overBudgetReport(name, page));
    failed ||= !result.meetsBudget;
  }
}
process.exit(failed ? 1 : 0);

function affectedSpecs(files) {
  const everything = ['e2e/fixtures.ts', 'e2e/harness/', 'playwright.config.ts', 'package-lock.json'];
  if (files.some((file) => everything.some((prefix) => file.startsWith(prefix)))) return ['e2e'];
  const specs = new Set(files.filter((file) => file.startsWith('e2e/') && file.endsWith('.spec.ts')));
  const web = files.filter((file) => file.startsWith('apps/web/src/') && !/\.test\.tsx?$/.test(file));
  for (const folder of areasImporting(web))
    if (existsSync(join(root, 'e2e', folder))) specs.add(`e2e/${folder}`);
  return [...specs].filter((spec) => existsSync(join(root, spec)));
}

/** The e2e folders whose area reaches one of these web files through its imports. */
function areasImporting(files) {
  if (!files.length) return new Set();
  const src = join(root, 'apps/web/src');
  const importers = new Map(); // module → modules importing it
  for (const file of sourceFiles(src)) {
    const text = readFileSync(file, 'utf8');
    for (const [, specifier] of text.matchAll(/(?:from|import\()\s*['"]([^'"]+)['"]/g)) {
      const target = resolveImport(file, specifier, src);
      if (!target) continue;
      if (!importers.has(target)) importers.set(target, new Set());
      importers.get(target).add(file);
    }
  }
  const reached = new Set(files.map((file) => join(root, file)));
  const queue = [...reached];
  const app = join(src, 'app');
  while (queue.length) {
    const module = queue.pop();
    // The app (router, guard, shells) sits above every area: what imports it is the whole app.
    if (module.startsWith(app)) continue;
    for (const importer of importers.get(module) ?? []) {
      if (reached.has(importer)) continue;
      reached.add(importer);
      queue.push(importer);
    }
  }
  const folders = new Set();
  for (const file of reached) {
    const path = relative(src, file).split('/');
    if (path[0] === 'areas' && path[1]) folders.add(path[1]);
    if (path[0] === 'app') folders.add('access');
  }
  return folders;
}

function sourceFiles(folder) {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

function resolveImport(from, specifier, src) {
  let base;
  if (specifier.startsWith('@/')) base = join(src, specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return undefined;
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return undefined;
}
