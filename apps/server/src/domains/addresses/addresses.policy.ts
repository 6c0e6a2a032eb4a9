import type { Principal } from '@party/shared';
import { isPartner, noRows, ownRows, type RowScope } from '../../lib/row-policy.ts';

export const addressActions = ['list', 'create', 'update', 'delete'] as const;
export type AddressAction = (typeof addressActions)[number];

/** Delivery addresses are the partner's own address book. */
export function addressScope(principal: Principal, _action: AddressAction): RowScope {
  return isPartner(principal) ? ownRows(principal) : noRows;
}
