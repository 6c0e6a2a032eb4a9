import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg, type NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgDialect, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { replicaRouter } from './read-replicas.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database: repositories accept either so use cases choose the boundary. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  db: Db;
  /**
   * For reads that tolerate a moment's lag (catalogue, search, sitemap, analytics, reports,
   * exports): the replicas of DATABASE_READ_URL in turn, falling back to the primary
   * (db/read-replicas.ts); simply `db` when there are none. Anything that must see its own write
   * reads `db`.
   */
  read: Db;
  driver: 'pglite' | 'postgres';
  /** The PostgreSQL URL (undefined on PGlite). */
  url?: string;
  /** Subscribe to a NOTIFY channel; returns the unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * NOTIFY outside any transaction: delivered at once, while the caller's transaction still runs
   * (and even if it then rolls back). For the progress of long work only; see `notify`.
   */
  notifyNow(channel: string, payload: unknown): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as one tarball, for `loadDataDir` (test snapshots). */
  dumpDataDir?(): Promise<Blob>;
}

export interface OpenDatabaseOptions {
  url?: string;
  /** PostgreSQL only: streaming replicas for `read` (DATABASE_READ_URL). */
  readUrls?: string[];
  dataDir?: string;
  /** PGlite only: start from this data directory dump (`dumpDataDir`) instead of an empty cluster. */
  loadDataDir?: Blob;
  /**
   * Told of every statement the ORM sends, with its parameters (tests count them: query counts stay
   * flat as data grows; bench/lists-large.bench.ts explains them).
   */
  onQuery?: (sql: string, params: unknown[]) => void;
}

/** PostgreSQL when a URL is given, else embedded PGlite (in memory when dataDir is undefined). */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const logger = options.onQuery ? { logQuery: options.onQuery } : undefined;
  return options.url
    ? openPostgres(options.url, options.readUrls ?? [], logger)
    : openPglite(options.dataDir, options.loadDataDir, logger);
}

type QueryLogger = { logQuery(sql: string, params: unknown[]): void } | undefined;

