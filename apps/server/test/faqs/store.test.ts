import type { PublicFaqList } from '@party/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faqs } from '../../src/db/schema/index.ts';
import { signInAs } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';

let ctx: TestContext;

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.database.db.insert(faqs).values([
    {
      category: 'shipping',
      question: 'How long does Standard Delivery take?',
      answer: 'Standard Delivery takes 3-5 business days Australia-wide.',
      createdAt: minutesAgo(30),
    },
    {
      category: 'shipping',
      question: 'Do you deliver to Tasmania?',
      answer: 'Yes, allow 2-4 extra business days for REMOTE postcodes.',
      createdAt: minutesAgo(20),
    },
    {
      category: 'payment',
      question: 'Can I get 100% of my deposit back?',
      answer: 'Deposits are refunded in full when you cancel a week before your event.',
      createdAt: minutesAgo(10),
    },
    {
      // The newest, and alphabetically first: still listed after payment, as the categories run.
      category: 'account',
      question: 'How do I reset my password?',
      answer: 'Use Forgot Password on the sign-in page.',
      createdAt: minutesAgo(1),
    },
    {
      // The oldest: General still comes first.
      category: 'general',
      question: 'Who can buy from Party Central?',
      answer: 'Anyone can browse and request a quote; businesses open a partner account.',
      createdAt: minutesAgo(60),
    },
    {
      category: 'shipping',
      question: 'Which carrier do we use for helium?',
      answer: 'Internal: StarTrack road freight only, delivery of dangerous goods.',
      isPublic: false,
      createdAt: minutesAgo(5),
    },
  ]);
});
afterAll(() => ctx.close());

async function list(query = '', headers: Record<string, string> = {}) {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/store/faqs${query}`, headers });
  return { status: res.statusCode, body: res.json() as PublicFaqList & { error?: { message: string } } };
}
const questions = (body: PublicFaqList) => body.items.map((faq) => faq.question);

describe('GET /api/store/faqs', () => {
  it('needs no sign-in, and a signed-in partner sees the same public list', async () => {
    const anonymous = await list();
    expect(anonymous.status).toBe(200);
    const partner = await signInAs(ctx, { role: 'partner' });
    expect(await list('', partner.headers)).toEqual(anonymous);
  });

  it('lists public FAQs by category, General first, newest first within one, and never an internal one', async () => {
    const { body } = await list();
    expect(questions(body)).toEqual([
      'Who can buy from Party Central?',
      'Do you deliver to Tasmania?',
      'How long does Standard Delivery take?',
      'Can I get 100% of my deposit back?',
      'How do I reset my password?',
    ]);
    expect(body.items[3]).toEqual({
      id: expect.any(String),
      question: 'Can I get 100% of my deposit back?',
      answer: 'Deposits are refunded in full when you cancel a week before your event.',
      category: 'payment',
      updatedAt: expect.any(String),
    });
  });

  it('keeps internal FAQs out of searches and category filters that would match them', async () => {
    expect(questions((await list('?search=helium')).body)).toEqual([]);
    expect(questions((await list('?search=startrack&category=shipping')).body)).toEqual([]);
    expect(JSON.stringify((await list('?category=shipping')).body)).not.toContain('helium');
  });

  it('searches question and answer text, ignoring case', async () => {
    expect(questions((await list('?search=TASMANIA')).body)).toEqual(['Do you deliver to Tasmania?']);
    expect(questions((await list('?search=remote')).body)).toEqual(['Do you deliver to Tasmania?']);
    expect(questions((await list('?search=%20%20standard%20delivery%20')).body)).toEqual([
      'How long does Standard Delivery take?',
    ]);
    expect(questions((await list('?search=zzqq-nothing')).body)).toEqual([]);
  });

  it('treats % and _ in a search as plain characters', async () => {
    expect(questions((await list(`?search=${encodeURIComponent('100%')}`)).body)).toEqual([
      'Can I get 100% of my deposit back?',
    ]);
    expect(questions((await list(`?search=${encodeURIComponent('%')}`)).body)).toHaveLength(1);
    expect(questions((await list('?search=_')).body)).toEqual([]);
  });

  it('filters by category, and all or blank means every category', async () => {
    expect(questions((await list('?category=payment')).body)).toEqual(['Can I get 100% of my deposit back?']);
    expect(questions((await list('?category=shipping&search=business')).body)).toEqual([
      'Do you deliver to Tasmania?',
      'How long does Standard Delivery take?',
    ]);
    expect(questions((await list('?category=returns')).body)).toEqual([]);
    expect((await list('?category=all&search=')).body.items).toHaveLength(5);
  });

  it('refuses an unknown category or an overlong search with a message', async () => {
    const unknown = await list('?category=party');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error?.message).toContain('Category must be one of: all, general');
    const long = await list(`?search=${'a'.repeat(201)}`);
    expect(long.status).toBe(400);
    expect(long.body.error?.message).toContain('Search must be at most 200 characters');
  });
});
