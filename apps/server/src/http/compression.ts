import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const THRESHOLD_BYTES = 1024;
// Quality 4 compresses nearly as well as 11 for text this size at a fraction of the time per request.
const BROTLI_QUALITY = 4;

/**
 * Brotli or gzip for every text response of a route: JSON, JavaScript, CSS, SVG, XML. The plugin's
 * default type list leaves out text/event-stream, and /api/events writes its stream straight to the
 * socket anyway, so live events are never held back in a buffer. Responses under 1 kB are sent as
 * they are; each compressed one carries Vary: Accept-Encoding. The plugin works per route, so the
 * pages the not-found handler answers (index.html) go through compressText below.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: THRESHOLD_BYTES,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });
}

/** The encoding to answer with: br when the client accepts it, else gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const wants = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (wants('br')) return 'br';
  if (wants('gzip')) return 'gzip';
  return null;
}

/** A text body compressed for this request (setting Content-Encoding and Vary), or as it is. */
export function compressText(request: FastifyRequest, reply: FastifyReply, text: string): string | Buffer {
  reply.header('vary', 'accept-encoding');
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  if (!encoding || Buffer.byteLength(text) < THRESHOLD_BYTES) return text;
  reply.header('content-encoding', encoding);
  return encoding === 'br'
    ? brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
    : gzipSync(text);
}

/** A text body with its br and gzip forms, compressed once for many requests. */
export interface PrecompressedText {
  text: string;
  br: Buffer;
  gzip: Buffer;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Compresses a body that many requests will get (a sitemap file of 1 MB takes tens of ms to
 * compress, which per request was most of its cost), off the event loop on libuv's threads.
 */
export async function precompressText(text: string): Promise<PrecompressedText> {
  const [br, gz] = await Promise.all([
    brotliAsync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }),
    gzipAsync(text),
  ]);
  return { text, br, gzip: gz };
}

/** The precompressed form this request accepts (setting Content-Encoding and Vary), or the text. */
export function choosePrecompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  body: PrecompressedText,
): string | Buffer {
  reply.header('vary', 'accept-encoding');
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  if (!encoding || Buffer.byteLength(body.text) < THRESHOLD_BYTES) return body.text;
  reply.header('content-encoding', encoding);
  return encoding === 'br' ? body.br : body.gzip;
}
