import { faqMessages, type PublicFaqList, type StaffFaq, type StaffFaqList } from '@party/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAuditLog } from '../helpers/audit.ts';
import { type SignedIn, signInAs } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';

let ctx: TestContext;
let sales: SignedIn;
let productManager: SignedIn;
let finance: SignedIn;
let admin: SignedIn;
let partner: SignedIn;

beforeAll(async () => {
  ctx = await createTestApp();
  sales = await signInAs(ctx, { role: 'associate', associateRole: 'sales', name: 'Sam Sales' });
  productManager = await signInAs(ctx, {
    role: 'associate',
    associateRole: 'product_management',
    name: 'Priya Products',
  });
  finance = await signInAs(ctx, { role: 'associate', associateRole: 'finance', name: 'Fiona Finance' });
  admin = await signInAs(ctx, { role: null, isAdmin: true, name: 'Ada Admin' });
  partner = await signInAs(ctx, { role: 'partner', name: 'Mitchell Events' });
}, 120_000);
afterAll(() => ctx.close());

function send(who: SignedIn | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) {
  return ctx.app.inject({
    method,
    url,
    headers: { ...(who?.headers ?? {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { payload: JSON.stringify(body) } : {}),
  });
}

const faq = (overrides: Record<string, unknown> = {}) => ({
  question: 'Do you deliver helium balloons inflated?',
  answer: 'Yes, within 20 km of our Melbourne warehouse.',
  category: 'shipping',
  isPublic: true,
  ...overrides,
});

async function create(who: SignedIn, body = faq()) {
  const res = await send(who, 'POST', '/api/associate/faqs', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as StaffFaq;
}

async function publicQuestions() {
  const res = await send(null, 'GET', '/api/store/faqs');
  return (res.json() as PublicFaqList).items.map((f) => f.question);
}

describe('FAQ management', () => {
  it('is for product management, finance and any admin; not for sales, partners or visitors', async () => {
    expect((await send(null, 'GET', '/api/associate/faqs')).statusCode).toBe(401);
    expect((await send(partner, 'GET', '/api/associate/faqs')).statusCode).toBe(403);
    expect((await send(sales, 'GET', '/api/associate/faqs')).statusCode).toBe(403);
    expect((await send(sales, 'POST', '/api/associate/faqs', faq())).statusCode).toBe(403);
    for (const who of [productManager, finance, admin])
      expect((await send(who, 'GET', '/api/associate/faqs')).statusCode).toBe(200);
  });

  it('creates a FAQ by the signed-in user, public by default in the form, with the creator name', async () => {
    const created = await create(admin, faq({ question: 'Can an admin write FAQs?' }));
    expect(created).toMatchObject({
      question: 'Can an admin write FAQs?',
      category: 'shipping',
      isPublic: true,
      createdBy: admin.user.id,
      userName: 'Ada Admin',
    });
    expect(created.updatedAt).toBe(created.createdAt);
    expect(await publicQuestions()).toContain('Can an admin write FAQs?');
  });

  it("refuses a blank question, answer or category with 'Please fill in all required fields'", async () => {
    for (const body of [
      faq({ question: '   ' }),
      faq({ answer: '' }),
      faq({ category: undefined }),
      faq({ category: 'parties' }),
    ]) {
      const res = await send(productManager, 'POST', '/api/associate/faqs', body);
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(faqMessages.requiredFields);
    }
    const tooLong = await send(
      productManager,
      'POST',
      '/api/associate/faqs',
      faq({ question: 'x'.repeat(501) }),
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain('Question must be at most 500 characters');
  });

  it('keeps an internal FAQ off the public list until it is made visible to partners', async () => {
    const internal = await create(
      productManager,
      faq({ question: 'Which courier takes helium?', isPublic: false }),
    );
    expect(await publicQuestions()).not.toContain('Which courier takes helium?');
    const list = (await send(finance, 'GET', '/api/associate/faqs')).json() as StaffFaqList;
    expect(list.items.find((f) => f.id === internal.id)).toMatchObject({
      isPublic: false,
      userName: 'Priya Products',
    });

    const edited = await send(finance, 'PUT', `/api/associate/faqs/${internal.id}`, {
      ...faq({ question: 'Which courier takes helium?', answer: 'StarTrack, road freight only.' }),
      isPublic: true,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = edited.json() as StaffFaq;
    expect(after).toMatchObject({ isPublic: true, answer: 'StarTrack, road freight only.' });
    // The creator stays the creator; the edit moves the updated date (the screen's 'Updated').
    expect(after.createdBy).toBe(productManager.user.id);
    expect(new Date(after.updatedAt).getTime()).toBeGreaterThan(new Date(after.createdAt).getTime());
    expect(await publicQuestions()).toContain('Which courier takes helium?');
  });

  it('searches question or answer ignoring case, and filters by category', async () => {
    await create(
      productManager,
      faq({
        question: 'How do I pay by invoice?',
        answer: 'Choose INVOICE at checkout.',
        category: 'payment',
      }),
    );
    const byAnswer = (
      await send(productManager, 'GET', '/api/associate/faqs?search=invoice%20at')
    ).json() as StaffFaqList;
    expect(byAnswer.items.map((f) => f.question)).toEqual(['How do I pay by invoice?']);
    const byCategory = (
      await send(productManager, 'GET', '/api/associate/faqs?category=payment')
    ).json() as StaffFaqList;
    expect(byCategory.items.every((f) => f.category === 'payment')).toBe(true);
    expect(byCategory.total).toBe(byCategory.items.length);
    const wildcard = (
      await send(productManager, 'GET', '/api/associate/faqs?search=%25')
    ).json() as StaffFaqList;
    expect(wildcard.items).toEqual([]);
  });

  it('deletes a FAQ; a missing one is a 404 for edit and delete', async () => {
    const doomed = await create(finance, faq({ question: 'Soon gone?' }));
    expect((await send(sales, 'DELETE', `/api/associate/faqs/${doomed.id}`)).statusCode).toBe(403);
    expect((await send(admin, 'DELETE', `/api/associate/faqs/${doomed.id}`)).statusCode).toBe(204);
    expect(await publicQuestions()).not.toContain('Soon gone?');
    expect((await send(admin, 'DELETE', `/api/associate/faqs/${doomed.id}`)).statusCode).toBe(404);
    expect((await send(admin, 'PUT', `/api/associate/faqs/${doomed.id}`, faq())).statusCode).toBe(404);
  });

  it('puts each create, edit and delete on the audit log, by question, with what it said before', async () => {
    const created = await create(productManager, faq({ question: 'Can I return opened packs?' }));
    await send(finance, 'PUT', `/api/associate/faqs/${created.id}`, {
      ...faq({ question: 'Can I return opened packs?' }),
      answer: 'Only unopened packs, within 30 days.',
      isPublic: false,
    });
    await send(admin, 'DELETE', `/api/associate/faqs/${created.id}`);

    const entries = (await readAuditLog(ctx, admin, { entity: 'faq' })).filter(
      (e) => e.entityId === created.id,
    );
    expect(entries.map((e) => [e.action, e.actorName, e.entityLabel])).toEqual([
      ['faq.deleted', 'Ada Admin', 'Can I return opened packs?'],
      ['faq.updated', 'Fiona Finance', 'Can I return opened packs?'],
      ['faq.created', 'Priya Products', 'Can I return opened packs?'],
    ]);
    expect(entries[1]).toMatchObject({
      oldValues: { answer: 'Yes, within 20 km of our Melbourne warehouse.', isPublic: true },
      newValues: { answer: 'Only unopened packs, within 30 days.', isPublic: false },
    });
    expect(entries[0]!.oldValues).toMatchObject({ answer: 'Only unopened packs, within 30 days.' });
  });
});
