import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { access } from '@party/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type App, buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { AppError } from '../../src/lib/app-error.ts';
import { withIdempotency } from '../../src/lib/idempotency.ts';
import { type SignedIn, signInAs } from '../helpers/factories.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-app.ts';

let app: App;
let testDb: TestDatabase;
let dataDir: string;
let buyer: SignedIn;
let runs = 0;

// A throwaway write standing in for checkout or a quote request: it counts how often it really ran.
beforeAll(async () => {
  testDb = await createTestDatabase();
  dataDir = mkdtempSync(join(tmpdir(), 'pc-idem-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
  app = await buildApp({ config, database: testDb.database });
  const body = z.strictObject({ amount: z.number(), fail: z.boolean().optional() });
  const handler = async (request: { body: z.infer<typeof body> }, reply: { code(n: number): unknown }) =>
    withIdempotency(request as never, reply as never, async () => {
      runs += 1;
      await new Promise((r) => setTimeout(r, 50));
      if (request.body.fail) throw new AppError('CONFLICT', 'Out of stock');
      reply.code(201);
      return { orderId: randomUUID(), amount: request.body.amount };
    });
  app.post('/api/test/orders', { config: { access: access.signedIn }, schema: { body } }, handler);
  app.post('/api/test/quote-requests', { config: { access: access.public }, schema: { body } }, handler);
  await app.ready();
  buyer = await signInAs({ app, database: testDb.database }, { role: 'partner' });
});
afterAll(async () => {
  await app.close();
  await testDb.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const order = (key: string | undefined, payload: Record<string, unknown>, who: SignedIn = buyer) =>
  app.inject({
    method: 'POST',
    url: '/api/test/orders',
    headers: { ...who.headers, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload,
  });

describe('Idempotency-Key', () => {
  it('requires authentication', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/orders',
      headers: { 'idempotency-key': 'k' },
      payload: { amount: 1 },
    });
    expect(res.statusCode).toBe(401);
  });

  it('runs 20 concurrent copies of one request once, and replays the answer afterwards', async () => {
    runs = 0;
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => order(key, { amount: 120 })));
    expect(runs).toBe(1);
    const created = answers.filter((r) => r.statusCode === 201);
    const busy = answers.filter((r) => r.statusCode === 409);
    expect(created.length + busy.length).toBe(20);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((r) => r.json().orderId)).size).toBe(1);
    expect(busy[0]?.json().error.message).toBe(
      'A request with this Idempotency-Key is still being processed.',
    );

    const replay = await order(key, { amount: 120 });
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(created[0]!.json());
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(runs).toBe(1);
  });

  it('answers 422 when the same key comes with a different body', async () => {
    const key = randomUUID();
    expect((await order(key, { amount: 5 })).statusCode).toBe(201);
    const res = await order(key, { amount: 6 });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(
      'This Idempotency-Key was already used with a different request body.',
    );
  });

  it('runs every request that carries no key', async () => {
    runs = 0;
    await order(undefined, { amount: 1 });
    await order(undefined, { amount: 1 });
    expect(runs).toBe(2);
  });

  it('keeps keys apart per caller, signed in or by address', async () => {
    runs = 0;
    const key = randomUUID();
    const other = await signInAs({ app, database: testDb.database }, { role: 'partner' });
    const mine = await order(key, { amount: 9 });
    const theirs = await order(key, { amount: 9 }, other);
    expect(mine.json().orderId).not.toBe(theirs.json().orderId);
    const anonymous = (ip: string) =>
      app.inject({
        method: 'POST',
        url: '/api/test/quote-requests',
        headers: { 'idempotency-key': key, 'x-forwarded-for': ip },
        payload: { amount: 9 },
      });
    const first = (await anonymous('10.1.1.1')).json().orderId;
    expect((await anonymous('10.1.1.1')).json().orderId).toBe(first);
    expect((await anonymous('10.2.2.2')).json().orderId).not.toBe(first);
    expect(runs).toBe(4);
  });

  it('frees the key when the work fails, so a retry runs again', async () => {
    runs = 0;
    const key = randomUUID();
    expect((await order(key, { amount: 3, fail: true })).statusCode).toBe(409);
    expect((await order(key, { amount: 3, fail: true })).json().error.message).toBe('Out of stock');
    expect(runs).toBe(2);
  });

  it('refuses a key longer than 200 characters', async () => {
    const res = await order('k'.repeat(201), { amount: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Idempotency-Key must be 1 to 200 characters');
    expect((await order('k'.repeat(200), { amount: 1 })).statusCode).toBe(201);
  });
});
