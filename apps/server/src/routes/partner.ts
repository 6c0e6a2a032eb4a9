import { partnerAddressRoutes } from '../domains/addresses/partner.routes.ts';
import { partnerCartRoutes } from '../domains/cart/partner.routes.ts';
import { partnerQuickOrderRoutes } from '../domains/cart/quick-order.routes.ts';
import { partnerCatalogRoutes } from '../domains/catalog/partner.routes.ts';
import { partnerCompanyRoutes } from '../domains/company-members/partner.routes.ts';
import { partnerCreditRoutes } from '../domains/credit/partner.routes.ts';
import { partnerInsightsRoutes } from '../domains/insights/partner.routes.ts';
import { partnerOrderRoutes } from '../domains/orders/partner.routes.ts';
import { partnerOverviewRoutes } from '../domains/overview/partner.routes.ts';
import { partnerStatementRoutes } from '../domains/receivables/partner.routes.ts';
import { partnerReturnRoutes } from '../domains/returns/partner.routes.ts';
import { partnerReviewRoutes } from '../domains/reviews/partner.routes.ts';
import { partnerSavedListRoutes } from '../domains/saved-lists/partner.routes.ts';
import { partnerSupportRoutes } from '../domains/support/partner.routes.ts';
import { partnerWishlistRoutes } from '../domains/wishlist/partner.routes.ts';
import type { RouteDeps, RouteHost } from './route-deps.ts';

/** The partner portal's API (/api/partner/…): shop, cart, quick order, wishlist, saved lists, reviews, checkout and orders, addresses, credit, analytics, support, the company's members and invitations, the account's statements, returns. */
export async function registerPartnerRoutes(app: RouteHost, { database, settings, storage }: RouteDeps) {
  await app.register(partnerOverviewRoutes, { database });
  await app.register(partnerCatalogRoutes, { database });
  await app.register(partnerCartRoutes, { database });
  await app.register(partnerQuickOrderRoutes, { database });
  await app.register(partnerWishlistRoutes, { database });
  await app.register(partnerSavedListRoutes, { database });
  await app.register(partnerReviewRoutes, { database });
  await app.register(partnerOrderRoutes, { database, settings });
  await app.register(partnerAddressRoutes, { database });
  await app.register(partnerCreditRoutes, { database });
  await app.register(partnerInsightsRoutes, { database });
  await app.register(partnerSupportRoutes, { database });
  await app.register(partnerCompanyRoutes, { database });
  await app.register(partnerStatementRoutes, { database });
  await app.register(partnerReturnRoutes, { database, storage });
}
