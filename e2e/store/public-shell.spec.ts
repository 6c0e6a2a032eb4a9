import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../fixtures.ts';

const SHOTS = 'test-results/public-shell';

/**
 * A known feed, so the popup shows whatever other tests did or did not leave in recent_activity.
 * Returns how many times the page asked for it.
 */
async function stubActivityFeed(page: Page) {
  const now = new Date().toISOString();
  const requests = { count: 0 };
  await page.route('**/api/store/recent-activity', (route) => {
    requests.count += 1;
    return route.fulfill({
      json: {
        items: [
          {
            id: 'a',
            customerNameAnonymized: 'Sarah M.',
            location: 'Sydney',
            activityType: 'quote_request',
            createdAt: now,
          },
          {
            id: 'b',
            customerNameAnonymized: 'Liam N.',
            location: 'Perth',
            activityType: 'bulk_order',
            createdAt: now,
          },
        ],
      },
    });
  });
  return requests;
}

/**
 * Runs `load` (a navigation) and waits until the popup's code has arrived and the page has gone
 * quiet: by then the popup has asked for its feed if it is going to (it does so as soon as it is
 * drawn), so "no popup, no request" means it decided not to show.
 */
async function loadWithPopupCode(page: Page, load: () => Promise<unknown>) {
  const popupCode = page.waitForResponse((response) =>
    /\/assets\/social-proof-popup-[^/]+\.js$/.test(response.url()),
  );
  await load();
  await (await popupCode).finished();
  await page.waitForLoadState('networkidle');
}

const popup = (page: Page) => page.getByRole('complementary', { name: 'Recent activity' });

/** The header is one row: every item's vertical middle lies within the same band. */
async function expectHeaderInOneRow(page: Page) {
  const header = (await page.getByRole('banner').boundingBox())!;
  expect(header.height).toBeLessThanOrEqual(64);
  const items = [
    page.getByRole('link', { name: 'Party Central' }),
    page.getByRole('banner').getByRole('link', { name: 'Business Login' }),
    page.getByRole('banner').getByRole('link', { name: 'Sign Up' }),
    page.getByRole('button', { name: 'Menu' }),
  ];
  for (const item of items) {
    const box = (await item.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(header.y);
    expect(box.y + box.height).toBeLessThanOrEqual(header.y + header.height);
    expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  }
}

test('on a phone the header is one row with the nav links behind Menu, and no popup covers the cards', async ({
  page,
}) => {
  const feed = await stubActivityFeed(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await loadWithPopupCode(page, () => page.goto('/products'));
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expectHeaderInOneRow(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await expectHeaderInOneRow(page);
  // The popup is decoration: phones neither show it nor fetch its feed.
  await expect(popup(page)).toHaveCount(0);
  expect(feed.count).toBe(0);
  await page.screenshot({ path: `${SHOTS}/products-390.png` });

  await page.getByRole('button', { name: 'Menu' }).click();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Products' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'FAQ' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/menu-open-390.png` });
  await expectNoAxeViolations(page);
  await nav.getByRole('link', { name: 'Delivery' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Delivery Information' })).toBeVisible();
  await expect(nav).toBeHidden();
  // Tabbing past its last link closes the menu; Menu itself still opens and closes it.
  await page.getByRole('button', { name: 'Menu' }).click();
  await nav.getByRole('link', { name: 'FAQ' }).focus();
  await page.keyboard.press('Tab');
  await expect(nav).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(nav).toBeVisible();
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(nav).toBeHidden();

  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.getByText(/© \d{4} Party Central/)).toBeInViewport();
  await page.screenshot({ path: `${SHOTS}/delivery-bottom-390.png` });
});

test('the first Tab reaches a skip link that moves focus to the page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
});

test('on a wide screen the popup leaves the end of the page readable and stays dismissed for the session', async ({
  page,
}) => {
  const feed = await stubActivityFeed(page);
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto('/products');
  await expect(popup(page)).toContainText('Sarah M. from Sydney requested a quote');
  // From 640 px the nav links sit in the header's one row and Menu is gone.
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  expect((await page.getByRole('banner').boundingBox())!.height).toBeLessThanOrEqual(72);
  await page.screenshot({ path: `${SHOTS}/products-top-800.png` });
  await expect(page.getByRole('status').filter({ hasText: 'Sarah M.' })).toHaveCount(0);

  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const copyright = page.getByText(/© \d{4} Party Central/);
  await expect(copyright).toBeInViewport();
  // The text itself, not its paragraph: the paragraph's padding is the room left for the popup.
  const textBottom = await copyright.evaluate((line) => {
    const range = document.createRange();
    range.selectNodeContents(line);
    return range.getBoundingClientRect().bottom;
  });
  const card = (await popup(page).boundingBox())!;
  expect(textBottom).toBeLessThanOrEqual(card.y);
  await page.screenshot({ path: `${SHOTS}/products-bottom-800.png` });
  await expectNoAxeViolations(page);

  await popup(page).getByRole('button', { name: 'Dismiss recent activity' }).click();
  await expect(popup(page)).toHaveCount(0);
  const requestsBeforeReload = feed.count;
  await loadWithPopupCode(page, () => page.reload());
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await expect(popup(page)).toHaveCount(0);
  expect(feed.count).toBe(requestsBeforeReload);

  // The header's links are plain links here (the menu only closes itself when it is open).
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('the footer, server-drawn and hydrated once its code arrives, then navigates without a page load', async ({
  page,
}) => {
  await page.goto('/delivery');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Contact Support' })).toBeVisible();
  // React has taken the footer over once its elements carry React's own properties.
  await expect
    .poll(() =>
      footer
        .getByRole('link', { name: 'Contact Support' })
        .evaluate((link) => Object.keys(link).some((key) => key.startsWith('__reactFiber'))),
    )
    .toBe(true);
  await page.evaluate(() => Object.assign(window, { samePageMarker: true }));
  await footer.getByRole('link', { name: 'Contact Support' }).click();
  await expect(page).toHaveURL(/\/faq#contact$/);
  await expect(page.getByRole('heading', { name: 'Contact us' })).toBeInViewport();
  expect(await page.evaluate(() => 'samePageMarker' in window)).toBe(true);
});
