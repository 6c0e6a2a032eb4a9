import { associateCampaignRoutes } from '../domains/campaigns/associate.routes.ts';
import { associateCatalogRoutes } from '../domains/catalog/associate.routes.ts';
import { associateCreditRoutes } from '../domains/credit/associate.routes.ts';
import { associateFaqRoutes } from '../domains/faqs/associate.routes.ts';
import { associateInsightsRoutes } from '../domains/insights/associate.routes.ts';
import { associateLeadRoutes } from '../domains/leads/associate.routes.ts';
import { associateOrderRoutes } from '../domains/orders/associate.routes.ts';
import { associateOverviewRoutes } from '../domains/overview/associate.routes.ts';
import { associatePriceListRoutes } from '../domains/price-lists/associate.routes.ts';
import { associatePurchasingRoutes } from '../domains/purchasing/associate.routes.ts';
import { associateQuoteRoutes } from '../domains/quotes/associate.routes.ts';
import { associateReceivablesRoutes } from '../domains/receivables/associate.routes.ts';
import { associateReturnRoutes } from '../domains/returns/associate.routes.ts';
import { associateSupportRoutes } from '../domains/support/associate.routes.ts';
import { associateTaskRoutes } from '../domains/tasks/associate.routes.ts';
import { staffVendorDocumentRoutes } from '../domains/vendor-documents/staff.routes.ts';
import { associateWorkflowRoutes } from '../domains/workflows/associate.routes.ts';
import type { RouteDeps, RouteHost } from './route-deps.ts';

/**
 * The associate portal's API (/api/associate/…), which administrators also reach: products and stock,
 * price lists, orders, quotes, campaigns, purchasing, workflows and tasks, the support desk, leads,
 * FAQs, credit decisions, receivables (invoices on account, payments received, ageing), analytics, vendors' documents for review, and returns.
 */
export async function registerAssociateRoutes(app: RouteHost, { database, storage, config }: RouteDeps) {
  await app.register(associateOverviewRoutes, { database });
  await app.register(associateCatalogRoutes, { database, config });
  await app.register(associatePriceListRoutes, { database });
  await app.register(associateOrderRoutes, { database, config });
  await app.register(associateQuoteRoutes, { database });
  await app.register(associateCampaignRoutes, { database });
  await app.register(associatePurchasingRoutes, { database });
  await app.register(associateWorkflowRoutes, { database });
  await app.register(associateTaskRoutes, { database });
  await app.register(associateSupportRoutes, { database });
  await app.register(associateLeadRoutes, { database });
  await app.register(associateFaqRoutes, { database });
  await app.register(associateCreditRoutes, { database });
  await app.register(associateReceivablesRoutes, { database });
  await app.register(associateInsightsRoutes, { database });
  await app.register(staffVendorDocumentRoutes, { database, storage });
  await app.register(associateReturnRoutes, { database, storage });
}
