import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';

type Part = 'params' | 'querystring' | 'body';

const NUL_MESSAGE = 'Must not contain the NUL character (\\u0000)';
/** Far above any field's own limit (the longest is a few thousand): only better-auth's have none. */
export const MAX_STRING_LENGTH = 10_000;
const tooLongMessage = (maxLength: number) =>
  `Must be at most ${maxLength.toLocaleString('en-AU')} characters`;
/** Keys that could reach an object's prototype when a body is merged into another object. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

interface Finding {
  path: string;
  message: string;
}

/** The first NUL character or prototype key anywhere in a parsed value, with its dotted path. */
function findBadInput(value: unknown, maxLength: number, path: string[] = [], depth = 0): Finding | null {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return { path: path.join('.'), message: NUL_MESSAGE };
    return value.length > maxLength ? { path: path.join('.'), message: tooLongMessage(maxLength) } : null;
  }
  if (value === null || typeof value !== 'object' || depth > 64) return null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = findBadInput(item, maxLength, [...path, String(i)], depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const key of Object.keys(value)) {
    const at = [...path, key.replaceAll('\u0000', '\\u0000')];
    if (key.includes('\u0000')) return { path: at.join('.'), message: NUL_MESSAGE };
    if (FORBIDDEN_KEYS.has(key))
      return { path: at.join('.'), message: `A field named ${key} is not accepted` };
    const found = findBadInput((value as Record<string, unknown>)[key], maxLength, at, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * A body some route left unparsed (better-auth's, passed through as a Buffer): read as its
 * content type says, so it gets the same checks. Anything that is not JSON or a form is left alone.
 */
function readRawBody(request: FastifyRequest): unknown {
  const raw = request.body;
  if (!Buffer.isBuffer(raw) && typeof raw !== 'string') return raw;
  const text = raw.toString();
  const type = String(request.headers['content-type'] ?? '').toLowerCase();
  if (type.includes('application/x-www-form-urlencoded'))
    return Object.fromEntries(new URLSearchParams(text).entries());
  if (!type.includes('json')) return text;
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('BAD_REQUEST', 'The request body is not valid JSON');
  }
}

/** The longest string the route's fields take: MAX_STRING_LENGTH unless the route declares more (quick order's pasted lines). */
function maxLengthOf(request: FastifyRequest): number {
  return request.routeOptions.config?.maxStringLength ?? MAX_STRING_LENGTH;
}

function check(part: Part, value: unknown, maxLength = MAX_STRING_LENGTH) {
  const found = findBadInput(value, maxLength);
  if (!found) return;
  const field = found.path || part;
  throw new AppError('VALIDATION_FAILED', `Invalid ${part}: ${field}: ${found.message}`, {
    [field]: found.message,
  });
}

/**
 * Refuses, before any validation or handler, what no field of this API may hold: the NUL character
 * (PostgreSQL cannot store it in text, so it would otherwise fail deep in a query as a 500), keys
 * such as __proto__ (prototype pollution) and strings longer than any field takes. Path parameters, the query string and the body of
 * every route are checked, better-auth's /api/auth/* included.
 */
export function registerInputGuard(app: FastifyInstance) {
  // Fastify's own JSON parser refuses a __proto__ key as "not valid JSON"; this one names the field.
  // JSON.parse keeps such a key as a plain own property, and check() refuses it before anything runs.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    let value: unknown;
    try {
      value = JSON.parse(String(body));
    } catch {
      return done(new AppError('BAD_REQUEST', 'The request body is not valid JSON'), undefined);
    }
    try {
      check('body', value, maxLengthOf(request));
    } catch (err) {
      return done(err as AppError, undefined);
    }
    done(null, value);
  });

  app.addHook('preValidation', async (request) => {
    check('params', request.params);
    check('querystring', request.query);
    if (request.body !== undefined && request.body !== null)
      check('body', readRawBody(request), maxLengthOf(request));
  });
}
