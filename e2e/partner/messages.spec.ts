import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoAxeViolations, signIn, test, watchConsole } from '../fixtures.ts';
import { demoAccount } from '../harness/demo-accounts.ts';

const SUBMITTED = /^Your support ticket #(TCK-\d{6}) has been submitted\.$/;

/** Writes through the API as the signed-in user of this request context (CSRF token, origin). */
async function postAs(request: APIRequestContext, baseURL: string, url: string, data: unknown) {
  const csrf = await request.get('/api/csrf');
  const { token } = (await csrf.json()) as { token: string };
  return request.post(url, { data, headers: { 'x-csrf-token': token, origin: new URL(baseURL).origin } });
}

test('Messages & Support fits a 390 px phone without sideways scrolling', async ({ page, signInAs }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs('partner');
  await page.goto('/partner/messages');
  await expect(page.getByRole('heading', { name: 'Messages & Support', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('heading', { name: 'Conversations' })).toBeVisible();
  for (const tab of ['Live Chat', 'Support Tickets']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  }
});

test('a partner creates a ticket, sees it in the table and its conversation with the system message', async ({
  page,
  signInAs,
}) => {
  await signInAs('partner');
  await page.goto('/partner/messages');
  // The first visit loads the partner area's code: on a busy machine that can outlast expect's 10 s.
  await expect(page.getByRole('heading', { name: 'Messages & Support', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('tab', { name: 'Support Tickets' }).click();

  const form = page.getByRole('form', { name: 'Create New Ticket' });
  const submit = form.getByRole('button', { name: 'Create Ticket' });
  await expect(submit).toBeDisabled();
  const title = `Helium tank valve leaking ${Date.now()}`;
  await form.getByLabel('Title *').fill(title);
  await expect(submit).toBeDisabled();
  await form.getByLabel('Category *').click();
  await page.getByRole('option', { name: 'Orders' }).click();
  await form.getByLabel('Priority *').click();
  await page.getByRole('option', { name: 'High' }).click();
  await form.getByLabel('Description *').fill('The valve on the helium tank from my last order hisses.');
  await expect(submit).toBeEnabled();
  await expectNoAxeViolations(page);
  await submit.click();

  await expect(page.getByText('Ticket created')).toBeVisible();
  const submitted = page.getByText(SUBMITTED);
  await expect(submitted).toBeVisible();
  const ticketNumber = SUBMITTED.exec((await submitted.textContent()) ?? '')?.[1];
  expect(ticketNumber).toMatch(/^TCK-\d{6}$/);
  // The form resets for the next ticket.
  await expect(form.getByLabel('Title *')).toHaveValue('');

  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText(ticketNumber!);
  await expect(row).toContainText('Orders');
  await expect(row).toContainText('High');
  await expect(row).toContainText('Open');

  await row.getByRole('button', { name: `Chat about ticket ${ticketNumber}` }).click();
  await expect(page.getByRole('tab', { name: 'Live Chat', selected: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Support: ${title}` })).toBeVisible();
  const log = page.getByRole('log', { name: 'Messages' });
  await expect(log.getByText('The valve on the helium tank from my last order hisses.')).toBeVisible();
  await expect(
    log.getByText(`Ticket #${ticketNumber} has been created. Our support team will respond shortly.`),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a reply written by staff through the API appears live in the partner's open thread", async ({
  page,
  browser,
  baseURL,
  signInAs,
}) => {
  await signInAs('partner');
  const created = await postAs(page.request, baseURL!, '/api/partner/support/tickets', {
    title: `Confetti cannons for a wedding ${Date.now()}`,
    description: 'Do the confetti cannons come in gold?',
  });
  expect(created.status(), await created.text()).toBe(201);
  const { conversationId } = (await created.json()) as { conversationId: string };

  // Live delivery reaches pages already listening: wait until this one has its event stream open.
  const listening = page.waitForResponse((response) => response.url().endsWith('/api/events'));
  await page.goto(`/partner/messages?conversation=${conversationId}`);
  expect((await listening).status()).toBe(200);
  const log = page.getByRole('log', { name: 'Messages' });
  await expect(log.getByText('Do the confetti cannons come in gold?')).toBeVisible();

  // The associate works from another browser context, as another person on another computer would.
  const staffContext = await browser.newContext({ baseURL });
  const staffConsole = watchConsole(staffContext);
  const staff = await signIn(staffContext, demoAccount('sales'), baseURL!);
  const reply = `Yes, gold and silver are both in stock (${Date.now()}).`;
  const sent = await postAs(
    staffContext.request,
    baseURL!,
    `/api/associate/support/conversations/${conversationId}/messages`,
    { content: reply },
  );
  expect(sent.status(), await sent.text()).toBe(201);

  // It appears in the open thread without a reload, from the staff member, and the partner answers.
  await expect(log.getByText(reply)).toBeVisible();
  await expect(log.getByText(new RegExp(`^${staff.name} · `))).toBeVisible();
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill('Perfect, thank you!');
  await box.press('Enter');
  await expect(log.getByText('Perfect, thank you!')).toBeVisible();
  await expect(box).toHaveValue('');

  const desk = await staffContext.request.get(
    `/api/associate/support/conversations/${conversationId}/messages`,
  );
  const { items } = (await desk.json()) as { items: { content: string }[] };
  expect(items.map((m) => m.content)).toContain('Perfect, thank you!');
  staffConsole.assertClean();
  await staffContext.close();
});
