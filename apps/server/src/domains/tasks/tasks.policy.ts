import type { Principal } from '@party/shared';
import { isAssociate, noRows, ownRows, type RowScope } from '../../lib/row-policy.ts';

/**
 * A follow-up task is its assignee's (docs/product/associate-portal.md, Orders: the associate who changed the order's
 * status): an associate reads and moves on their own tasks only; another's is a 404.
 */
export function taskScope(principal: Principal): RowScope {
  return isAssociate(principal) ? ownRows(principal) : noRows;
}
