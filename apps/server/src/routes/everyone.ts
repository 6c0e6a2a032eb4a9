import { accountRoutes } from '../domains/accounts/account.routes.ts';
import { meRoutes } from '../domains/accounts/me.routes.ts';
import { authRoutes } from '../domains/auth/auth.routes.ts';
import { invitationSignUpRoutes } from '../domains/auth/invitation-sign-up.ts';
import { invitationRoutes } from '../domains/company-members/invitation.routes.ts';
import { eventStreamRoutes } from '../domains/notifications/events.routes.ts';
import { notificationRoutes } from '../domains/notifications/notifications.routes.ts';
import { myOnboardingRoutes } from '../domains/onboarding/me.routes.ts';
import type { RouteDeps, RouteHost } from './route-deps.ts';

/** What every visitor and every signed-in person calls, whatever their portal: sign-in, their own account and role application, a company's invitation link, the bell and the live stream. */
export async function registerEveryoneRoutes(app: RouteHost, { auth, database, config, events }: RouteDeps) {
  await app.register(authRoutes, { auth, db: database.db, publicUrl: config.PUBLIC_URL });
  await app.register(meRoutes);
  await app.register(invitationRoutes, { database });
  await app.register(invitationSignUpRoutes, { auth, database });
  await app.register(myOnboardingRoutes, { db: database.db, publicUrl: config.PUBLIC_URL });
  await app.register(accountRoutes, { db: database.db });
  await app.register(eventStreamRoutes, { hub: events });
  await app.register(notificationRoutes, { database });
}
