import { expect, signIn, test, watchConsole } from '../fixtures.ts';
import { demoAccount } from '../harness/demo-accounts.ts';

test('a notification created for a user appears live in their open page', { tag: '@database' }, async ({
  page,
  browser,
  baseURL,
  signInAs,
}) => {
  await signInAs('partner');
  // Live delivery reaches pages already listening: wait until this one has its event stream open.
  const listening = page.waitForResponse((response) => response.url().endsWith('/api/events'));
  await page.goto('/partner');
  expect((await listening).status()).toBe(200);
  // Every page opens the stream for the site's banner; the bell subscribes to notifications once it
  // is drawn, and an event sent before that would find no listener on this page.
  await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
  const me = await page.request.get('/api/me');
  expect(me.status()).toBe(200);
  const { principal } = (await me.json()) as { principal: { userId: string } };
  const userId = principal.userId;

  // The admin works in a second browser context, as another person on another computer would.
  const adminContext = await browser.newContext({ baseURL });
  const adminConsole = watchConsole(adminContext);
  await signIn(adminContext, demoAccount('admin'), baseURL!);
  const csrf = await adminContext.request.get('/api/csrf');
  const { token } = (await csrf.json()) as { token: string };
  const title = `Balloon restock ${Date.now()}`;
  const sent = await adminContext.request.post('/api/admin/notifications', {
    data: { userId, title, message: 'Helium balloons are back in stock.', type: 'info' },
    headers: { 'x-csrf-token': token, origin: new URL(baseURL!).origin },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  // It arrives as a toast on the open page, without a reload.
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText(title)).toBeVisible();
  adminConsole.assertClean();
  await adminContext.close();
});
