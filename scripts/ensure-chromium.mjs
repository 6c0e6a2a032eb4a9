#!/usr/bin/env node
// Finds the Chromium the browser tests launch, installing one when none is found. Prints its path
// as the last line of output. Browser tests are never skipped: without a Chromium this exits 1.
import { execFileSync, spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

/** The system Chromium, or undefined: CHROMIUM_PATH, then `chromium` on the PATH, then /usr/bin. */
function findChromium(env = process.env) {
  const candidates = [
    env.CHROMIUM_PATH,
    ...(env.PATH ?? '').split(delimiter).flatMap((dir) => (dir ? [join(dir, 'chromium')] : [])),
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ];
  return candidates.find((file) => file && isExecutable(file));
}

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

function run(command, args, env = process.env) {
  console.error(`$ ${command} ${args.join(' ')}`);
  return spawnSync(command, args, { stdio: ['ignore', 2, 2], env }).status === 0;
}

/** Playwright's own Chromium, when its installer has put one on this machine. */
function playwrightChromium() {
  try {
    const file = execFileSync(
      process.execPath,
      ['-e', "process.stdout.write(require('playwright-core').chromium.executablePath())"],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
    ).trim();
    return file && isExecutable(file) ? file : undefined;
  } catch {
    return undefined;
  }
}

function install() {
  if (process.env.CI === 'true' && !isRoot()) {
    // CI never downloads browsers; only the distribution's package may be installed.
    return undefined;
  }
  if (isRoot()) {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if (run('apt-get', ['update'], env) && run('apt-get', ['install', '-y', '-q', 'chromium'], env)) {
      return findChromium();
    }
    return undefined;
  }
  run('npx', ['playwright', 'install', 'chromium']);
  return playwrightChromium();
}

const found = findChromium() ?? playwrightChromium() ?? install();
if (!found) {
  console.error(
    'No Chromium found for the browser tests. Install the Debian package `chromium` ' +
      '(apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary.',
  );
  process.exit(1);
}
console.log(found);
