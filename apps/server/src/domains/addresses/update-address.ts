import type { AddressUpdate, PartnerAddress, Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { companyOf } from '../../lib/row-policy.ts';
import { assertCompanyMay } from '../companies/company-role-guard.ts';
import { addressScope } from './addresses.policy.ts';
import { clearDefault, lockAddress, lockAddressBook, updateAddressRow } from './addresses.repository.ts';
import { toAddress } from './to-address.ts';

/**
 * Edits one of the company's addresses or makes it the company's default (not for viewers:
 * docs/product/company-accounts.md, "Roles"); another company's is "not found".
 */
export async function updateAddress(
  db: Db,
  principal: Principal,
  id: string,
  input: AddressUpdate,
): Promise<PartnerAddress> {
  return db.transaction(async (tx) => {
    await assertCompanyMay(tx, principal, 'manage-addresses');
    const { companyId } = companyOf(addressScope(principal, 'update'));
    await lockAddressBook(tx, companyId);
    const current = await lockAddress(tx, companyId, id);
    if (!current) throw notFound('Address');
    if (input.isDefault === false && current.isDefault)
      throw badRequest('Make another address the default instead; one address is always the default.', {
        isDefault: 'One address is always the default',
      });
    if (input.isDefault === true && !current.isDefault) await clearDefault(tx, companyId);
    const row = await updateAddressRow(tx, companyId, id, input);
    return toAddress(row!);
  });
}
