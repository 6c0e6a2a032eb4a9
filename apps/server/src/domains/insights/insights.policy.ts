import { hasProductManagementAbility, type Principal } from '@party/shared';
import {
  allRows,
  companyRows,
  isAdmin,
  isAssociate,
  isPartner,
  noRows,
  type RowScope,
} from '../../lib/row-policy.ts';

export const insightsActions = ['read', 'export'] as const;
export type InsightsAction = (typeof insightsActions)[number];

/**
 * Purchase analytics and report files are the company's (docs/product/company-accounts.md, Roles:
 * "company analytics" for every member who sees all company orders); a buyer's cover their own orders.
 */
export function insightsScope(principal: Principal, _action: InsightsAction): RowScope {
  if (!isPartner(principal)) return noRows;
  return companyRows(principal, { onlyMine: principal.companyRole === 'buyer' });
}

/**
 * The staff analytics (every order, the stock, campaigns, storefront events) are for associates with
 * the product-management ability, product_management and finance (docs/product/associate-portal.md: sales sees no Analytics),
 * and for admins, whose Reports show the same sales figures (issue 16 item 7).
 */
export function staffInsightsScope(principal: Principal, _action: InsightsAction): RowScope {
  if (isAdmin(principal)) return allRows;
  return isAssociate(principal) && hasProductManagementAbility(principal.associateRole) ? allRows : noRows;
}

/** The admin Reports' own figures (sales per partner, stock value, every storefront event): admins only. */
export function adminReportsScope(principal: Principal, _action: InsightsAction): RowScope {
  return isAdmin(principal) ? allRows : noRows;
}
