import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signInAs } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { call } from '../orders/order-fixtures.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
}, 60_000);
afterAll(() => ctx.close());

const address = (label: string, overrides: Record<string, unknown> = {}) => ({
  label,
  name: 'Sarah Mitchell',
  address: `${label.length} Smith Street`,
  city: 'Fitzroy',
  state: 'VIC',
  postalCode: '3065',
  ...overrides,
});
const list = async (who: SignedIn) => (await call(ctx, who, 'GET', '/api/partner/addresses')).json().items;

describe('partner delivery addresses', () => {
  it('requires authentication, and the partner role', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/partner/addresses' })).statusCode).toBe(401);
    const vendor = await signInAs(ctx, { role: 'vendor' });
    expect((await call(ctx, vendor, 'GET', '/api/partner/addresses')).statusCode).toBe(403);
  });

  it('makes the first address the default, and keeps exactly one default', async () => {
    const partner = await signInAs(ctx);
    const first = await call(ctx, partner, 'POST', '/api/partner/addresses', address('Warehouse'));
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ label: 'Warehouse', isDefault: true, country: 'Australia' });

    const second = (await call(ctx, partner, 'POST', '/api/partner/addresses', address('Shop'))).json();
    expect(second.isDefault).toBe(false);
    const third = (
      await call(ctx, partner, 'POST', '/api/partner/addresses', address('Studio', { isDefault: true }))
    ).json();
    expect(third.isDefault).toBe(true);
    let items = await list(partner);
    expect(
      items.filter((a: { isDefault: boolean }) => a.isDefault).map((a: { label: string }) => a.label),
    ).toEqual(['Studio']);
    expect(items[0].label).toBe('Studio');

    const made = await call(ctx, partner, 'PATCH', `/api/partner/addresses/${second.id}`, {
      isDefault: true,
    });
    expect(made.json().isDefault).toBe(true);
    items = await list(partner);
    expect(items.filter((a: { isDefault: boolean }) => a.isDefault)).toHaveLength(1);
    expect(items[0].id).toBe(second.id);

    const unset = await call(ctx, partner, 'PATCH', `/api/partner/addresses/${second.id}`, {
      isDefault: false,
    });
    expect(unset.statusCode).toBe(400);
  });

  it('edits an address and refuses a bad postcode or state with the field named', async () => {
    const partner = await signInAs(ctx);
    const created = (await call(ctx, partner, 'POST', '/api/partner/addresses', address('Office'))).json();
    const edited = await call(ctx, partner, 'PATCH', `/api/partner/addresses/${created.id}`, {
      city: 'Surry Hills',
      state: 'NSW',
      postalCode: '2010',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      label: 'Office',
      city: 'Surry Hills',
      state: 'NSW',
      postalCode: '2010',
    });

    const bad = await call(
      ctx,
      partner,
      'POST',
      '/api/partner/addresses',
      address('Bad', { postalCode: 'ABCD' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.postalCode).toBe('Postcode must be 4 digits');
    const state = await call(ctx, partner, 'PATCH', `/api/partner/addresses/${created.id}`, {
      state: 'Victoria',
    });
    expect(state.json().error.fields.state).toBe('Choose a state or territory');
    const blank = await call(ctx, partner, 'POST', '/api/partner/addresses', address('', {}));
    expect(blank.json().error.fields.label).toBe('Label is required');
  });

  it('deletes an address; deleting the default hands it to the newest other', async () => {
    const partner = await signInAs(ctx);
    const a = (await call(ctx, partner, 'POST', '/api/partner/addresses', address('Alpha'))).json();
    const b = (await call(ctx, partner, 'POST', '/api/partner/addresses', address('Bravo'))).json();
    const res = await call(ctx, partner, 'DELETE', `/api/partner/addresses/${a.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toMatchObject([{ id: b.id, isDefault: true }]);
    const again = await call(ctx, partner, 'DELETE', `/api/partner/addresses/${a.id}`);
    expect(again.statusCode).toBe(404);
  });
});
