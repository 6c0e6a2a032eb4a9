import { execFileSync } from 'node:child_process';
import { defineConfig } from '@playwright/test';

// The config is evaluated in the runner and again in each worker; the port chosen first travels to
// the workers in the environment so all of them talk to the one server the global setup starts.
process.env.E2E_PORT ??= execFileSync(
  process.execPath,
  [
    '-e',
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ],
  { encoding: 'utf8' },
);
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

// The system Chromium (scripts/ensure-chromium.mjs finds or installs it); never a downloaded one in CI.
process.env.CHROMIUM_PATH ??= execFileSync(process.execPath, ['scripts/ensure-chromium.mjs'], {
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'inherit'],
})
  .trim()
  .split('\n')
  .at(-1);

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/harness/global-setup.ts',
  // The web app's build is plain JavaScript: imported as it is. Playwright otherwise runs every file
  // outside node_modules through Babel, and only its runner keeps the result, so each worker spent
  // 7 to 38 s compiling the 4 MB server bundle the route-table axe test reads its pages from
  // (docs/ARCHITECTURE.md, Tests).
  build: { external: ['**/apps/web/dist/**'] },
  fullyParallel: false,
  // Two cores: the server, the SMTP sink and two browsers already share them.
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // Generous bounds, never waits: with the route-table axe test beside it on two cores, a portal's
  // first screen (its shell and page chunks, one after another) has taken up to 20 s to draw, and a
  // long journey near a minute. A passing test finishes as soon as it can either way.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  outputDir: 'test-results/e2e',
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT ?? 'test-results/e2e.json' }]],
  use: {
    baseURL,
    locale: 'en-AU',
    timezoneId: 'Australia/Sydney',
    // Fades (social-proof popup, pictures) end at once, so axe never measures contrast mid-fade.
    reducedMotion: 'reduce',
    // A failed test keeps its trace: each action's DOM snapshot, the network and the console. The
    // trace's screencast is left out: encoding a frame on every repaint cost more than a third of
    // the test time on a busy 2-core machine (docs/ARCHITECTURE.md, Tests); a failure still gets
    // its screenshot below.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
