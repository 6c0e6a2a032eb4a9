import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signInAs } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';

/**
 * A profile and its email switches belong to the signed-in user alone: the routes take no id, so
 * partner B reaches only B's rows, and nothing B sends can change A's.
 */
let ctx: TestContext;
let partnerA: SignedIn;
let partnerB: SignedIn;

beforeAll(async () => {
  ctx = await createTestApp();
  partnerA = await signInAs(ctx, { role: 'partner', name: 'Alice Avery' });
  partnerB = await signInAs(ctx, { role: 'partner', name: 'Bob Brennan' });
}, 60_000);
afterAll(() => ctx.close());

const send = (who: SignedIn, method: 'GET' | 'PATCH' | 'PUT', url: string, body?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...who.headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { payload: JSON.stringify(body) } : {}),
  });

describe("partner B and partner A's profile and email preferences", () => {
  it('offers no route that names another user', async () => {
    const byId = ctx.app.routeTable.filter((r) => /^\/api\/me\/(profile|email-preferences)\/:/.test(r.url));
    expect(byId).toEqual([]);
    const missing = `/api/me/profile/${partnerA.user.id}`;
    expect((await send(partnerB, 'GET', missing)).statusCode).toBe(404);
  });

  it("cannot change A's profile, even by sending A's id", async () => {
    const res = await send(partnerB, 'PATCH', '/api/me/profile', { id: partnerA.user.id, name: 'Hijacked' });
    expect(res.statusCode).toBe(400);
    await send(partnerB, 'PATCH', '/api/me/profile', { companyName: 'Brennan Balloons' });
    const a = (await send(partnerA, 'GET', '/api/me/profile')).json();
    // A's company keeps its own name ("{name}'s company" until named: docs/product/company-accounts.md).
    expect(a).toMatchObject({
      id: partnerA.user.id,
      name: 'Alice Avery',
      companyName: "Alice Avery's company",
    });
    const b = (await send(partnerB, 'GET', '/api/me/profile')).json();
    expect(b).toMatchObject({ id: partnerB.user.id, companyName: 'Brennan Balloons' });
  });

  it("cannot change A's email switches, even by sending A's id", async () => {
    const res = await send(partnerB, 'PUT', '/api/me/email-preferences', {
      userId: partnerA.user.id,
      orderNotifications: false,
    });
    expect(res.statusCode).toBe(400);
    await send(partnerB, 'PUT', '/api/me/email-preferences', { orderNotifications: false });
    expect((await send(partnerA, 'GET', '/api/me/email-preferences')).json().orderNotifications).toBe(true);
    expect((await send(partnerB, 'GET', '/api/me/email-preferences')).json().orderNotifications).toBe(false);
  });
});
