import { createRequire } from 'node:module';
import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { type DemoLogin, type DemoRole, demoAccount, isDemoAccount } from './harness/demo-accounts.ts';
import { Mailbox } from './harness/mailbox.ts';

export { expect };

interface ConsoleWatch {
  /** Expect a browser console error matching this pattern (for example an intended 401). */
  allow(pattern: RegExp): void;
}

interface Fixtures {
  /** Every mail the server sent during the run, read from the SMTP sink. */
  mailbox: Mailbox;
  /** Signs the test's page in as a demo account (its browser context keeps the session). */
  signInAs: (role: DemoRole) => Promise<DemoLogin>;
  /** Fails the test on any console error or uncaught page error; tests may allow expected ones. */
  consoleErrors: ConsoleWatch;
}

export const test = base.extend<Fixtures>({
  consoleErrors: [
    async ({ context }, use) => {
      const watch = watchConsole(context);
      await use(watch);
      watch.assertClean();
    },
    { auto: true },
  ],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern.
  mailbox: async ({}, use) => {
    const url = process.env.E2E_MAILBOX_URL;
    if (!url) throw new Error('E2E_MAILBOX_URL is not set: the global setup did not start the SMTP sink');
    await use(new Mailbox(url));
  },
  signInAs: async ({ context, baseURL }, use) => {
    await use((role) => signIn(context, demoAccount(role), baseURL!));
  },
});

/**
 * Collects console errors and page errors of every page in a context. Call assertClean() at the
 * end; the `consoleErrors` fixture does so for the test's own context.
 */
export function watchConsole(context: BrowserContext) {
  const errors: string[] = [];
  const allowed: RegExp[] = [];
  context.on('console', (message) => {
    if (message.type() !== 'error') return;
    const where = message.location().url ? ` (${message.location().url})` : '';
    errors.push(`console.error: ${message.text()}${where}`);
  });
  context.on('weberror', (webError) =>
    errors.push(`page error: ${webError.error().stack ?? webError.error()}`),
  );
  return {
    allow(pattern: RegExp) {
      allowed.push(pattern);
    },
    assertClean() {
      const unexpected = errors.filter((text) => !allowed.some((pattern) => pattern.test(text)));
      expect(unexpected, 'the browser reported errors').toEqual([]);
    },
  };
}

/** Signs a browser context in through the sign-in API, as the sign-in page does. */
// Sessions of demo accounts, per worker: a test that needs the demo partner gets a session made by
// one real sign-in rather than its own, as a returning user would. No test signs a demo account out.
const demoSessions = new Map<string, Awaited<ReturnType<BrowserContext['storageState']>>['cookies']>();
let signInCount = 0;

export async function signIn(context: BrowserContext, account: DemoLogin, baseURL: string) {
  const cached = demoSessions.get(account.email);
  if (cached) {
    await context.addCookies(cached);
    return account;
  }
  // Each worker signs in from its own documentation address (RFC 5737), as separate people would:
  // the server's per-address sign-in limit (10 a minute) is for one client, not a whole test run.
  const address = `192.0.2.${((Number(process.env.TEST_WORKER_INDEX ?? 0) * 50 + signInCount++) % 250) + 1}`;
  const response = await context.request.post(new URL('/api/auth/sign-in/email', baseURL).toString(), {
    data: { email: account.email, password: account.password },
    headers: { origin: new URL(baseURL).origin, 'x-forwarded-for': address },
  });
  expect(response.status(), `sign-in of ${account.email}: ${await response.text()}`).toBe(200);
  if (isDemoAccount(account)) demoSessions.set(account.email, (await context.storageState()).cookies);
  return account;
}

type AxeImpact = 'minor' | 'moderate' | 'serious' | 'critical';

/** axe-core's script, the one @axe-core/playwright (the pinned dependency) brings. */
const require = createRequire(import.meta.url);
const axeSource = (
  require(require.resolve('axe-core', { paths: [require.resolve('@axe-core/playwright')] })) as {
    source: string;
  }
).source;

interface AxeFinding {
  id: string;
  impact: AxeImpact | null;
  help: string;
  targets: string[];
}

/**
 * The axe-core (WCAG 2.1 A and AA) violations on the page as it is now, as readable lines; only
 * those of the given impacts when `impacts` is set, and only inside the `within` selector when set.
 */
export async function axeViolations(
  page: Page,
  impacts?: readonly AxeImpact[],
  within?: string,
): Promise<string[]> {
  // Axe runs once in the page, as @axe-core/playwright's legacy mode does (its default opens a
  // blank page per analysis to merge each frame's results, which tripled the time; the app has no
  // cross-origin frames to merge). Its script is put in each document once and reused: a page
  // reached in the app keeps the document, and the builder evaluated the 550 kB script twice per
  // analysis, a third of the time axe took (docs/ARCHITECTURE.md, Tests).
  for (const frame of page.frames()) {
    const injected = frame
      .evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function')
      .then((present) => present || frame.evaluate(axeSource));
    // A child frame that goes away meanwhile is left out, as the builder leaves it out.
    await (frame === page.mainFrame() ? injected : injected.catch(() => undefined));
  }
  // Only violations are read, so axe keeps no node details for passes and incomplete checks.
  const options: RunOptions = {
    resultTypes: ['violations'],
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  };
  const findings: AxeFinding[] = await page.evaluate(
    async ({ include, options }) => {
      const { axe } = window as unknown as {
        axe: { run(context: unknown, options: RunOptions): Promise<AxeResults> };
      };
      const results = await axe.run(include ? { include: [include] } : document, options);
      return results.violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? null,
        help: v.help,
        targets: v.nodes.map((n) => n.target.join(' ')),
      }));
    },
    { include: within ?? null, options },
  );
  return findings
    .filter((v) => !impacts || impacts.includes(v.impact as AxeImpact))
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.targets.join(', ')}`);
}

/** Runs axe-core (WCAG 2.1 A and AA) on the page as it is now; fails listing every violation. */
export async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page), `accessibility violations on ${page.url()}`).toEqual([]);
}
