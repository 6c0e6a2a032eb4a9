import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import { access } from '@party/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/client.ts';

/**
 * GET /api/health: readiness, not just liveness — one round trip to the database, so a load balancer
 * stops sending traffic while PostgreSQL is away (a connection error answers 503 UNAVAILABLE).
 */
export function registerHealthCheck(app: FastifyInstance, database: Database) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      config: { access: access.public },
      schema: {
        summary: 'Check the server and its database',
        response: { 200: z.object({ ok: z.boolean(), database: z.enum(['pglite', 'postgres']) }) },
      },
    },
    async () => {
      await database.db.execute(sql`select 1`);
      return { ok: true, database: database.driver };
    },
  );
}
