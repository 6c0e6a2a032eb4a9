import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions } from 'light-my-request';
import { inject } from 'vitest';
import { type App, buildApp } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import { type Database, type OpenDatabaseOptions, openDatabase } from '../../src/db/client.ts';
import { type DrainReport, drainOutbox } from '../../src/jobs/outbox-worker.ts';
import { adminQuery } from './global-setup.ts';
import { type SmtpSink, startSmtpSink } from './smtp-sink.ts';

export interface TestDatabase {
  database: Database;
  url?: string;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: a new PostgreSQL database when TEST_DATABASE_URL
 * is set (CI's second pass), else an in-memory PGlite. Both are copies of the run's one migrated
 * database (helpers/global-setup.ts), so no file pays for initdb and the migrations again.
 */
export async function createTestDatabase(
  options: Pick<OpenDatabaseOptions, 'onQuery'> = {},
): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const snapshot = inject('pgliteSnapshot');
    const database = await openDatabase({ ...options, loadDataDir: new Blob([readFileSync(snapshot)]) });
    return { database, drop: () => database.close() };
  }
  const name = `pc_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await copyTemplate(adminUrl, name, inject('postgresTemplate'));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ ...options, url: url.toString() });
  return {
    database,
    url: url.toString(),
    async drop() {
      await database.close();
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * CREATE DATABASE … TEMPLATE refuses while another session is connected to the template; two files
 * copying at once are such sessions to each other for a moment, so a refusal is tried again.
 */
async function copyTemplate(adminUrl: string, name: string, template: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await adminQuery(adminUrl, `create database ${name} template ${template}`);
      return;
    } catch (error) {
      const inUse = (error as { code?: string }).code === '55006';
      if (!inUse || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt));
    }
  }
}

const STATEMENTS_HEADER = 'x-test-statements';
const requestStatements = new AsyncLocalStorage<string[]>();
const statementLists = new Map<string, string[]>();

/**
 * The SQL statements the app sent while serving one injected request (an app built with
 * `countStatements`): the query-count tests check that lists do not send more as they grow.
 */
export async function statementsOf(
  ctx: TestContext,
  options: InjectOptions & { headers?: Record<string, string> },
): Promise<{ response: Awaited<ReturnType<App['inject']>>; statements: string[] }> {
  const id = randomUUID();
  const statements: string[] = [];
  statementLists.set(id, statements);
  try {
    const response = await ctx.app.inject({
      ...options,
      headers: { ...options.headers, [STATEMENTS_HEADER]: id },
    });
    return { response, statements };
  } finally {
    statementLists.delete(id);
  }
}

export interface TestContext {
  app: App;
  database: Database;
  dataDir: string;
  config: Config;
  close(): Promise<void>;
}

/** Builds the whole app on a fresh database, as main.ts does, for app.inject tests. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    /** statementsOf can count each request's statements. */
    countStatements?: boolean;
    /** Hears every statement the app sends. */
    onQuery?: (sql: string) => void;
  } = {},
): Promise<TestContext> {
  const testDb = await createTestDatabase({
    onQuery: (sql) => {
      options.onQuery?.(sql);
      if (options.countStatements) requestStatements.getStore()?.push(sql);
    },
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'pc-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    SEED_DEMO: 'false',
    ...env,
  });
  const app = await buildApp({ config, database: testDb.database });
  if (options.countStatements)
    // Set per request, not around app.inject: Fastify starts the request from a callback queue,
    // which runs it in the queue's async context rather than the caller's.
    app.addHook('onRequest', (request, _reply, done) => {
      const id = request.headers[STATEMENTS_HEADER];
      const list = typeof id === 'string' ? statementLists.get(id) : undefined;
      if (list) requestStatements.enterWith(list);
      done();
    });
  await app.ready();
  return {
    app,
    database: testDb.database,
    dataDir,
    config,
    async close() {
      await app.close();
      await testDb.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface MailTestContext extends TestContext {
  /** The real SMTP server the app's mail goes to (SMTP_URL). */
  sink: SmtpSink;
  /** One run of the outbox, as its worker makes after a commit: every due email goes to the sink. */
  deliverMail(options?: { now?: Date }): Promise<DrainReport>;
}

/**
 * createTestApp with its mail going to a real SMTP sink; the test delivers the queued mail when it
 * wants to read it (the worker's timing is the outbox tests' business). close() ends both.
 */
export async function createMailTestApp(env: Record<string, string> = {}): Promise<MailTestContext> {
  const sink = await startSmtpSink();
  const ctx = await createTestApp({ SMTP_URL: sink.url, ...env });
  return {
    ...ctx,
    sink,
    deliverMail: (options = {}) => drainOutbox({ database: ctx.database, config: ctx.config }, options),
    async close() {
      await ctx.close();
      await sink.close();
    },
  };
}
