import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signInAs } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { call } from '../orders/order-fixtures.ts';

/** A partner's delivery addresses are theirs alone: another partner's is "not found", untouched. */
let ctx: TestContext;
let partnerA: SignedIn;
let partnerB: SignedIn;
let addressId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  partnerA = await signInAs(ctx, { role: 'partner' });
  partnerB = await signInAs(ctx, { role: 'partner' });
  const res = await call(ctx, partnerA, 'POST', '/api/partner/addresses', {
    label: 'Warehouse',
    name: 'Sarah Mitchell',
    address: '12 Smith Street',
    city: 'Fitzroy',
    state: 'VIC',
    postalCode: '3065',
  });
  addressId = res.json().id;
}, 60_000);
afterAll(() => ctx.close());

describe("partner B and partner A's address", () => {
  it('does not see it', async () => {
    expect((await call(ctx, partnerB, 'GET', '/api/partner/addresses')).json().items).toEqual([]);
  });

  it.each([
    ['PATCH', { label: 'Mine now', isDefault: true }],
    ['DELETE', undefined],
  ] as const)('gets 404 on %s', async (method, body) => {
    const res = await call(ctx, partnerB, method, `/api/partner/addresses/${addressId}`, body);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Address not found');
  });

  it("leaves partner A's address as it was", async () => {
    const res = await call(ctx, partnerA, 'GET', '/api/partner/addresses');
    expect(res.json().items).toMatchObject([{ id: addressId, label: 'Warehouse', isDefault: true }]);
  });
});
