import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { campaignDefaults } from '../../packages/shared/src/campaigns/contract.ts';
import { expect, signIn, test, watchConsole } from '../fixtures.ts';
import { demoAccount } from '../harness/demo-accounts.ts';

/**
 * Stored XSS (issue 17 item 3): markup typed into every free-text field a user can write is shown as
 * text on every screen that shows it, and never runs. Each field gets the payload after a label of
 * its own; each screen must show the whole payload as text, add no <img src=x> and leave
 * `window.__xss` unset. The console watch fails the test on any error too (a broken image, a React
 * warning).
 */
const MARKUP = '<img src=x onerror="window.__xss=1"><script>window.__xss=1</script>';
const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const typed = (label: string) => `${label} ${stamp} ${MARKUP}`;

const PAGE_LOAD = { timeout: 30_000 };

/** Sends JSON as the signed-in user of this request context (CSRF token and origin, as the app does). */
async function send(
  request: APIRequestContext,
  method: 'POST' | 'PATCH' | 'DELETE',
  url: string,
  data?: unknown,
) {
  const { token } = (await (await request.get('/api/csrf')).json()) as { token: string };
  const response = await request.fetch(url, { method, data, headers: { 'x-csrf-token': token, origin } });
  expect(response.status(), `${method} ${url}: ${await response.text()}`).toBeLessThan(300);
  return response;
}

/** The page shows each text whole, as text, and nothing the markup would have made ran or exists. */
async function expectShownAsText(page: Page, texts: string[]) {
  for (const text of texts) await expect(page.getByText(text).first()).toBeVisible(PAGE_LOAD);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
}

