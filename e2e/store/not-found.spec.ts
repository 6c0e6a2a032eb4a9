import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../fixtures.ts';

// An address the app has no page for answers 404 with the not-found page already in its HTML
// (apps/web/src/entry-server.tsx); the browser takes that page over as it is.

/** Whether React has taken over the server's markup (it marks the elements it owns). */
const takenOver = (page: Page) =>
  page.evaluate(() => {
    const main = document.querySelector('main');
    return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber'));
  });

test('an unknown address answers 404 with the not-found page, and Return to Home leads home', async ({
  page,
  consoleErrors,
}) => {
  // Chrome reports a page that answers 404 on the console; nothing else may appear there.
  consoleErrors.allow(
    /status of 404 \(Not Found\) \(http:\/\/[^/]+\/(this\/is\/nowhere|partner\/nowhere)\)$/,
  );

  for (const address of ['/partner/nowhere', '/this/is/nowhere']) {
    const response = await page.goto(address);
    expect(response?.status(), address).toBe(404);
    await expect(page).toHaveTitle('Page not found | Party Central');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await expect.poll(() => takenOver(page), address).toBe(true);
  }
  await expectNoAxeViolations(page);

  // The router follows the link (no new page load): the page's own state survives the click.
  await page.evaluate(() => Object.assign(window, { keptAcrossNavigation: true }));
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Party supplies for every celebration' }),
  ).toBeVisible();
  expect(await page.evaluate(() => 'keptAcrossNavigation' in window)).toBe(true);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});

test('a missing file is a plain 404, while pages, portal pages and real files answer 200', async ({
  request,
}) => {
  const missing = await request.get('/images/nonexistent.png');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['content-type']).not.toContain('text/html');

  for (const address of ['/guides/balloon-decorations', '/partner/orders', '/favicon.svg', '/sitemap.xml']) {
    const response = await request.get(address);
    expect(response.status(), address).toBe(200);
  }
});
