import { eventStreamRoutes } from '../domains/notifications/events.routes.ts';
import { notificationRoutes } from '../domains/notifications/notifications.routes.ts';
import { accountRoutes } from '../domains/users/account.routes.ts';
import { authRoutes } from '../domains/users/auth.routes.ts';
import { meRoutes } from '../domains/users/me.routes.ts';
import type { RouteDeps, RouteHost } from './route-deps.ts';

/** What every visitor and every signed-in person calls, whatever their portal: sign-in, their own account, the bell and the live stream. */
export async function registerEveryoneRoutes(app: RouteHost, { auth, database, config, events }: RouteDeps) {
  await app.register(authRoutes, { auth, db: database.db, publicUrl: config.PUBLIC_URL });
  await app.register(meRoutes, { db: database.db, publicUrl: config.PUBLIC_URL });
  await app.register(accountRoutes, { db: database.db });
  await app.register(eventStreamRoutes, { hub: events });
  await app.register(notificationRoutes, { database });
}
