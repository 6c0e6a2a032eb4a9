import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signIn, test, watchConsole } from '../fixtures.ts';
import { demoAccount } from '../harness/demo-accounts.ts';

async function postAs(request: APIRequestContext, baseURL: string, url: string, data: unknown) {
  const csrf = await request.get('/api/csrf');
  const { token } = (await csrf.json()) as { token: string };
  return request.post(url, { data, headers: { 'x-csrf-token': token, origin: new URL(baseURL).origin } });
}

/** Picks an option of a labelled select (the trigger is a combobox). */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a workflow completes itself when its last step completes', async ({ page, signInAs }) => {
  await signInAs('sales');
  const title = `Christmas window display ${Date.now()}`;
  await page.goto('/associate/workflows');
  await expect(page.getByRole('heading', { name: 'Workflows', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'New Workflow' }).click();
  const create = page.getByRole('dialog', { name: 'New Workflow' });
  await create.getByRole('button', { name: 'Create Workflow' }).click();
  await expect(create.getByText('Workflow title is required')).toBeVisible();
  await create.getByLabel('Title').fill(title);
  await create.getByRole('button', { name: 'Create Workflow' }).click();
  await expect(create).toBeHidden();

  const card = page.getByRole('group', { name: title });
  await expect(card.getByText('0/0 steps completed')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Mark Complete' })).toBeDisabled();
  for (const step of ['Order tinsel', 'Dress the window']) {
    await card.getByRole('button', { name: 'Add Step' }).click();
    const add = page.getByRole('dialog', { name: 'Add Step' });
    await add.getByLabel('Step title').fill(step);
    await add.getByRole('button', { name: 'Add Step' }).click();
    await expect(add).toBeHidden();
    await expect(card.getByText(step)).toBeVisible();
  }
  await expect(card.getByText('0/2 steps completed')).toBeVisible();
  await expectNoAxeViolations(page);

  await choose(page, 'Status of Order tinsel', 'Completed');
  await expect(card.getByText('1/2 steps completed')).toBeVisible();
  await choose(page, 'Status of Dress the window', 'Completed');

  // The last step completes it: it leaves the Active tab and shows under Completed.
  await expect(card).toBeHidden();
  await page.getByRole('radio', { name: /^Completed/ }).click();
  const done = page.getByRole('group', { name: title });
  await expect(done.getByText('2/2 steps completed')).toBeVisible();
  // The workflow's badge and both steps' badges.
  await expect(done.getByText('Completed', { exact: true })).toHaveCount(3);
  await expect(done.getByRole('combobox')).toHaveCount(0);
});

test("a ticket assigned to me is answered live, closed, and reopened by the partner's message", async ({
  page,
  browser,
  baseURL,
  signInAs,
}) => {
  const staff = await signInAs('sales');
  await page.goto('/associate/support?view=unassigned');
  await expect(page.getByRole('heading', { name: 'Support', level: 1 })).toBeVisible();
  await expect(page.getByText('Loading tickets...')).toBeHidden();

  // The partner raises a ticket from their own browser and keeps its thread open.
  const partnerContext = await browser.newContext({ baseURL });
  const partnerConsole = watchConsole(partnerContext);
  await signIn(partnerContext, demoAccount('partner'), baseURL!);
  const title = `Helium tank arrived empty ${Date.now()}`;
  const created = await postAs(partnerContext.request, baseURL!, '/api/partner/support/tickets', {
    title,
    description: 'The helium tank we received is empty.',
  });
  expect(created.status(), await created.text()).toBe(201);
  const { conversationId, ticketNumber } = (await created.json()) as {
    conversationId: string;
    ticketNumber: string;
  };
  const partner = await partnerContext.newPage();
  const listening = partner.waitForResponse((response) => response.url().endsWith('/api/events'));
  await partner.goto(`/partner/messages?conversation=${conversationId}`);
  expect((await listening).status()).toBe(200);
  const partnerLog = partner.getByRole('log', { name: 'Messages' });
  await expect(partnerLog.getByText('The helium tank we received is empty.')).toBeVisible();

  // It reaches the desk's Unassigned tab without a reload.
  const tickets = page.getByRole('list', { name: 'Tickets' });
  await tickets.getByRole('button', { name: new RegExp(title) }).click();
  await page.getByRole('button', { name: 'Assign to Me' }).click();
  await expect(page.getByText('Ticket assigned to you')).toBeVisible();
  // Taken from Unassigned, it is followed to Assigned to Me.
  await expect(page.getByRole('radio', { name: 'Assigned to Me' })).toBeChecked();
  await expect(tickets.getByRole('button', { name: new RegExp(title) })).toBeVisible();
  await expect(page.getByText(`Assigned to ${staff.name}`)).toBeVisible();
  await expectNoAxeViolations(page);

  // Shift+Enter makes a new line; Enter sends. The partner's open thread shows it without a reload.
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill('Sorry about that!');
  await box.press('Shift+Enter');
  await box.pressSequentially('A full tank goes out today.');
  await expect(box).toHaveValue('Sorry about that!\nA full tank goes out today.');
  await box.press('Enter');
  await expect(box).toHaveValue('');
  await expect(partnerLog.getByText(/Sorry about that!\s+A full tank goes out today\./)).toBeVisible();

  // Closing hides the message box and tells the partner.
  await page.getByRole('button', { name: 'Update Ticket' }).click();
  const update = page.getByRole('dialog', { name: 'Update Ticket' });
  await update.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Closed', exact: true }).click();
  await update.getByLabel('Resolution notes').fill('Replacement tank sent.');
  await update.getByRole('button', { name: 'Update Ticket' }).click();
  await expect(update).toBeHidden();
  await expect(page.getByText('Resolution: Replacement tank sent.')).toBeVisible();
  await expect(box).toBeHidden();
  await expect(
    partnerLog.getByText(`Ticket #${ticketNumber} has been closed by ${staff.name}.`),
  ).toBeVisible();

  // The partner answers on the closed ticket: it reopens, live, and the desk can reply again.
  const partnerBox = partner.getByRole('textbox', { name: 'Message' });
  await partnerBox.fill('The replacement has a dent, too.');
  await partnerBox.press('Enter');
  const log = page.getByRole('log', { name: 'Messages' });
  await expect(log.getByText('The replacement has a dent, too.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
  await expect(page.getByText('Resolution: Replacement tank sent.')).toBeHidden();
  await expect(
    tickets.getByRole('button', { name: new RegExp(title) }).getByText('Open', { exact: true }),
  ).toBeVisible();

  partnerConsole.assertClean();
  await partnerContext.close();
});
