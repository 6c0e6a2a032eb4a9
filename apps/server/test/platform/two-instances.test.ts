import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { businessDay } from '@party/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { runMigrations } from '../../src/db/migrate.ts';
import { emailOutbox, jobRuns, notifications, vendorDocuments, vendors } from '../../src/db/schema/index.ts';
import { enqueueEmail } from '../../src/domains/email/enqueue-email.ts';
import { startJobs } from '../../src/jobs/index.ts';
import { drainOutbox } from '../../src/jobs/outbox-worker.ts';
import { runExclusive } from '../../src/jobs/run-exclusive.ts';
import { authClient, enrolTotp, ORIGIN, totpFromUri } from '../auth/auth-client.ts';
import { cookieFrom, createUser, randomIp, type SignedIn, signInAs } from '../helpers/factories.ts';
import { adminQuery } from '../helpers/global-setup.ts';
import { startSmtpSink } from '../helpers/smtp-sink.ts';
import { openEventStream } from './sse-client.ts';

/**
 * Scaling out (ARCHITECTURE.md): two server instances on one PostgreSQL, each with its own pool and
 * LISTEN connection, as two processes would have. Always PostgreSQL: PGlite is one process.
 */
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `pc_two_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
const authSecret = randomBytes(32).toString('hex');

interface Instance {
  app: App;
  database: Database;
  config: Config;
  url: string;
  dataDir: string;
}
let a: Instance;
let b: Instance;
let admin: SignedIn;
let partner: SignedIn;

async function startInstance(databaseUrl: string): Promise<Instance> {
  const database = await openDatabase({ url: databaseUrl });
  const dataDir = mkdtempSync(join(tmpdir(), 'pc-instance-'));
  // Instances behind one load balancer share the secret that signs sessions and CSRF tokens.
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    AUTH_SECRET: authSecret,
  });
  const app = await buildApp({ config, database });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, database, config, url, dataDir };
}

beforeAll(async () => {
  await adminQuery(adminUrl, `create database ${dbName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const migrator = await openDatabase({ url: url.toString() });
  await runMigrations(migrator);
  await migrator.close();
  a = await startInstance(url.toString());
  b = await startInstance(url.toString());
  admin = await signInAs(a, { role: null, isAdmin: true });
  partner = await signInAs(b, { role: 'partner' });
});

afterAll(async () => {
  for (const instance of [a, b]) {
    if (!instance) continue;
    await instance.app.close();
    await instance.database.close();
    rmSync(instance.dataDir, { recursive: true, force: true });
  }
  await adminQuery(adminUrl, `drop database if exists ${dbName} with (force)`);
});

