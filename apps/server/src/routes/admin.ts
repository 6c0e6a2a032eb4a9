import { adminUsersRoutes } from '../domains/accounts/admin.routes.ts';
import { adminBulkRoutes } from '../domains/bulk/admin.routes.ts';
import { adminCompanyRoutes } from '../domains/company-members/admin.routes.ts';
import { adminMailboxRoutes } from '../domains/email/admin.routes.ts';
import { adminFileRoutes } from '../domains/files/admin.routes.ts';
import { adminInsightsRoutes } from '../domains/insights/admin.routes.ts';
import { adminNotificationRoutes } from '../domains/notifications/admin.routes.ts';
import { adminOnboardingRoutes } from '../domains/onboarding/admin.routes.ts';
import { adminOrderRoutes } from '../domains/orders/admin.routes.ts';
import { adminOverviewRoutes } from '../domains/overview/admin.routes.ts';
import { adminSettingsRoutes } from '../domains/settings/admin.routes.ts';
import { adminVendorProductRoutes } from '../domains/vendors/admin.routes.ts';
import type { RouteDeps, RouteHost } from './route-deps.ts';

/** The admin area's API (/api/admin/…): users and roles, partner companies, onboarding review, orders, vendors' offers, bulk changes, notifications, the mailbox, files, reports and system settings. */
export async function registerAdminRoutes(
  app: RouteHost,
  { database, config, settings, storage }: RouteDeps,
) {
  await app.register(adminOverviewRoutes, { database });
  await app.register(adminUsersRoutes, { db: database.db });
  await app.register(adminCompanyRoutes, { database });
  await app.register(adminOnboardingRoutes, { db: database.db, publicUrl: config.PUBLIC_URL });
  await app.register(adminOrderRoutes, { database, config });
  await app.register(adminVendorProductRoutes, { database });
  await app.register(adminBulkRoutes, { database });
  await app.register(adminNotificationRoutes, { database });
  await app.register(adminMailboxRoutes, { database, config });
  await app.register(adminFileRoutes, { database, storage });
  await app.register(adminInsightsRoutes, { database });
  await app.register(adminSettingsRoutes, { database, settings });
}
