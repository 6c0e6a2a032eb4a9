// The web app's build, skipped when nothing it is built from changed since the last one: CI runs
// `npm test` twice (PGlite, then PostgreSQL) and the inner loop runs it often. What it is built
// from: apps/web (but its dist), packages/shared, the lockfile. The hash of their contents is kept
// in dist/.inputs-hash, written only after a build that succeeded.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const inputs = ['apps/web', 'packages/shared', 'package-lock.json'];
const skipped = new Set(['node_modules', 'dist', '.vite']);
const hashFile = join(root, 'apps/web/dist/.inputs-hash');

function addFiles(path, hash) {
  const stat = statSync(path);
  if (stat.isFile()) {
    hash.update(relative(root, path)).update('\0').update(readFileSync(path)).update('\0');
    return;
  }
  for (const name of readdirSync(path).sort()) if (!skipped.has(name)) addFiles(join(path, name), hash);
}

function inputsHash() {
  const hash = createHash('sha256');
  for (const input of inputs) addFiles(join(root, input), hash);
  return hash.digest('hex');
}

/** Builds the web app unless the last build was of the same inputs; returns whether it is built. */
export function buildWebApp() {
  const hash = inputsHash();
  if (existsSync(hashFile) && readFileSync(hashFile, 'utf8') === hash) {
    console.log('web build: its inputs are unchanged since the last build; reusing apps/web/dist');
    return true;
  }
  const { status } = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (status !== 0) return false;
  writeFileSync(hashFile, hash);
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit(buildWebApp() ? 0 : 1);
