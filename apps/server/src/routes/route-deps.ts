import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Auth } from '../domains/auth/auth.ts';
import type { SettingsCache } from '../domains/settings/settings-cache.ts';
import type { EventHub } from '../lib/events.ts';
import type { FileStorage } from '../lib/file-storage.ts';

/** The app the route indexes register on: Fastify with zod schemas. */
export type RouteHost = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What app.ts has started before any route registers: each route plugin takes the parts it needs. */
export interface RouteDeps {
  config: Config;
  database: Database;
  auth: Auth;
  settings: SettingsCache;
  events: EventHub;
  storage: FileStorage;
}