async function openPglite(
  dataDir: string | undefined,
  loadDataDir: Blob | undefined,
  logger: QueryLogger,
): Promise<Database> {
  // One in-process connection: PGlite must never be pooled.
  const client = new PGlite({ dataDir, loadDataDir, extensions: { pg_trgm } });
  await client.waitReady;
  const db = drizzlePglite({ client, schema, casing: 'snake_case', logger }) as unknown as Db;
  // PGlite's one connection waits for an open transaction, so notifyNow calls this process's
  // listeners itself: a PGlite data directory is only ever opened by one process.
  const listeners = new Map<string, Set<(payload: string) => void>>();
  return {
    db,
    read: db,
    driver: 'pglite',
    async listen(channel, onPayload) {
      const unlisten = await client.listen(channel, onPayload);
      const set = listeners.get(channel) ?? new Set();
      set.add(onPayload);
      listeners.set(channel, set);
      return async () => {
        set.delete(onPayload);
        await unlisten();
      };
    },
    async notifyNow(channel, payload) {
      const text = JSON.stringify(payload);
      for (const fn of listeners.get(channel) ?? []) fn(text);
    },
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

function openPool(url: string): pg.Pool {
  // connectionTimeoutMillis: while PostgreSQL is unreachable a request fails within 3 s (503)
  // instead of waiting for a connection that never comes; a TCP connect to a host that went away
  // would otherwise wait for the OS timeout (minutes).
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 3000 });
  // An idle connection the server ends (restart, failover, DROP DATABASE … WITH (FORCE) after
  // pool.end(), which does not wait for sockets to close) is re-emitted on the pool; unheard, that
  // 'error' would crash the process. The pool replaces the connection on the next query.
  pool.on('error', () => {});
  // A checked-out connection (between the statements of a transaction) has no pool listener: when
  // PostgreSQL stops (57P01) its 'error' would crash the process. Its next query fails instead
  // (503 UNAVAILABLE) and the pool drops it on release.
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

/** The read handle over the replicas' pools; its transactions (none expected) run on the primary. */
function openReadHandle(replicas: pg.Pool[], primary: pg.Pool, db: Db, logger: QueryLogger): Db {
  if (replicas.length === 0) return db;
  const client = replicaRouter(replicas, primary);
  const read = drizzlePg({ client: client as never, schema, casing: 'snake_case', logger }) as unknown as Db;
  read.transaction = db.transaction;
  return read;
}

async function openPostgres(url: string, readUrls: string[], logger: QueryLogger): Promise<Database> {
  const pool = openPool(url);
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case', logger }) as unknown as Db;
  db.transaction = pooledTransaction(pool, logger);
  const replicaPools = readUrls.map(openPool);
  const read = openReadHandle(replicaPools, pool, db, logger);
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let listenClient: pg.Client | null = null;
  let closed = false;

  // One dedicated connection carries every LISTEN of this instance; it reconnects if dropped.
  async function connectListener(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    client.on('notification', (msg) => {
      for (const fn of listeners.get(msg.channel) ?? []) fn(msg.payload ?? '');
    });
    client.on('error', () => {
      listenClient = null;
      client.end().catch(() => {});
      reconnectLater();
    });
    for (const channel of listeners.keys()) await client.query(`LISTEN "${channel}"`);
    return client;
  }
  async function ensureListener(): Promise<pg.Client> {
    listenClient ??= await connectListener();
    return listenClient;
  }
  // Keeps trying every second until PostgreSQL is back, so live events and the outbox's wake-ups
  // resume on their own after a restart (one failed try used to end the retries).
  function reconnectLater() {
    if (closed) return;
    setTimeout(() => {
      if (closed || listenClient) return;
      ensureListener().catch(() => reconnectLater());
    }, 1000).unref();
  }

  return {
    db,
    read,
    driver: 'postgres',
    url,
    async listen(channel, onPayload) {
      if (!/^[a-z_]+$/.test(channel)) throw new Error(`Bad channel name ${channel}`);
      const set = listeners.get(channel) ?? new Set();
      const isNew = set.size === 0;
      set.add(onPayload);
      listeners.set(channel, set);
      const client = await ensureListener();
      if (isNew) await client.query(`LISTEN "${channel}"`);
      return async () => {
        set.delete(onPayload);
      };
    },
    async notifyNow(channel, payload) {
      // The listening connection is never in a transaction: every instance hears it at once.
      const client = await ensureListener();
      await client.query('select pg_notify($1, $2)', [channel, JSON.stringify(payload)]);
    },
    async close() {
      closed = true;
      // Bounded: after PostgreSQL went away and came back, ending a connection whose socket is
      // already gone can wait for an 'end' that never comes; shutdown must not hang on it.
      const ends = Promise.all([
        listenClient?.end().catch(() => {}),
        ...[pool, ...replicaPools].map((p) => p.end().catch(() => {})),
      ]);
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([ends, new Promise((resolve) => (timer = setTimeout(resolve, 5000)))]);
      clearTimeout(timer);
    },
  };
}

/**
 * Transactions on the pool, run by us rather than by Drizzle 0.45, for two reasons. Its transaction
 * on a pool sends `begin` before its try: when `begin` fails (the connection ended as it was checked
 * out) the client is never released, and after as many such failures as the pool holds every
 * request waits for a connection that never comes; here the client is always released, and a broken
 * one is dropped by the pool on release. And it builds a new transaction object per transaction,
 * whose constructor makes a query builder for every table of the schema; here each pooled
 * connection has one, made on its first transaction (it keeps no state between transactions).
 */
function pooledTransaction(pool: pg.Pool, logger: QueryLogger): Db['transaction'] {
  type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];
  const onClient = new WeakMap<pg.PoolClient, Transaction>();
  return async (transaction, config) => {
    const client = await pool.connect();
    try {
      let tx = onClient.get(client);
      if (!tx) {
        const db = drizzlePg({ client, schema, casing: 'snake_case', logger });
        const { session, dialect } = db as unknown as {
          session: NodePgSession<Schema, never>;
          dialect: PgDialect;
        };
        tx = new NodePgTransaction(dialect, session, {
          schema: db._.schema,
          fullSchema: db._.fullSchema,
          tableNamesMap: db._.tableNamesMap,
        } as never) as unknown as Transaction;
        onClient.set(client, tx);
      }
      // The options are the config's own literals, never input.
      const options = [
        config?.isolationLevel && `isolation level ${config.isolationLevel}`,
        config?.accessMode,
        config?.deferrable === undefined ? null : config.deferrable ? 'deferrable' : 'not deferrable',
      ].filter(Boolean);
      await tx.execute(sql.raw(['begin', ...options].join(' ')));
      try {
        const result = await transaction(tx);
        await tx.execute(sql`commit`);
        return result;
      } catch (error) {
        await tx.execute(sql`rollback`);
        throw error;
      }
    } finally {
      client.release();
    }
  };
}

/** NOTIFY inside the caller's transaction: PostgreSQL delivers it only if the transaction commits. */
export async function notify(tx: Tx, channel: string, payload: unknown): Promise<void> {
  await tx.execute(sql`select pg_notify(${channel}, ${JSON.stringify(payload)})`);
}
