import type { AddressUpdate, PartnerAddress, Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { ownerOf } from '../../lib/row-policy.ts';
import { addressScope } from './addresses.policy.ts';
import { clearDefault, lockAddress, lockAddressBook, updateAddressRow } from './addresses.repository.ts';
import { toAddress } from './to-address.ts';

/** Edits one of the caller's addresses or makes it the default; another partner's is "not found". */
export async function updateAddress(
  db: Db,
  principal: Principal,
  id: string,
  input: AddressUpdate,
): Promise<PartnerAddress> {
  const owner = ownerOf(addressScope(principal, 'update'));
  return db.transaction(async (tx) => {
    await lockAddressBook(tx, owner);
    const current = await lockAddress(tx, owner, id);
    if (!current) throw notFound('Address');
    if (input.isDefault === false && current.isDefault)
      throw badRequest('Make another address the default instead; one address is always the default.', {
        isDefault: 'One address is always the default',
      });
    if (input.isDefault === true && !current.isDefault) await clearDefault(tx, owner);
    const row = await updateAddressRow(tx, owner, id, input);
    return toAddress(row!);
  });
}
