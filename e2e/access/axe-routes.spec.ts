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

const blocking = ['serious', 'critical'] as const;

/** Opens `path`, waits until its screen is drawn and nothing is loading, and lists axe's findings. */
async function check(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await expect(page.locator('main').getByRole('heading').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  return (await axeViolations(page, blocking)).map((line) => `${path}: ${line}`);
}

test('every public page has no serious or critical axe violation', async ({ page }) => {
  const publicPages = (await pages()).filter((p) => p.area === 'public');
  expect(publicPages.map((p) => p.path)).toEqual(expect.arrayContaining(['/', '/products', '/login']));
  test.setTimeout(publicPages.length * 15_000);
  const found: string[] = [];
  for (const { path } of publicPages) found.push(...(await check(page, path)));
  expect(found).toEqual([]);
});

test('every portal page, signed in as its role, has no serious or critical axe violation', async ({
  page,
  context,
  signInAs,
}) => {
  const portalPages = (await pages()).filter((p) => p.area !== 'public');
  expect(portalPages.map((p) => p.path)).toEqual(
    expect.arrayContaining(['/partner/orders', '/vendor/orders', '/associate/analytics', '/admin/reports']),
  );
  test.setTimeout(portalPages.length * 15_000);
  const found: string[] = [];
  for (const area of ['signedIn', 'partner', 'vendor', 'associate', 'admin'] as const) {
    await context.clearCookies();
    await signInAs(roleOf[area]);
    for (const { path } of portalPages.filter((p) => p.area === area))
      found.push(...(await check(page, path)));
  }
  expect(found).toEqual([]);
});
