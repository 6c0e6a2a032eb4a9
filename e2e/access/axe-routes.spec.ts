import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';
import { axeViolations, expect, test } from '../fixtures.ts';
import type { DemoRole } from '../harness/demo-accounts.ts';

// Every page of the web app's own route table (apps/web/src/entry-server.tsx `pagePaths`, from the
// build the tests run against), so a new screen is checked the moment it has a route.
type PageArea = 'public' | 'signedIn' | 'partner' | 'vendor' | 'associate' | 'admin';
interface ServerEntry {
  pagePaths(): { path: string; area: PageArea }[];
}
const entryFile = join(import.meta.dirname, '../../apps/web/dist/server/entry-server.js');
const pages = async () => ((await import(pathToFileURL(entryFile).href)) as ServerEntry).pagePaths();

/** Each portal visited as its demo role; the associate as product management, who may open every screen. */
const roleOf: Record<Exclude<PageArea, 'public'>, DemoRole> = {
  signedIn: 'partner',
  partner: 'partner',
  vendor: 'vendor',
  associate: 'product_management',
  admin: 'admin',
};

/** Associate pages product management may not open, visited as finance (docs/product/receivables.md). */
const financePages = ['/associate/receivables'];

const blocking = ['serious', 'critical'] as const;

// A repeat pass on a second database (TEST_SCOPE=database, scripts/test.mjs) still opens every page,
// drawn from that database, but leaves the markup to the first pass: axe's verdict on the same
// markup cannot change with the database, and its analysis is most of this file's time.
const analyse = process.env.TEST_SCOPE !== 'database';

/** Goes to `path` in the app, as its links do, without loading the page again. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Opens `path`, waits until its screen is drawn and nothing is loading, and lists axe's findings.
 * The frame around the screen (a portal's shell, the public header and footer) is one component for
 * every page a test visits: it is checked whole on the first page, and `main` alone on the others,
 * which halves the time axe takes. The first page is loaded; the others are reached in the app, as
 * its links reach them, rather than loading and starting the whole app again for each.
 */
async function check(page: Page, path: string, first: boolean): Promise<string[]> {
  if (first) {
    await page.goto(path);
    // A server-drawn page is taken over by React in a transition, its lazy parts as their code
    // arrives; a navigation before that lands on a part still being taken over, which React reports
    // as a hydration error. Taken over means every element in #root carries React's own properties
    // (but the <link>s React hoists, which it never takes over).
    await expect
      .poll(() =>
        page.evaluate(() =>
          Array.from(document.querySelectorAll('#root *:not(link, meta, style, script, title)')).every(
            (element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')),
          ),
        ),
      )
      .toBe(true);
  } else {
    // The router keeps the screen before on view until the next is drawn, and two addresses may
    // share a screen: going by the not-found page makes every page a screen drawn anew, whose
    // heading appears only once it is.
    const notFound = page.getByRole('heading', { name: '404', exact: true });
    await navigateInApp(page, '/axe-between-pages');
    await expect(notFound).toBeVisible();
    await navigateInApp(page, path);
    await expect(notFound).toHaveCount(0);
  }
  await expect(page.locator('main').getByRole('heading').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  if (!analyse) return [];
  return (await axeViolations(page, blocking, first ? undefined : 'main')).map((line) => `${path}: ${line}`);
}

// One test per area, run side by side on the workers: the pages are many and each is drawn anew.
test.describe.configure({ mode: 'parallel' });

/**
 * Pages whose address has a parameter, at one address each: a company's invitation link
 * (docs/product/company-accounts.md), here an unknown one, which the page answers in its own frame.
 */
const parameterPages = [{ path: `/invitations/${'x'.repeat(43)}`, area: 'public' as const }];

/**
 * The admin's pages with a parameter, at a real record of the demo store: the demo partner's company
 * (docs/product/company-accounts.md, "What staff see"), found as the Companies list finds it.
 */
async function adminParameterPages(page: Page): Promise<string[]> {
  const res = await page.request.get('/api/admin/companies?search=Confetti');
  expect(res.status(), await res.text()).toBe(200);
  const [company] = ((await res.json()) as { items: { id: string }[] }).items;
  expect(company, 'the demo partner’s company').toBeTruthy();
  return [`/admin/partners/companies/${company!.id}`];
}

test('every public page has no serious or critical axe violation', { tag: '@database' }, async ({
  page,
  consoleErrors,
}) => {
  // The unknown invitation link is asked for and answered 404, as it should be.
  consoleErrors.allow(/status of 404 .*\/api\/invitations\/x{43}/);
  const publicPages = [...(await pages()).filter((p) => p.area === 'public'), ...parameterPages];
  expect(publicPages.map((p) => p.path)).toEqual(expect.arrayContaining(['/', '/products', '/login']));
  test.setTimeout(publicPages.length * 15_000);
  const found: string[] = [];
  // The sign-in pages have their own frame (the auth layout), checked whole once too.
  const frames = new Set<string>();
  for (const { path } of publicPages) {
    const frame = /^\/(login|reset-password|update-password|invitations)/.test(path) ? 'auth' : 'store';
    found.push(...(await check(page, path, !frames.has(frame))));
    frames.add(frame);
  }
  expect(found).toEqual([]);
});

const portals: { name: string; areas: Exclude<PageArea, 'public'>[]; sample: string }[] = [
  // The Company page (docs/product/company-accounts.md) and Statements (docs/product/receivables.md,
  // the demo partner owns its company) are partner pages like the others.
  { name: 'partner', areas: ['signedIn', 'partner'], sample: '/partner/company' },
  { name: 'vendor', areas: ['vendor'], sample: '/vendor/orders' },
  { name: 'associate', areas: ['associate'], sample: '/associate/analytics' },
  { name: 'admin', areas: ['admin'], sample: '/admin/reports' },
];

for (const portal of portals) {
  test(`every ${portal.name} page, signed in as its role, has no serious or critical axe violation`, {
    tag: '@database',
  }, async ({ page, context, signInAs }) => {
    const all = await pages();
    const portalPages = all.filter((p) => (portal.areas as PageArea[]).includes(p.area));
    expect(portalPages.map((p) => p.path)).toContain(portal.sample);
    // Generous: a busy 2-core runner has taken over 15 s for one portal page.
    test.setTimeout(portalPages.length * 30_000);
    const found: string[] = [];
    for (const area of portal.areas) {
      await context.clearCookies();
      await signInAs(roleOf[area]);
      const paths = portalPages
        .filter((p) => p.area === area && !financePages.includes(p.path))
        .map((p) => p.path);
      if (area === 'admin') paths.push(...(await adminParameterPages(page)));
      for (const [index, path] of paths.entries()) found.push(...(await check(page, path, index === 0)));
      if (area === 'associate') {
        expect(portalPages.map((p) => p.path)).toEqual(expect.arrayContaining(financePages));
        await context.clearCookies();
        await signInAs('finance');
        for (const [index, path] of financePages.entries())
          found.push(...(await check(page, path, index === 0)));
      }
    }
    expect(found).toEqual([]);
  });
}
