import { access } from '@party/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Auth } from './auth.ts';
import { sendFetchResponse, toFetchRequest } from './fetch-bridge.ts';
import { endSessionIfOver } from './resolve-session.ts';

/**
 * Hands /api/auth/* to better-auth unchanged: its own routes, error bodies ({ code, message }) and
 * cookies. Bodies are passed through raw so JSON and form posts reach it as the browser sent them.
 */
export const authRoutes: FastifyPluginAsync<{ auth: Auth; db: Db; publicUrl: string }> = async (
  app,
  opts,
) => {
  const origin = new URL(opts.publicUrl).origin;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    config: { access: access.public },
    schema: { hide: true, summary: 'better-auth: sign-in, sign-up, sessions, codes and two-factor' },
    handler: async (request, reply) => {
      await endSessionIfOver(opts.db, request.headers.cookie);
      const response = await opts.auth.handler(toFetchRequest(request, origin));
      return sendFetchResponse(reply, response);
    },
  });
};
