import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { access } from '@party/shared';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { loggerOptions } from '../../src/lib/logger.ts';
import { authClient } from '../auth/auth-client.ts';
import { cookieFrom, createUser, signInAs } from '../helpers/factories.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-app.ts';

/**
 * What the server logs, captured from the production logger options at the most verbose level:
 * a failing query and a sign-in leave no password, token, cookie, query parameter or row value.
 */
let testDb: TestDatabase;
let app: App;
let dataDir: string;
const lines: string[] = [];
const SECRET_VALUE = 'secret-param-4711@example.com.au';

beforeAll(async () => {
  testDb = await createTestDatabase();
  dataDir = mkdtempSync(join(tmpdir(), 'pc-logs-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'trace',
    PUBLIC_URL: 'http://localhost:3000',
    SEED_DEMO: 'false',
  });
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const options = loggerOptions(config) as object;
  const logger = Fastify({ logger: { ...options, stream } }).log;
  app = await buildApp({ config, database: testDb.database, logger });
  // A route whose query fails in the database with a value in its parameters, as a bug would.
  app.get('/api/test/failing-query', { config: { access: access.public } }, async () => {
    await testDb.database.db.execute(sql`select ${SECRET_VALUE}::int as broken`);
    return {};
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await testDb.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const ctx = () => ({ app, database: testDb.database, dataDir, close: async () => {} });

describe('logs', () => {
  it('log a failing query by its statement and SQLSTATE, never its parameters or values', async () => {
    lines.length = 0;
    const res = await app.inject({ method: 'GET', url: '/api/test/failing-query' });
    expect(res.statusCode).toBe(500);
    expect(res.json().error.message).toBe('Something went wrong on our side. Please try again.');
    const text = lines.join('');
    const entry = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'unhandled error');
    expect(entry?.err).toMatchObject({ sqlState: '22P02' });
    expect(entry.err.message).toMatch(/^Failed query: select \$1::int as broken/);
    expect(text).not.toContain('secret-param-4711');
    expect(text).not.toContain('params:');
  });

  it('log a sign-in without the password, the session token or the cookie', async () => {
    const password = 'Very-Secret-Pass-9';
    const user = await createUser(ctx(), { password });
    lines.length = 0;
    const client = authClient(ctx());
    expect(
      (await client.post('/sign-in/email', { email: user.email, password: `${password}x` })).statusCode,
    ).toBe(401);
    const ok = await client.post('/sign-in/email', { email: user.email, password });
    expect(ok.statusCode).toBe(200);
    const cookie = cookieFrom(ok.headers['set-cookie']);
    const token = decodeURIComponent(cookie.split('=')[1] ?? '').split('.')[0]!;
    expect(token.length).toBeGreaterThan(10);
    const me = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.json().principal.userId).toBe(user.id);
    const text = lines.join('');
    expect(lines.length).toBeGreaterThan(3);
    expect(text).not.toContain(password);
    expect(text).not.toContain(token);
    expect(text).not.toContain('session_token=');
  });

  it('log every refusal (403) with the refused user’s id and the route, at the access rule or the use case', async () => {
    const partner = await signInAs(ctx(), { role: 'partner' });
    const sales = await signInAs(ctx(), { role: 'associate', associateRole: 'sales' });
    lines.length = 0;
    const byRule = await app.inject({
      method: 'GET',
      url: '/api/admin/audit?user=x',
      headers: partner.headers,
    });
    expect(byRule.statusCode).toBe(403);
    const byPolicy = await app.inject({
      method: 'POST',
      url: '/api/associate/products',
      headers: sales.headers,
      payload: { name: 'Refused Balloons', category: 'balloons', price: '1.00', stockQuantity: '1' },
    });
    expect(byPolicy.statusCode).toBe(403);
    const refusals = lines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'access refused');
    expect(refusals).toMatchObject([
      { level: 40, userId: partner.user.id, method: 'GET', route: '/api/admin/audit' },
      { level: 40, userId: sales.user.id, method: 'POST', route: '/api/associate/products' },
    ]);
  });
});
