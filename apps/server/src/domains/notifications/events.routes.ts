import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { access, LIVE_EVENTS_RETRY_MS } from '@party/shared';
import type { EventHub } from '../../lib/events.ts';

const HEARTBEAT_MS = 25_000;

/**
 * GET /api/events: the caller's live stream (server-sent events). The hub writes each event this
 * caller may see: an anonymous visitor gets only events for everyone (live stock on product pages),
 * never one addressed to a user, role or admins. A comment every 25 s keeps proxies from closing an
 * idle stream.
 */
export const eventStreamRoutes: FastifyPluginAsyncZod<{ hub: EventHub }> = async (app, { hub }) => {
  app.get(
    '/api/events',
    { schema: { summary: 'Stream live events (server-sent events)' }, config: { access: access.public } },
    async (request, reply) => {
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // nginx and similar proxies buffer responses unless told not to.
        'x-accel-buffering': 'no',
      });
      res.write(`retry: ${LIVE_EVENTS_RETRY_MS}\n: connected\n\n`);

      const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), HEARTBEAT_MS);
      const disconnect = hub.connect({
        principal: request.principal,
        write: (chunk) => res.write(chunk),
        end: () => res.end(),
      });
      res.on('close', () => {
        clearInterval(heartbeat);
        disconnect();
      });
    },
  );
};
