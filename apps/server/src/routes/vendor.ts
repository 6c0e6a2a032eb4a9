import { vendorOverviewRoutes } from '../domains/overview/vendor.routes.ts';
import { vendorPurchasingRoutes } from '../domains/purchasing/vendor.routes.ts';
import { vendorDocumentRoutes } from '../domains/vendor-documents/vendor.routes.ts';
import { vendorRoutes } from '../domains/vendors/vendor.routes.ts';
import type { RouteDeps, RouteHost } from './route-deps.ts';

/** The vendor portal's API (/api/vendor/…): company profile and offers, purchase orders, shipments, payments, documents. */
export async function registerVendorRoutes(app: RouteHost, { database, storage }: RouteDeps) {
  await app.register(vendorOverviewRoutes, { database });
  await app.register(vendorRoutes, { database });
  await app.register(vendorPurchasingRoutes, { database });
  await app.register(vendorDocumentRoutes, { database, storage });
}
