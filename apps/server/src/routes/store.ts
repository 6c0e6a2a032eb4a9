import { recentActivityRoutes } from '../domains/activity/store.routes.ts';
import { analyticsRoutes } from '../domains/analytics/store.routes.ts';
import { storeCatalogRoutes } from '../domains/catalog/store.routes.ts';
import { storeFaqRoutes } from '../domains/faqs/store.routes.ts';
import { storeQuoteRoutes } from '../domains/quotes/store.routes.ts';
import { seoRoutes } from '../domains/seo/store.routes.ts';
import { siteRoutes } from '../domains/settings/store.routes.ts';
import type { RouteDeps, RouteHost } from './route-deps.ts';

/** The public storefront's API: the catalogue, FAQs, quote requests, the site's status, SEO files and page analytics. */
export async function registerStoreRoutes(app: RouteHost, { database, config, auth, settings }: RouteDeps) {
  await app.register(siteRoutes, { settings });
  await app.register(storeCatalogRoutes, { database });
  await app.register(storeFaqRoutes, { database });
  await app.register(storeQuoteRoutes, { database });
  await app.register(recentActivityRoutes, { database });
  await app.register(seoRoutes, { database, config, auth });
  await app.register(analyticsRoutes, { database });
}
