import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { runMigrations } from '../../src/db/migrate.ts';
import { createUser, type SignedIn, signInAs } from '../helpers/factories.ts';
import { adminQuery } from '../helpers/global-setup.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { authClient } from './auth-client.ts';

/**
 * The session cache (resolve-session.ts): a cookie better-auth verified once is resolved with one
 * statement afterwards, and every way a session ends still ends access on the very next request.
 */
let ctx: TestContext;
let admin: SignedIn;
// Every statement the app sends (requests here run one at a time).
const sent: string[] = [];
beforeAll(async () => {
  ctx = await createTestApp({}, { onQuery: (sql) => sent.push(sql) });
  admin = await signInAs(ctx, { role: null, isAdmin: true, adminRank: 'super_admin' });
});
afterAll(() => ctx.close());

async function statementsOf(request: () => Promise<{ json(): { principal: unknown } }>) {
  sent.length = 0;
  const principal = (await request()).json().principal as { userId: string };
  return { principal, statements: [...sent] };
}

const cart = (who: { cookie: string }, app: TestContext['app'] = ctx.app) =>
  app.inject({ method: 'GET', url: '/api/partner/cart', headers: { cookie: who.cookie } });

/** Signs a partner in and makes one request, so their cookie is in the cache. */
async function cachedPartner(): Promise<SignedIn> {
  const partner = await signInAs(ctx, { role: 'partner' });
  expect((await cart(partner)).statusCode).toBe(200);
  return partner;
}

describe('session cache', () => {
  it('resolves a known cookie with one statement, the same caller as before', async () => {
    const partner = await signInAs(ctx, { role: 'partner' });
    const me = () => ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: partner.cookie } });
    const first = await statementsOf(me);
    const second = await statementsOf(me);
    expect(second.principal).toEqual(first.principal);
    expect(second.principal.userId).toBe(partner.user.id);
    // Sign-in's own CSRF request already verified the cookie through better-auth: from then on the
    // session, its user and roles are read in one statement, and /api/me needs nothing more.
    const sessionReads = (list: string[]) => list.filter((s) => /from "sessions"/.test(s));
    expect(sessionReads(second.statements)).toHaveLength(1);
    expect(sessionReads(second.statements)[0]).toMatch(/inner join "users"/);
    expect(first.statements).toEqual(second.statements);
    expect(second.statements).toHaveLength(1);
  });

  it('ends access on the next request after sign-out', async () => {
    const partner = await cachedPartner();
    const out = await authClient(ctx).post('/sign-out', {}, partner.cookie);
    expect(out.statusCode).toBe(200);
    expect((await cart(partner)).statusCode).toBe(401);
  });

  it('ends access on the next request when an admin disables the user', async () => {
    const partner = await cachedPartner();
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${partner.user.id}/active`,
      headers: admin.headers,
      payload: { active: false },
    });
    expect(res.statusCode).toBe(200);
    expect((await cart(partner)).statusCode).toBe(401);
  });

  it('ends access on the next request when an admin signs the user out everywhere', async () => {
    const partner = await cachedPartner();
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/users/${partner.user.id}/end-sessions`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBeLessThan(300);
    expect((await cart(partner)).statusCode).toBe(401);
  });

  it("ends the user's other sessions on the next request when their password changes", async () => {
    const user = await createUser(ctx, { role: 'partner' });
    const elsewhere = await signInAs(ctx, { user });
    expect((await cart(elsewhere)).statusCode).toBe(200);
    const here = await signInAs(ctx, { user });
    const res = await authClient(ctx).post(
      '/change-password',
      { currentPassword: user.password, newPassword: 'changed-pass-1' },
      here.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect((await cart(elsewhere)).statusCode).toBe(401);
  });

  it('shows a role change on the next request', async () => {
    const partner = await cachedPartner();
    const users = () =>
      ctx.app.inject({ method: 'GET', url: '/api/admin/users', headers: { cookie: partner.cookie } });
    expect((await users()).statusCode).toBe(403);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${partner.user.id}/role`,
      headers: admin.headers,
      payload: { portal: 'partner', role: 'admin' },
    });
    expect(res.statusCode).toBe(200);
    expect((await users()).statusCode).toBe(200);
  });
});

/** Two instances on one PostgreSQL, as two processes behind a load balancer. Always PostgreSQL. */
describe('session cache across two instances', () => {
  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const dbName = `pc_sessions_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const authSecret = randomBytes(32).toString('hex');
  const instances: { app: App; database: Database; dataDir: string }[] = [];

  async function startInstance(url: string) {
    const database = await openDatabase({ url });
    const dataDir = mkdtempSync(join(tmpdir(), 'pc-instance-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      AUTH_SECRET: authSecret,
    });
    const app = await buildApp({ config, database });
    await app.ready();
    instances.push({ app, database, dataDir });
    return { app, database };
  }

  beforeAll(async () => {
    await adminQuery(adminUrl, `create database ${dbName}`);
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    const migrator = await openDatabase({ url: url.toString() });
    await runMigrations(migrator);
    await migrator.close();
    await startInstance(url.toString());
    await startInstance(url.toString());
  });

  afterAll(async () => {
    for (const instance of instances) {
      await instance.app.close();
      await instance.database.close();
      rmSync(instance.dataDir, { recursive: true, force: true });
    }
    await adminQuery(adminUrl, `drop database if exists ${dbName} with (force)`);
  });

  it('a sign-out on one instance ends access on the other at its next request', async () => {
    const [a, b] = instances as [(typeof instances)[0], (typeof instances)[0]];
    const partner = await signInAs(a, { role: 'partner' });
    expect((await cart(partner, b.app)).statusCode).toBe(200);
    expect((await cart(partner, b.app)).statusCode).toBe(200);
    const out = await authClient({ app: a.app }).post('/sign-out', {}, partner.cookie);
    expect(out.statusCode).toBe(200);
    expect((await cart(partner, b.app)).statusCode).toBe(401);
  });

  it('disabling on one instance ends access on the other at its next request', async () => {
    const [a, b] = instances as [(typeof instances)[0], (typeof instances)[0]];
    const boss = await signInAs(a, { role: null, isAdmin: true });
    const partner = await signInAs(a, { role: 'partner' });
    expect((await cart(partner, b.app)).statusCode).toBe(200);
    const res = await a.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${partner.user.id}/active`,
      headers: boss.headers,
      payload: { active: false },
    });
    expect(res.statusCode).toBe(200);
    expect((await cart(partner, b.app)).statusCode).toBe(401);
  });
});
