import type { PartnerAddressList, Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { companyOf } from '../../lib/row-policy.ts';
import { assertCompanyMay } from '../companies/company-role-guard.ts';
import { addressScope } from './addresses.policy.ts';
import {
  deleteAddressRow,
  findAddresses,
  findNewestOther,
  lockAddress,
  lockAddressBook,
  updateAddressRow,
} from './addresses.repository.ts';
import { toAddress } from './to-address.ts';

/**
 * Deletes one of the company's addresses (not for viewers: docs/product/company-accounts.md, "Roles");
 * another company's is not found. When it was the default, the newest other one takes over.
 */
export async function deleteAddress(db: Db, principal: Principal, id: string): Promise<PartnerAddressList> {
  return db.transaction(async (tx) => {
    await assertCompanyMay(tx, principal, 'manage-addresses');
    const { companyId } = companyOf(addressScope(principal, 'delete'));
    await lockAddressBook(tx, companyId);
    const current = await lockAddress(tx, companyId, id);
    if (!current) throw notFound('Address');
    await deleteAddressRow(tx, companyId, id);
    if (current.isDefault) {
      const next = await findNewestOther(tx, companyId, id);
      if (next) await updateAddressRow(tx, companyId, next.id, { isDefault: true });
    }
    return { items: (await findAddresses(tx, companyId)).map(toAddress) };
  });
}
