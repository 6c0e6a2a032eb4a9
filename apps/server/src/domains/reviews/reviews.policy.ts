import type { Principal } from '@party/shared';
import { isPartner, noRows, ownRows, type RowScope } from '../../lib/row-policy.ts';

export const reviewActions = ['list', 'add'] as const;
export type ReviewAction = (typeof reviewActions)[number];

/**
 * A partner writes reviews as themself, and reads a product's reviews as its viewer (their own
 * is marked "reviewed by me"): the rows they own are the ones they wrote.
 */
export function reviewScope(principal: Principal, _action: ReviewAction): RowScope {
  return isPartner(principal) ? ownRows(principal) : noRows;
}
