import type { Principal } from '@party/shared';
import { allRows, isAssociate, noRows, type RowScope } from '../../lib/row-policy.ts';

export const workflowActions = ['read', 'write'] as const;
export type WorkflowAction = (typeof workflowActions)[number];

/**
 * Workflows are the staff's shared checklists (docs/product/associate-portal.md, Workflows): every associate reads and works
 * on every workflow; nobody else sees them.
 */
export function workflowScope(principal: Principal, _action: WorkflowAction): RowScope {
  return isAssociate(principal) ? allRows : noRows;
}
