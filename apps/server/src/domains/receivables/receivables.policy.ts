import { isFinanceApprover, type Principal } from '@party/shared';
import { allRows, noRows, type RowScope } from '../../lib/row-policy.ts';

export const receivablesActions = ['read', 'record-payment'] as const;
export type ReceivablesAction = (typeof receivablesActions)[number];

/**
 * docs/product/receivables.md, "Payments received": finance associates and administrators read every
 * company's invoices on account and ageing and record payments; nobody else reaches them here.
 */
export function receivablesScope(principal: Principal, _action: ReceivablesAction): RowScope {
  return isFinanceApprover(principal) ? allRows : noRows;
}
