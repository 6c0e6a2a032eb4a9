import { hasProductManagementAbility, type Principal } from '@party/shared';
import { allRows, isAssociate, isPartner, noRows, ownRows, type RowScope } from '../../lib/row-policy.ts';

export const insightsActions = ['read', 'export'] as const;
export type InsightsAction = (typeof insightsActions)[number];

/** Purchase analytics and report files cover the partner's own orders only. */
export function insightsScope(principal: Principal, _action: InsightsAction): RowScope {
  return isPartner(principal) ? ownRows(principal) : noRows;
}

/**
 * The staff analytics (every order, the stock, campaigns, storefront events) are for associates with
 * the product-management ability, product_management and finance (spec 3: sales sees no Analytics).
 */
export function staffInsightsScope(principal: Principal, _action: InsightsAction): RowScope {
  return isAssociate(principal) && hasProductManagementAbility(principal.associateRole) ? allRows : noRows;
}