async function openAs(context: BrowserContext, path: string) {
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

test.describe.configure({ timeout: 120_000 });

/** The app's own origin, which every write must come from. */
let origin = '';
test.beforeEach(({ baseURL }) => {
  origin = new URL(baseURL!).origin;
});

test("a partner's name, company, ticket, chat, review and delivery notes, and staff's status note, show as text to the partner and staff", async ({
  page,
  context,
  browser,
  baseURL,
  mailbox,
}) => {
  // A partner of this test alone, signed up with markup as their name, then given a marked-up company.
  const email = `xss.${stamp}@example.com.au`;
  const password = 'Streamers-and-9-lanterns';
  const name = typed('Name');
  const company = typed('Company');
  const signUp = await context.request.post('/api/auth/sign-up/email', {
    data: { name, email, password },
    headers: { origin: new URL(baseURL!).origin },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const mail = await mailbox.waitForMail(email, 'Verify your email');
  const link = mail.links.find((href) => href.includes('verify-email'));
  expect(link, `a verification link in: ${mail.text}`).toBeTruthy();
  await context.request.get(link!, { maxRedirects: 0 });
  await signIn(context, { ...demoAccount('partner'), email, password, name }, baseURL!);
  await send(context.request, 'PATCH', '/api/me/profile', { companyName: company });

  // A support ticket (its title and first message) and a chat message.
  const ticketTitle = typed('Ticket');
  const ticketMessage = typed('Ticket message');
  const chat = typed('Chat');
  const ticket = await send(context.request, 'POST', '/api/partner/support/tickets', {
    title: ticketTitle,
    description: ticketMessage,
  });
  const { conversationId } = (await ticket.json()) as { conversationId: string };
  await send(context.request, 'POST', `/api/partner/support/conversations/${conversationId}/messages`, {
    content: chat,
  });

  // A review of a product and an order with marked-up shipping name and delivery notes.
  const products = (await (await context.request.get('/api/store/products?pageSize=48')).json()) as {
    items: { id: string; slug: string }[];
  };
  let product: { id: string; slug: string } | null = null;
  for (const card of products.items) {
    const detail = (await (await context.request.get(`/api/store/products/${card.slug}`)).json()) as {
      stockQuantity: number;
    };
    if (detail.stockQuantity >= 40) {
      product = card;
      break;
    }
  }
  expect(product, 'a demo product with 40 units').not.toBeNull();
  const reviewTitle = typed('Review');
  const reviewComment = typed('Review comment');
  await send(context.request, 'POST', `/api/partner/products/${product!.id}/reviews`, {
    rating: 4,
    title: reviewTitle,
    comment: reviewComment,
  });
  await send(context.request, 'POST', '/api/partner/cart/items', { productId: product!.id, quantity: 1 });
  const methods = (await (await context.request.get('/api/partner/delivery-methods')).json()) as {
    items: { id: string }[];
  };
  const notes = typed('Notes');
  const shipName = typed('Ship');
  const placed = await send(context.request, 'POST', '/api/partner/checkout', {
    deliveryMethodId: methods.items[0]!.id,
    shipping: { name: shipName, address: '1 Test Lane', city: 'Carlton', state: 'VIC', postalCode: '3053' },
    deliveryNotes: notes,
    paymentMethod: 'invoice',
  });
  const { orderId } = (await placed.json()) as { orderId: string };

  // Staff move the order on with a note of their own, which the partner's order shows under its notes.
  const staff = await browser.newContext({ baseURL });
  const staffConsole = watchConsole(staff);
  await signIn(staff, demoAccount('sales'), baseURL!);
  const statusNote = typed('Status note');
  await send(staff.request, 'PATCH', `/api/associate/orders/${orderId}/status`, {
    status: 'processing',
    notes: statusNote,
  });

  // The partner's own screens.
  await page.goto(`/partner/messages?conversation=${conversationId}`);
  await expectShownAsText(page, [ticketTitle, ticketMessage, chat]);
  await page.goto(`/partner/orders?order=${orderId}`);
  await expectShownAsText(page, [notes, statusNote]);
  await page.goto(`/partner/shop/${product!.id}`);
  await page.getByRole('tab', { name: /^Reviews \(\d+\)$/ }).click();
  await expectShownAsText(page, [reviewTitle, reviewComment]);
  await page.goto('/partner/profile?tab=business');
  await expect(page.getByLabel('Company Name')).toHaveValue(company, PAGE_LOAD);
  await expectShownAsText(page, []);

  // Staff: the support desk and the order, where the partner's name and company show too.
  await expectShownAsText(await openAs(staff, '/associate/support?view=unassigned'), [ticketTitle]);
  await expectShownAsText(await openAs(staff, `/associate/orders?order=${orderId}`), [
    notes,
    statusNote,
    shipName,
    company,
  ]);
  await staff.close();
  staffConsole.assertClean();

  // The admin's user list and partner orders name the partner.
  const admin = await browser.newContext({ baseURL });
  const adminConsole = watchConsole(admin);
  await signIn(admin, demoAccount('admin'), baseURL!);
  await expectShownAsText(await openAs(admin, `/admin/users?search=${encodeURIComponent(email)}`), [name]);
  await admin.close();
  adminConsole.assertClean();
});

test('a storefront quote request, an FAQ and a campaign show as text to staff and visitors', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  // A visitor asks for a quote on the storefront.
  const visitor = await browser.newContext({ baseURL });
  const visitorConsole = watchConsole(visitor);
  const customerName = `Q ${stamp} ${MARKUP}`;
  const requirements = typed('Requirements');
  const quoteCompany = typed('Quote company');
  const products = (await (await visitor.request.get('/api/store/products?pageSize=1')).json()) as {
    items: { id: string; name: string }[];
  };
  const quote = await visitor.request.post('/api/store/quotes', {
    headers: { origin: new URL(baseURL!).origin, 'x-forwarded-for': `198.51.100.${(Date.now() % 250) + 1}` },
    data: {
      customerName,
      customerEmail: `quote.${stamp}@example.com.au`,
      companyName: quoteCompany,
      specialRequirements: requirements,
      items: [{ productId: products.items[0]!.id, productName: products.items[0]!.name, quantity: 1 }],
    },
  });
  expect(quote.status(), await quote.text()).toBe(201);
  const { quoteId } = (await quote.json()) as { quoteId: string };

  // The admin writes a public FAQ (not under General, whose first question the storefront test reads).
  await signIn(context, demoAccount('admin'), baseURL!);
  const question = typed('Question');
  const answer = typed('Answer');
  const faq = (await (
    await send(context.request, 'POST', '/api/associate/faqs', {
      question,
      answer,
      category: 'technical',
      isPublic: true,
    })
  ).json()) as { id: string };
  await page.goto('/admin/faq');
  await expectShownAsText(page, [question]);

  // A visitor's /faq (server-rendered), searched for the question and opened.
  const faqPage = await openAs(visitor, `/faq?search=${encodeURIComponent(question)}`);
  await expectShownAsText(faqPage, [question]);
  await faqPage.getByRole('button', { name: question }).click();
  await expectShownAsText(faqPage, [answer]);
  await visitor.close();
  // Gone again, so other tests of the public FAQ see only the store's own questions.
  await send(context.request, 'DELETE', `/api/associate/faqs/${faq.id}`);
  visitorConsole.assertClean();

  // An associate creates a campaign; the quote is on their quotes screen.
  const staff = await browser.newContext({ baseURL });
  const staffConsole = watchConsole(staff);
  await signIn(staff, demoAccount('sales'), baseURL!);
  const campaign = typed('Campaign');
  const description = typed('Description');
  // Sydney's today and a month on: the server refuses a start before Sydney's today, which is a
  // day ahead of UTC's in the Australian morning.
  const { startDate, endDate } = campaignDefaults();
  await send(staff.request, 'POST', '/api/associate/campaigns', {
    name: campaign,
    description,
    discountType: 'percentage',
    discountValue: 5,
    startDate,
    endDate,
    targetSegment: 'all',
  });
  const drafts = await openAs(
    staff,
    `/associate/campaigns?tab=draft&search=${encodeURIComponent(`Campaign ${stamp}`)}`,
  );
  await expectShownAsText(drafts, [campaign]);
  await expectShownAsText(
    await openAs(staff, `/associate/quotes?search=${encodeURIComponent(`Q ${stamp}`)}&quote=${quoteId}`),
    [customerName, quoteCompany],
  );
  await staff.close();
  staffConsole.assertClean();
});

test("a vendor's document name shows as text to the vendor and the admin", async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const vendor = await browser.newContext({ baseURL });
  const vendorConsole = watchConsole(vendor);
  await signIn(vendor, demoAccount('vendor'), baseURL!);
  const { token } = (await (await vendor.request.get('/api/csrf')).json()) as { token: string };
  const documentName = typed('Document');
  const uploaded = await vendor.request.post('/api/vendor/documents', {
    headers: { 'x-csrf-token': token, origin: new URL(baseURL!).origin },
    multipart: {
      documentName,
      documentType: 'other',
      file: {
        name: `xss-${stamp}.pdf`,
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
      },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  await expectShownAsText(await openAs(vendor, '/vendor/documents'), [documentName]);
  await vendor.close();
  vendorConsole.assertClean();

  await signIn(context, demoAccount('admin'), baseURL!);
  // The admin's vendor page lists documents waiting for review.
  await page.goto('/admin/vendors');
  await expectShownAsText(page, [documentName]);
});
