import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { rowsInsert } from '../db/rows-insert.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { AppError } from './app-error.ts';
import type { WriteBatch } from './write-batch.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where withIdempotency keeps its keys (the app's database). */
    idempotencyDb: Db;
  }
}

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const STILL_PROCESSING = 'A request with this Idempotency-Key is still being processed.';

/** 422: one key, two different requests; the client has a bug, retrying will not help. */
class KeyReusedError extends AppError {
  override readonly status = 422;
  constructor() {
    super('VALIDATION_FAILED', 'This Idempotency-Key was already used with a different request body.');
  }
}

export function registerIdempotency(app: FastifyInstance, db: Db): void {
  app.decorate('idempotencyDb', db);
}

function requestHash(request: FastifyRequest): string {
  return createHash('sha256')
    .update(JSON.stringify(request.body ?? null))
    .digest('hex');
}

function readKey(request: FastifyRequest): string | null {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return null;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key || key.length > 200)
    throw new AppError('VALIDATION_FAILED', 'Idempotency-Key must be 1 to 200 characters', {
      'Idempotency-Key': 'Must be 1 to 200 characters',
    });
  return key;
}

/**
 * Runs a write once per Idempotency-Key. The key row is inserted first (ON CONFLICT DO NOTHING), so
 * of many concurrent copies exactly one does the work; a finished key replays its status and body,
 * a key still running answers 409, and the same key with a different body answers 422. Without the
 * header the work simply runs. A failed attempt frees its key so the client may retry.
 * Set the success status (reply.code(201)) before or inside `work`: it is stored with the body.
 */
export async function withIdempotency<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  work: () => Promise<T>,
): Promise<T> {
  const key = readKey(request);
  if (key === null) return work();
  const db = request.server.idempotencyDb;
  const scope = request.principal?.userId ?? `ip:${request.ip}`;
  const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
  const hash = requestHash(request);
  const where = and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));

  const claimed = await db
    .insert(idempotencyKeys)
    .values({ key, scope, route, requestHash: hash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });

  if (claimed.length === 0) {
    const [existing] = await db.select().from(idempotencyKeys).where(where);
    // Gone between the two statements: its first attempt failed and freed it; the client may retry.
    if (!existing) throw new AppError('CONFLICT', STILL_PROCESSING);
    if (existing.route !== route || existing.requestHash !== hash) throw new KeyReusedError();
    if (existing.statusCode === null) throw new AppError('CONFLICT', STILL_PROCESSING);
    reply.code(existing.statusCode).header('idempotent-replayed', 'true');
    return existing.responseBody as T;
  }

  try {
    const result = await work();
    await db
      .update(idempotencyKeys)
      .set({ statusCode: reply.statusCode, responseBody: result ?? null })
      .where(where);
    return result;
  } catch (err) {
    await db.delete(idempotencyKeys).where(where);
    throw err;
  }
}

/**
 * The Idempotency-Key of a request whose use case runs in one transaction. The key is written with
 * the use case's other side-effect rows (its WriteBatch), answer included, so it commits with the
 * work and costs no statement of its own: no window where the work is done but its key is not.
 * A second copy of the request fails, after the first commits, either on the state the first left
 * (an emptied cart) or on writing the key itself (its unique row: a copy waits on it until the first
 * commits); withTransactionIdempotency then finds the key and replays the first answer.
 */
export class TransactionIdempotency {
  constructor(
    readonly key: string,
    readonly scope: string,
    readonly route: string,
    readonly hash: string,
  ) {}

  /** The key and its answer, written with the use case's other side-effect rows. */
  record(batch: WriteBatch, status: number, body: unknown): void {
    batch.write(
      rowsInsert(idempotencyKeys, [
        {
          key: this.key,
          scope: this.scope,
          route: this.route,
          requestHash: this.hash,
          statusCode: status,
          responseBody: body ?? null,
        },
      ]),
    );
  }
}

/**
 * withIdempotency for a use case that takes a TransactionIdempotency (null without the header).
 * When the work fails and the key was used before, the earlier request decides the answer: its
 * stored status and body with `idempotent-replayed: true`, 409 while it runs outside a transaction
 * (withIdempotency), 422 when it was another request. A key never used leaves the failure as it is.
 */
export async function withTransactionIdempotency<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  work: (idempotency: TransactionIdempotency | null) => Promise<T>,
): Promise<T> {
  const key = readKey(request);
  const idempotency =
    key === null
      ? null
      : new TransactionIdempotency(
          key,
          request.principal?.userId ?? `ip:${request.ip}`,
          `${request.method} ${request.routeOptions.url ?? request.url}`,
          requestHash(request),
        );
  try {
    return await work(idempotency);
  } catch (error) {
    if (!idempotency) throw error;
    const [existing] = await request.server.idempotencyDb
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, idempotency.scope), eq(idempotencyKeys.key, idempotency.key)));
    if (!existing) throw error;
    if (existing.route !== idempotency.route || existing.requestHash !== idempotency.hash)
      throw new KeyReusedError();
    if (existing.statusCode === null) throw new AppError('CONFLICT', STILL_PROCESSING);
    reply.code(existing.statusCode).header('idempotent-replayed', 'true');
    return existing.responseBody as T;
  }
}