describe('two instances on one PostgreSQL', () => {
  it('requires authentication on both, and honours a session made on the other', async () => {
    for (const instance of [a, b]) {
      const res = await fetch(`${instance.url}/api/notifications`);
      expect(res.status).toBe(401);
    }
    const onA = await a.app.inject({ method: 'GET', url: '/api/notifications', headers: partner.headers });
    expect(onA.statusCode).toBe(200);
  });

  it('counts failed sign-ins across both: the wait one earns holds on the other', async () => {
    const user = await createUser(a);
    const ip = randomIp();
    const post = (instance: Instance, password: string) =>
      instance.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        payload: JSON.stringify({ email: user.email, password }),
      });
    for (let i = 0; i < 5; i++) expect((await post(i % 2 ? a : b, `wrong-${i}`)).statusCode).toBe(401);
    for (const instance of [a, b]) {
      const res = await post(instance, user.password);
      expect(res.statusCode).toBe(429);
      expect(res.json().code).toBe('SIGN_IN_THROTTLED');
    }
  });

  it('counts wrong two-factor codes across both: the wait one earns holds on the other', async () => {
    const owner = await signInAs(a, { role: 'associate', isAdmin: true });
    const { totpURI } = await enrolTotp(b, owner);
    // One client address, whichever instance the load balancer sends each request to.
    const onA = authClient(a);
    const onB = authClient(b, ORIGIN, onA.ip);
    const signIn = await onA.post('/sign-in/email', {
      email: owner.user.email,
      password: owner.user.password,
    });
    expect(signIn.json()).toMatchObject({ twoFactorRedirect: true });
    const pending = cookieFrom(signIn.headers['set-cookie']);
    for (let i = 0; i < 5; i++) {
      const wrong = await (i % 2 ? onA : onB).post('/two-factor/verify-totp', { code: `00000${i}` }, pending);
      expect(wrong.statusCode, wrong.body).toBe(401);
    }
    for (const client of [onA, onB]) {
      const res = await client.post('/two-factor/verify-totp', { code: totpFromUri(totpURI) }, pending);
      expect(res.statusCode, res.body).toBe(429);
      expect(res.json().code).toBe('TWO_FACTOR_THROTTLED');
    }
  });

  it('delivers a notification made through instance A to a page connected to instance B', async () => {
    const stream = await openEventStream(b.url, partner.cookie);
    try {
      expect(stream.status).toBe(200);
      const sent = await a.app.inject({
        method: 'POST',
        url: '/api/admin/notifications',
        headers: admin.headers,
        payload: {
          userId: partner.user.id,
          title: 'Your quote Q-000031 is ready',
          message: 'Open it to accept',
        },
      });
      expect(sent.statusCode).toBe(201);
      const event = await stream.waitFor((e) => e.event === 'notification.created', 5000);
      expect(event.data).toMatchObject({ title: 'Your quote Q-000031 is ready', read: false, type: 'info' });
      expect(a.app.events.size).toBe(0);
      expect(b.app.events.size).toBe(1);
    } finally {
      stream.close();
    }
  });

  it('turns maintenance mode on for both when an admin saves it on one', async () => {
    // Warm B's settings cache first, so only the cross-instance NOTIFY can refresh it in time.
    expect((await b.app.inject({ method: 'GET', url: '/api/store/site' })).json().maintenance).toBe(false);
    const saved = await a.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: admin.headers,
      payload: { maintenanceMode: true },
    });
    expect(saved.statusCode).toBe(200);
    let maintenance = false;
    for (let i = 0; i < 40 && !maintenance; i++) {
      await new Promise((r) => setTimeout(r, 50));
      maintenance = (await b.app.inject({ method: 'GET', url: '/api/store/site' })).json().maintenance;
    }
    expect(maintenance).toBe(true);
    const bell = await b.app.inject({ method: 'GET', url: '/api/notifications', headers: partner.headers });
    expect(bell.statusCode).toBe(503);
  });

  it('drains one outbox from both instances at once without sending any email twice', async () => {
    const sink = await startSmtpSink();
    try {
      const addresses = Array.from({ length: 30 }, (_, i) => `guest-${i}@example.com.au`);
      await a.database.db.transaction(async (tx) => {
        for (const to of addresses)
          await enqueueEmail(tx, { to, template: 'welcome', variables: { name: 'Guest' } });
      });
      const config = { SMTP_URL: sink.url, MAIL_FROM: 'hello@partycentral.com.au', PUBLIC_URL: a.url };
      const reports = await Promise.all([
        drainOutbox({ database: a.database, config }),
        drainOutbox({ database: b.database, config }),
      ]);
      expect(reports[0]!.sent + reports[1]!.sent).toBe(30);
      const received = sink.messages.flatMap((m) => m.to).filter((to) => addresses.includes(to));
      expect(received.sort()).toEqual([...addresses].sort());
    } finally {
      await sink.close();
    }
  });

  it('runs each background job once when both instances start their job runners together', async () => {
    const vendorUser = await createUser(a, { role: 'vendor' });
    const [vendor] = await a.database.db
      .insert(vendors)
      .values({
        userId: vendorUser.id,
        companyName: 'Sparkle Supplies Pty Ltd',
        contactEmail: vendorUser.email,
      })
      .returning({ id: vendors.id });
    const inFiveDays = new Date(`${businessDay(new Date())}T00:00:00Z`);
    inFiveDays.setUTCDate(inFiveDays.getUTCDate() + 5);
    await a.database.db.insert(vendorDocuments).values({
      vendorId: vendor!.id,
      documentName: 'Public liability insurance',
      documentType: 'insurance_certificate',
      expiryDate: inFiveDays.toISOString().slice(0, 10),
    });

    // Each runner runs every job as it starts: the two instances' first runs fall together.
    const runners = await Promise.all(
      [a, b].map((i) => startJobs({ database: i.database, config: i.config, log: i.app.log })),
    );
    await Promise.all(runners.map((r) => r.stop()));

    const bell = await a.database.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(eq(notifications.userId, vendorUser.id));
    expect(bell).toEqual([{ title: 'Document expiring soon' }]);
    const mail = await a.database.db
      .select({ subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.userId, vendorUser.id), eq(emailOutbox.template, 'document_expiring')));
    expect(mail).toEqual([{ subject: 'Document expiring soon: Public liability insurance' }]);
    const runs = await a.database.db.select({ name: jobRuns.name, status: jobRuns.status }).from(jobRuns);
    expect(runs).toEqual(
      expect.arrayContaining([
        { name: 'document-expiry', status: 'ok' },
        { name: 'quote-expiry', status: 'ok' },
        { name: 'campaign-lifecycle', status: 'ok' },
        { name: 'retention-purge', status: 'ok' },
      ]),
    );
  });

  it('skips a job on one instance while the other runs it', async () => {
    let leaveJob!: () => void;
    const jobMayEnd = new Promise<void>((resolve) => (leaveJob = resolve));
    let inJob!: () => void;
    const jobStarted = new Promise<void>((resolve) => (inJob = resolve));
    const onA = runExclusive(a.database, 'quote-expiry', async () => {
      inJob();
      await jobMayEnd;
      return 'ran on A';
    });
    await jobStarted;
    const onB = await runExclusive(b.database, 'quote-expiry', async () => 'ran on B');
    leaveJob();
    expect([await onA, onB]).toEqual(['ran on A', null]);
  });
});
