import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from '@fastify/type-provider-zod';
import { access } from '@party/shared';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { accountRoutes } from './domains/accounts/account.routes.ts';
import { adminUsersRoutes } from './domains/accounts/admin.routes.ts';
import { meRoutes } from './domains/accounts/me.routes.ts';
import { recentActivityRoutes } from './domains/activity/store.routes.ts';
import { partnerAddressRoutes } from './domains/addresses/partner.routes.ts';
import { analyticsRoutes } from './domains/analytics/store.routes.ts';
import { authRoutes } from './domains/auth/auth.routes.ts';
import { createAuth } from './domains/auth/auth.ts';
import { sessionResolver } from './domains/auth/resolve-session.ts';
import { adminBulkRoutes } from './domains/bulk/admin.routes.ts';
import { associateCampaignRoutes } from './domains/campaigns/associate.routes.ts';
import { partnerCartRoutes } from './domains/cart/partner.routes.ts';
import { associateCatalogRoutes } from './domains/catalog/associate.routes.ts';
import { partnerCatalogRoutes } from './domains/catalog/partner.routes.ts';
import { storeCatalogRoutes } from './domains/catalog/store.routes.ts';
import { associateCreditRoutes } from './domains/credit/associate.routes.ts';
import { partnerCreditRoutes } from './domains/credit/partner.routes.ts';
import { adminMailboxRoutes } from './domains/email/admin.routes.ts';
import { associateFaqRoutes } from './domains/faqs/associate.routes.ts';
import { storeFaqRoutes } from './domains/faqs/store.routes.ts';
import { adminFileRoutes } from './domains/files/admin.routes.ts';
import { adminInsightsRoutes } from './domains/insights/admin.routes.ts';
import { associateInsightsRoutes } from './domains/insights/associate.routes.ts';
import { partnerInsightsRoutes } from './domains/insights/partner.routes.ts';
import { associateLeadRoutes } from './domains/leads/associate.routes.ts';
import { createLead } from './domains/leads/create-lead.ts';
import { adminNotificationRoutes } from './domains/notifications/admin.routes.ts';
import { eventStreamRoutes } from './domains/notifications/events.routes.ts';
import { notificationRoutes } from './domains/notifications/notifications.routes.ts';
import { adminOnboardingRoutes } from './domains/onboarding/admin.routes.ts';
import { myOnboardingRoutes } from './domains/onboarding/me.routes.ts';
import { adminOrderRoutes } from './domains/orders/admin.routes.ts';
import { associateOrderRoutes } from './domains/orders/associate.routes.ts';
import { partnerOrderRoutes } from './domains/orders/partner.routes.ts';
import { adminOverviewRoutes } from './domains/overview/admin.routes.ts';
import { associateOverviewRoutes } from './domains/overview/associate.routes.ts';
import { partnerOverviewRoutes } from './domains/overview/partner.routes.ts';
import { vendorOverviewRoutes } from './domains/overview/vendor.routes.ts';
import { associatePurchasingRoutes } from './domains/purchasing/associate.routes.ts';
import { vendorPurchasingRoutes } from './domains/purchasing/vendor.routes.ts';
import { associateQuoteRoutes } from './domains/quotes/associate.routes.ts';
import { storeQuoteRoutes } from './domains/quotes/store.routes.ts';
import { partnerReviewRoutes } from './domains/reviews/partner.routes.ts';
import { registerHttpsRedirect } from './domains/seo/https-redirect.ts';
import { resolvePageHead } from './domains/seo/resolve-page-head.ts';
import { seoRoutes } from './domains/seo/store.routes.ts';
import { adminSettingsRoutes } from './domains/settings/admin.routes.ts';
import { SettingsCache } from './domains/settings/settings-cache.ts';
import { siteRoutes } from './domains/settings/store.routes.ts';
import { associateSupportRoutes } from './domains/support/associate.routes.ts';
import { partnerSupportRoutes } from './domains/support/partner.routes.ts';
import { associateTaskRoutes } from './domains/tasks/associate.routes.ts';
import { staffVendorDocumentRoutes } from './domains/vendor-documents/staff.routes.ts';
import { vendorDocumentRoutes } from './domains/vendor-documents/vendor.routes.ts';
import { adminVendorProductRoutes } from './domains/vendors/admin.routes.ts';
import { vendorRoutes } from './domains/vendors/vendor.routes.ts';
import { partnerWishlistRoutes } from './domains/wishlist/partner.routes.ts';
import { associateWorkflowRoutes } from './domains/workflows/associate.routes.ts';
import { type RouteEntry, registerAccessControl } from './http/access.ts';
import { registerCompression } from './http/compression.ts';
import { registerCsrf } from './http/csrf.ts';
import { handleFrameworkError, registerErrorHandling } from './http/errors.ts';
import { registerGracefulClose } from './http/graceful-close.ts';
import { registerInputGuard } from './http/input-guard.ts';
import { registerMaintenanceMode } from './http/maintenance.ts';
import { openApiOptions } from './http/openapi.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { EventHub } from './lib/events.ts';
import { createFileStorage } from './lib/file-storage.ts';
import { registerIdempotency } from './lib/idempotency.ts';
import { loggerOptions } from './lib/logger.ts';
import { registerWebApp } from './web-app.ts';

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
    trustProxy: config.TRUST_PROXY === 'true' ? true : config.TRUST_PROXY,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: handleFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerInputGuard(app);
  registerGracefulClose(app);
  registerSecurityHeaders(app);
  await registerCompression(app);
  registerHttpsRedirect(app, config);
  registerIdempotency(app, database.db);

  // The document is completed from the route table, which access control fills as routes register.
  let routeTable: RouteEntry[] = [];
  await app.register(
    fastifySwagger,
    openApiOptions(() => routeTable),
  );
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  await app.register(fastifyCookie);

  const auth = createAuth({
    config,
    database,
    logger: app.log,
    // A sign-up is a lead for sales until it is converted (won) or lost (docs/product/associate-portal.md, Leads).
    onPartnerSignUp: (tx, signUp) => createLead(tx, { source: 'signup', ...signUp }),
  });
  routeTable = registerAccessControl(app, sessionResolver(app, auth, database.db));
  const settings = new SettingsCache(database);
  await settings.start();
  registerMaintenanceMode(app, settings);
  registerCsrf(app, config);
  await app.register(authRoutes, { auth, db: database.db, publicUrl: config.PUBLIC_URL });
  await app.register(meRoutes);
  await app.register(myOnboardingRoutes, { db: database.db, publicUrl: config.PUBLIC_URL });
  await app.register(adminOnboardingRoutes, { db: database.db, publicUrl: config.PUBLIC_URL });
  await app.register(adminUsersRoutes, { db: database.db });
  await app.register(accountRoutes, { db: database.db });

  const events = new EventHub(database, app.log, {
    perAddress: config.EVENT_STREAMS_PER_ADDRESS,
    total: config.EVENT_STREAMS_TOTAL,
  });
  await events.start();
  // Open streams would hold app.close() (tests, shutdown) until clients leave: end them first.
  app.addHook('preClose', () => events.close());
  app.addHook('onClose', () => settings.close());
  await app.register(eventStreamRoutes, { hub: events });
  await app.register(notificationRoutes, { database });
  await app.register(adminBulkRoutes, { database });
  await app.register(adminNotificationRoutes, { database });
  await app.register(adminMailboxRoutes, { database, config });
  await app.register(siteRoutes, { settings });
  await app.register(storeFaqRoutes, { database });
  await app.register(adminSettingsRoutes, { database, settings });
  await app.register(storeQuoteRoutes, { database });
  await app.register(associateQuoteRoutes, { database });
  await app.register(associateFaqRoutes, { database });
  await app.register(associateLeadRoutes, { database });
  await app.register(associateCampaignRoutes, { database });
  await app.register(partnerCartRoutes, { database });
  await app.register(partnerSupportRoutes, { database });
  await app.register(associateSupportRoutes, { database });
  await app.register(associateWorkflowRoutes, { database });
  await app.register(associateTaskRoutes, { database });
  await app.register(associatePurchasingRoutes, { database });
  await app.register(vendorPurchasingRoutes, { database });
  await app.register(associateOverviewRoutes, { database });
  await app.register(vendorOverviewRoutes, { database });
  await app.register(adminOverviewRoutes, { database });
  await app.register(vendorRoutes, { database });
  await app.register(adminVendorProductRoutes, { database });
  await app.register(partnerCreditRoutes, { database });
  await app.register(associateCreditRoutes, { database });
  await app.register(partnerOrderRoutes, { database });
  await app.register(associateOrderRoutes, { database });
  await app.register(adminOrderRoutes, { database });
  await app.register(partnerAddressRoutes, { database });
  await app.register(partnerInsightsRoutes, { database });
  await app.register(associateInsightsRoutes, { database });
  await app.register(adminInsightsRoutes, { database });
  await app.register(recentActivityRoutes, { database });
  await app.register(storeCatalogRoutes, { database });
  await app.register(partnerCatalogRoutes, { database });
  await app.register(associateCatalogRoutes, { database });
  await app.register(partnerReviewRoutes, { database });
  await app.register(partnerWishlistRoutes, { database });
  await app.register(partnerOverviewRoutes, { database });
  await app.register(seoRoutes, { database, config, auth });
  await app.register(analyticsRoutes, { database });
  // Uploads: under DATA_DIR/files, or the S3-compatible bucket when S3_BUCKET is set.
  const storage = createFileStorage(config);
  await app.register(vendorDocumentRoutes, { database, storage });
  await app.register(staffVendorDocumentRoutes, { database, storage });
  await app.register(adminFileRoutes, { database, storage });

  app.get(
    '/api/health',
    {
      config: { access: access.public },
      schema: {
        summary: 'Check the server and its database',
        response: { 200: z.object({ ok: z.boolean(), database: z.enum(['pglite', 'postgres']) }) },
      },
    },
    // Readiness, not just liveness: one round trip to the database, so a load balancer stops
    // sending traffic while PostgreSQL is away (a connection error answers 503 UNAVAILABLE).
    async () => {
      await database.db.execute(sql`select 1`);
      return { ok: true, database: database.driver };
    },
  );

  // Product pictures generated by the demo seed, under DATA_DIR/media; a slug's picture never changes.
  const mediaRoot = join(config.DATA_DIR, 'media');
  mkdirSync(mediaRoot, { recursive: true });
  await app.register(fastifyStatic, {
    root: mediaRoot,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    maxAge: '30d',
  });

  // The built web app answers every GET no route takes; unknown /api routes keep the JSON 404.
  await registerWebApp(app, config, (url) => resolvePageHead(database.db, config.PUBLIC_URL, url));

  return Object.assign(app, { routeTable, auth, events });
}

export type App = Awaited<ReturnType<typeof buildApp>>;
