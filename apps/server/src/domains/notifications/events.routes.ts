import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { access, LIVE_EVENTS_RETRY_MS } from '@party/shared';
import { AppError } from '../../lib/app-error.ts';
import type { EventHub } from '../../lib/events.ts';

const HEARTBEAT_MS = 25_000;
/** A refused stream is tried again by the browser after this long at the earliest. */
const RETRY_AFTER_SECONDS = 30;
/**
 * What a stream may have waiting in the server's memory once its socket's buffers are full: a
 * client that stopped reading (a frozen tab, a hostile client) would otherwise hold every later
 * event there for as long as it stays connected. Past it the stream is closed; a live browser
 * reconnects after `retry:` and refetches what it shows.
 */
export const MAX_UNSENT_STREAM_BYTES = 256 * 1024;

/**
 * GET /api/events: the caller's live stream (server-sent events). The hub writes each event this
 * caller may see: an anonymous visitor gets only events for everyone (live stock on product pages),
 * never one addressed to a user, role or admins. A comment every 25 s keeps proxies from closing an
 * idle stream. Streams are capped per client address and per instance (EVENT_STREAMS_PER_ADDRESS,
 * EVENT_STREAMS_TOTAL): one more is a 429 in the API's error shape, and a closed stream frees its
 * place at once; so does a stream whose client stopped reading (MAX_UNSENT_STREAM_BYTES). The
 * response is written raw, so it copies the headers the hooks already set on the
 * reply (the security headers every response has).
 */
export const eventStreamRoutes: FastifyPluginAsyncZod<{ hub: EventHub }> = async (app, { hub }) => {
  app.get(
    '/api/events',
    {
      schema: { summary: 'Stream live events (server-sent events)' },
      config: { access: access.public, background: true },
    },
    async (request, reply) => {
      const refusal = hub.refusalFor(request.ip);
      if (refusal) {
        reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        throw new AppError(
          'RATE_LIMITED',
          refusal === 'address'
            ? 'Too many live update connections from your network. Close some tabs and try again shortly.'
            : 'Live updates are busy right now. Please try again shortly.',
        );
      }
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        ...(reply.getHeaders() as OutgoingHttpHeaders),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // nginx and similar proxies buffer responses unless told not to.
        'x-accel-buffering': 'no',
      });
      res.write(`retry: ${LIVE_EVENTS_RETRY_MS}\n: connected\n\n`);

      const send = (chunk: string) => {
        if (res.writableLength > MAX_UNSENT_STREAM_BYTES) res.destroy();
        else res.write(chunk);
      };
      const heartbeat = setInterval(() => send(': heartbeat\n\n'), HEARTBEAT_MS);
      const disconnect = hub.connect({
        principal: request.principal,
        address: request.ip,
        write: send,
        // The hub ends streams only when the app closes: the socket is ended after the stream's last
        // chunk too, or its keep-alive would hold the close.
        end: () => {
          const socket = res.socket;
          res.end(() => socket?.end());
        },
      });
      res.on('close', () => {
        clearInterval(heartbeat);
        disconnect();
      });
    },
  );
};
