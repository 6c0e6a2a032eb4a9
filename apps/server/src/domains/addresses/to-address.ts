import type { PartnerAddress } from '@party/shared';
import type { AddressRow } from './addresses.repository.ts';

export function toAddress(row: AddressRow): PartnerAddress {
  return {
    id: row.id,
    label: row.label,
    name: row.name,
    address: row.address,
    city: row.city,
    state: row.state,
    postalCode: row.postalCode,
    country: row.country,
    isDefault: row.isDefault,
  };
}
