#!/usr/bin/env node
// `npm test`: every test of the project. Unit and API tests (Vitest, all projects), then the web
// app's build, its initial-JS budgets (scripts/initial-js.mjs) and the browser tests (Playwright on
// the system Chromium). The last line is the
// summary `N passed, N failed`; the exit code is non-zero when anything failed. TEST_DATABASE_URL
// (a PostgreSQL server URL) passes through: each API test file and the browser tests' server then
// use a fresh database created from it, else the embedded PGlite.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { initialJs, overBudgetReport, summary } from './initial-js.mjs';
import { buildWebApp } from './web-build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const results = join(root, 'test-results');
const vitestReport = join(results, 'vitest.json');
const vitestFileTimes = join(results, 'vitest-file-times.json');
const playwrightReport = join(results, 'e2e.json');
mkdirSync(results, { recursive: true });

const totals = { passed: 0, failed: 0 };
const timings = [];
const problems = [];
/** Time per test file, seconds: Vitest's from scripts/vitest-file-times.ts, Playwright's summed over its tests. */
const fileTimes = [];

function run(label, command, args, { env = {}, capture = false } = {}) {
  const started = Date.now();
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const { status, stdout } = spawnSync(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', capture ? 'pipe' : 'inherit', 'inherit'],
    encoding: 'utf8',
  });
  if (capture) process.stdout.write(stdout ?? '');
  timings.push(`${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { ok: status === 0, stdout: stdout ?? '' };
}

function fail(count, message) {
  totals.failed += count;
  problems.push(message);
}

/** A Playwright report suite's time: every attempt of every test in it and its nested suites. */
function playwrightSeconds(suite) {
  let ms = 0;
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests ?? []) for (const result of test.results ?? []) ms += result.duration ?? 0;
  for (const child of suite.suites ?? []) ms += playwrightSeconds(child) * 1000;
  return ms / 1000;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

// TEST_SCOPE=database: a repeat pass on a second database (.ci/run's PostgreSQL pass) runs what a
// database can change: the server's tests, and the browser tests tagged @database: the route-table
// test, opening every page drawn from that database (without analysing its markup again), and live
// delivery, which travels on a connection of its own there. The other browser journeys are the same
// web code over routes the server's tests run on both databases, and the shared and web unit tests
// never touch a database, so their verdict is the first pass's (docs/ARCHITECTURE.md, Tests).
const databaseOnly = process.env.TEST_SCOPE === 'database';
if (databaseOnly)
  console.log(
    'TEST_SCOPE=database: the shared and web unit tests and the untagged browser tests ran in the first pass.',
  );

// 1. Vitest: shared, server (API on a real database) and web projects.
rmSync(vitestReport, { force: true });
rmSync(vitestFileTimes, { force: true });
const vitest = run(
  'unit and API tests (vitest)',
  'npx',
  [
    'vitest',
    'run',
    ...(databaseOnly ? ['--project', 'server'] : []),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestReport}`,
    '--reporter=./scripts/vitest-file-times.ts',
  ],
  { env: { VITEST_FILE_TIMES: vitestFileTimes } },
);
const unit = readJson(vitestReport);
if (!unit) {
  fail(1, 'Vitest wrote no report (it crashed before running the tests; see its output above).');
} else {
  totals.passed += unit.numPassedTests;
  totals.failed += unit.numFailedTests;
  fileTimes.push(...(readJson(vitestFileTimes) ?? []));
  if (unit.numFailedTests) problems.push(`${unit.numFailedTests} unit/API test(s) failed.`);
  // A test file that fails to load has no failed test, but it is a failure.
  const brokenFiles = unit.testResults.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((t) => t.status === 'failed'),
  );
  for (const file of brokenFiles) fail(1, `${file.name} failed to run: ${file.message}`);
  const skipped = unit.numPendingTests + unit.numTodoTests;
  if (skipped) fail(skipped, `${skipped} unit/API test(s) were skipped; tests here never skip.`);
  if (!vitest.ok && !unit.numFailedTests && !brokenFiles.length && !skipped)
    fail(1, 'Vitest exited with an error (see its output above).');
}

// 2. The browser tests need the built web app and a Chromium; neither is ever skipped quietly.
const buildStarted = Date.now();
console.log('\n=== web build (vite)');
const build = { ok: buildWebApp() };
timings.push(`web build (vite): ${((Date.now() - buildStarted) / 1000).toFixed(1)} s`);

// The initial-JS budgets, read from that build (scripts/initial-js.mjs): each page is one test,
// failed when its JS before any interaction is over its budget. The build is the same web code on
// either database, so the repeat pass leaves it to the first.
if (build.ok && !databaseOnly) {
  const started = Date.now();
  console.log('\n=== initial-JS budgets (scripts/initial-js.mjs)');
  try {
    const result = await initialJs();
    console.log(summary(result));
    for (const [name, page] of Object.entries(result.pages)) {
      if (page.meetsBudget) {
        totals.passed += 1;
      } else {
        const report = overBudgetReport(name, page);
        console.log(report);
        fail(1, report);
      }
    }
  } catch (error) {
    fail(
      1,
      `The initial-JS budgets could not be measured: ${error instanceof Error ? error.message : error}`,
    );
  }
  timings.push(`initial-JS budgets: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const chromium = run('find Chromium', process.execPath, ['scripts/ensure-chromium.mjs'], { capture: true });
// It prints the path it found or installed as its last line.
const chromiumPath = chromium.ok ? chromium.stdout.trim().split('\n').at(-1) : undefined;

if (!build.ok) {
  fail(1, 'The web app did not build, so the browser tests could not run.');
} else if (!chromiumPath) {
  fail(1, 'No Chromium was found or installed, so the browser tests could not run (see above).');
} else {
  rmSync(playwrightReport, { force: true });
  const e2e = run(
    'browser tests (playwright)',
    'npx',
    ['playwright', 'test', ...(databaseOnly ? ['--grep', '@database'] : [])],
    {
      env: { CHROMIUM_PATH: chromiumPath, E2E_JSON_REPORT: playwrightReport },
    },
  );
  const report = readJson(playwrightReport);
  if (!report) {
    fail(1, 'Playwright wrote no report (see its output above).');
  } else {
    const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats ?? {};
    for (const suite of report.suites ?? [])
      fileTimes.push({ file: join('e2e', suite.file), seconds: playwrightSeconds(suite) });
    totals.passed += expected;
    totals.failed += unexpected + flaky;
    if (unexpected + flaky) problems.push(`${unexpected + flaky} browser test(s) failed.`);
    if (skipped) fail(skipped, `${skipped} browser test(s) were skipped; tests here never skip.`);
    for (const error of report.errors ?? []) fail(1, `Browser test run error: ${error.message}`);
    if (!e2e.ok && !unexpected && !flaky && !skipped && !(report.errors ?? []).length)
      fail(1, 'Playwright exited with an error (see its output above).');
  }
}

const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL (TEST_DATABASE_URL)' : 'embedded PGlite';
console.log(`\n=== Summary (${database})`);
for (const line of timings) console.log(`  ${line}`);
console.log('  ten slowest test files:');
const slowest = fileTimes.sort((a, b) => b.seconds - a.seconds).slice(0, 10);
for (const { file, seconds } of slowest) console.log(`    ${seconds.toFixed(1).padStart(6)} s  ${file}`);
for (const line of problems) console.log(`  ! ${line}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
