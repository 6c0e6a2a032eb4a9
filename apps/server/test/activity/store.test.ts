import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recentActivity } from '../../src/db/schema/index.ts';
import { recordActivity } from '../../src/domains/activity/record-activity.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { createProduct, postQuote, quoteBody } from '../quotes/quote-fixtures.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
}, 60_000);
afterAll(() => ctx.close());

const feed = async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/store/recent-activity' });
  expect(res.statusCode).toBe(200);
  return res.json().items as {
    customerNameAnonymized: string;
    location: string | null;
    activityType: string;
    createdAt: string;
  }[];
};

describe('GET /api/store/recent-activity', () => {
  it('requires no sign-in and is empty on a fresh store', async () => {
    expect(await feed()).toEqual([]);
  });

  it('lists the 10 newest events, newest first, anonymised', async () => {
    const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
    await ctx.database.db.insert(recentActivity).values(
      Array.from({ length: 12 }, (_, i) => ({
        customerNameAnonymized: `Person ${i}.`,
        location: 'Perth',
        activityType: 'order_placed',
        createdAt: minutesAgo(100 + i),
      })),
    );
    await ctx.database.db.transaction((tx) =>
      recordActivity(tx, {
        activityType: 'partnership_signup',
        customerName: 'Liam Nguyen',
        address: '5 King William St, Adelaide SA 5000',
      }),
    );
    const items = await feed();
    expect(items).toHaveLength(10);
    expect(items[0]).toMatchObject({
      customerNameAnonymized: 'Liam N.',
      location: 'Adelaide',
      activityType: 'partnership_signup',
    });
    expect(items.slice(1).map((i) => i.customerNameAnonymized)).toEqual(
      Array.from({ length: 9 }, (_, i) => `Person ${i}.`),
    );
    expect(JSON.stringify(items)).not.toContain('Nguyen');
  });

  it('shows a quote request as soon as it is made, without the customer’s full name or address', async () => {
    const product = await createProduct(ctx);
    const body = quoteBody(product, {
      customerName: 'Charlotte Evans',
      deliveryAddress: '88 Queen St, Brisbane City QLD 4000',
    });
    expect((await postQuote(ctx, body)).statusCode).toBe(201);
    const [newest] = await feed();
    expect(newest).toMatchObject({
      customerNameAnonymized: 'Charlotte E.',
      location: 'Brisbane',
      activityType: 'quote_request',
    });
    expect(Date.now() - Date.parse(newest!.createdAt)).toBeLessThan(60_000);
  });
});
