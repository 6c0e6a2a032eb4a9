import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * A weak validator for a text body. Weak, because @fastify/compress sends the same body as br, gzip
 * or identity bytes under one ETag, and only a weak ETag may name equivalent but different bytes.
 */
export function weakEtag(body: string): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/**
 * Whether a GET may be answered 304 (RFC 9110 §13.2.2): If-None-Match, when sent, decides alone
 * (weak comparison); else If-Modified-Since, at the one-second resolution of an HTTP date.
 */
export function isNotModified(
  request: FastifyRequest,
  current: { etag: string; lastModified: Date },
): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
    return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(current.etag));
  }
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  if (Number.isNaN(since)) return false;
  return Math.floor(current.lastModified.getTime() / 1000) * 1000 <= since;
}
