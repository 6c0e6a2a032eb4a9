import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';

/** How much of a failed statement's text a log line keeps: enough to find it, never its values. */
const STATEMENT_CHARS = 120;

interface DatabaseFailure {
  /** PostgreSQL's SQLSTATE, e.g. 23505. */
  sqlState?: string;
  table?: string;
  constraint?: string;
}

/** A database driver's error fields that name the problem but hold no row values (detail, where do). */
function databaseFailure(error: unknown): DatabaseFailure | null {
  if (!error || typeof error !== 'object') return null;
  const e = error as { code?: unknown; table?: unknown; constraint?: unknown; severity?: unknown };
  if (typeof e.code !== 'string' || !/^[0-9A-Z]{5}$/.test(e.code)) return null;
  return {
    sqlState: e.code,
    ...(typeof e.table === 'string' ? { table: e.table } : {}),
    ...(typeof e.constraint === 'string' ? { constraint: e.constraint } : {}),
  };
}

/**
 * Errors as log lines without what they may carry of people's data: a failed query (Drizzle's
 * "Failed query: <sql> params: <values>") keeps the start of its statement text (placeholders, not
 * values) and the driver's SQLSTATE, table and constraint, never the parameters or the driver's
 * detail ("Key (email)=(…) already exists"); the stack keeps its frames, not a first line that
 * repeats the message.
 */
export function serializeError(
  error: unknown,
  depth = 0,
): { type: string; message: string; stack: string; [key: string]: unknown } {
  if (!(error instanceof Error)) {
    const message = String(error).slice(0, 200);
    return { type: typeof error, message, stack: message };
  }
  const failed = error as Error & { query?: unknown; params?: unknown; cause?: unknown };
  const isQuery = typeof failed.query === 'string' && 'params' in failed;
  const driver = databaseFailure(failed) ?? databaseFailure(failed.cause);
  const message = isQuery
    ? `Failed query: ${(failed.query as string).replace(/\s+/g, ' ').slice(0, STATEMENT_CHARS)}`
    : driver
      ? `Database error ${driver.sqlState}`
      : failed.message;
  const frames = (failed.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const out: ReturnType<typeof serializeError> = {
    type: failed.name,
    message,
    ...(driver ?? {}),
    stack: [`${failed.name}: ${message}`, ...frames].join('\n'),
  };
  const statusCode = (failed as { statusCode?: unknown }).statusCode;
  if (typeof statusCode === 'number') out.statusCode = statusCode;
  if (failed.cause && depth < 3 && !isQuery && !driver) out.cause = serializeError(failed.cause, depth + 1);
  return out;
}

/** Structured pino logs; secrets never reach them. */
export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.LOG_LEVEL,
    // URLs can carry one-time tokens (verify-email?token=…, update-password?token=…): log the path only.
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: req.url.split('?')[0],
        ip: req.ip,
      }),
      err: serializeError,
    },
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-csrf-token"]',
        'res.headers["set-cookie"]',
        '*.password',
        '*.newPassword',
        '*.currentPassword',
        '*.token',
        '*.otp',
        '*.code',
        '*.params',
      ],
      censor: '[redacted]',
    },
  };
}
