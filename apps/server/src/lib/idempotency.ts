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

/** A request's key, with what tells its requests apart: the caller, the route and the body. */
interface KeyOf {
  key: string;
  scope: string;
  route: string;
  hash: string;
}

function keyOf(request: FastifyRequest, key: string): KeyOf {
  return {
    key,
    scope: request.principal?.userId ?? `ip:${request.ip}`,
    route: `${request.method} ${request.routeOptions.url ?? request.url}`,
    hash: requestHash(request),
  };
}

function findKey(db: Db, { scope, key }: KeyOf) {
  return db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
}

/**
 * The answer to a request whose key was used before: the first answer again, 422 when the key came
 * with another request, 409 while the first still runs (or freed its key meanwhile).
 */
function answerOfUsedKey<T>(
  existing: typeof idempotencyKeys.$inferSelect | undefined,
  used: KeyOf,
  reply: FastifyReply,
): T {
  if (!existing) throw new AppError('CONFLICT', STILL_PROCESSING);
  if (existing.route !== used.route || existing.requestHash !== used.hash) throw new KeyReusedError();
  if (existing.statusCode === null) throw new AppError('CONFLICT', STILL_PROCESSING);
  reply.code(existing.statusCode).header('idempotent-replayed', 'true');
  return existing.responseBody as T;
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
  const raw = readKey(request);
  if (raw === null) return work();
  const db = request.server.idempotencyDb;
  const used = keyOf(request, raw);
  const { key, scope, route, hash } = used;
  const where = and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));

  const claimed = await db
    .insert(idempotencyKeys)
    .values({ key, scope, route, requestHash: hash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });

  // Gone between the two statements: its first attempt failed and freed it (409; the client may retry).
  if (claimed.length === 0) return answerOfUsedKey<T>((await findKey(db, used))[0], used, reply);

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
  constructor(readonly used: KeyOf) {}

  /** The key and its answer, written with the use case's other side-effect rows. */
  record(batch: WriteBatch, status: number, body: unknown): void {
    const { key, scope, route, hash } = this.used;
    batch.write(
      rowsInsert(idempotencyKeys, [
        { key, scope, route, requestHash: hash, statusCode: status, responseBody: body ?? null },
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
  const raw = readKey(request);
  const idempotency = raw === null ? null : new TransactionIdempotency(keyOf(request, raw));
  try {
    return await work(idempotency);
  } catch (error) {
    if (!idempotency) throw error;
    // When the key cannot be read either (the database is away), the work's own failure answers.
    const [existing] = await findKey(request.server.idempotencyDb, idempotency.used).catch(() => {
      throw error;
    });
    if (!existing) throw error;
    return answerOfUsedKey<T>(existing, idempotency.used, reply);
  }
}
