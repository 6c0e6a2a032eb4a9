import type { Principal } from '@party/shared';
import { allRows, isAssociate, noRows, type RowScope } from '../../lib/row-policy.ts';

/** Every associate works every lead (sales first of all; docs/product/associate-portal.md); nobody else sees them. */
export function leadScope(caller: Principal): RowScope {
  return isAssociate(caller) ? allRows : noRows;
}
