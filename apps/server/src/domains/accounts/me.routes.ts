import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { access, meResponseSchema } from '@party/shared';

/** Who is signed in: the caller's principal, or null. */
export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  // The browser restores its session from this on every page load, so a visitor gets 200 too.
  app.get(
    '/api/me',
    {
      config: { access: access.public },
      schema: {
        summary: 'Get the signed-in caller (null when anonymous)',
        response: { 200: meResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { principal: request.principal };
    },
  );
};
