import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from '@fastify/type-provider-zod';
import { access } from '@party/shared';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { type RouteEntry, registerAccessControl } from './http/access.ts';
import { registerErrorHandling, sendApiNotFound } from './http/errors.ts';
import { loggerOptions } from './lib/logger.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  logger?: FastifyBaseLogger;
}

/** The Fastify instance with every plugin and route; main.ts listens on it, tests inject into it. */
export async function buildApp(deps: AppDeps) {
  const { config, database } = deps;
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: loggerOptions(config) }),
    bodyLimit: 1024 * 1024,
    trustProxy: true,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Party Central API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  await app.register(fastifyCookie);

  const routeTable: RouteEntry[] = registerAccessControl(app, async () => null);

  app.get(
    '/api/health',
    {
      config: { access: access.public },
      schema: { response: { 200: z.object({ ok: z.boolean(), database: z.enum(['pglite', 'postgres']) }) } },
    },
    async () => ({ ok: true, database: database.driver }),
  );

  app.setNotFoundHandler((request, reply) => sendApiNotFound(reply, request.method, request.url));

  return Object.assign(app, { routeTable });
}

export type App = Awaited<ReturnType<typeof buildApp>>;
