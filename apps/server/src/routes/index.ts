import { registerAdminRoutes } from './admin.ts';
import { registerAssociateRoutes } from './associate.ts';
import { registerEveryoneRoutes } from './everyone.ts';
import { registerPartnerRoutes } from './partner.ts';
import type { RouteDeps, RouteHost } from './route-deps.ts';
import { registerStoreRoutes } from './store.ts';
import { registerVendorRoutes } from './vendor.ts';

export type { RouteDeps } from './route-deps.ts';

/**
 * Every API route, one index per actor: a new route plugin goes in the index of who calls it. Each
 * route still declares its own access rule (http/access.ts checks it before the handler).
 */
export async function registerRoutes(app: RouteHost, deps: RouteDeps) {
  for (const register of [
    registerEveryoneRoutes,
    registerStoreRoutes,
    registerPartnerRoutes,
    registerVendorRoutes,
    registerAssociateRoutes,
    registerAdminRoutes,
  ])
    await register(app, deps);
}
