import type { PartnerAddressList, Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { ownerOf } from '../../lib/row-policy.ts';
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

/** Deletes one of the caller's addresses; when it was the default, the newest other one takes over. */
export async function deleteAddress(db: Db, principal: Principal, id: string): Promise<PartnerAddressList> {
  const owner = ownerOf(addressScope(principal, 'delete'));
  return db.transaction(async (tx) => {
    await lockAddressBook(tx, owner);
    const current = await lockAddress(tx, owner, id);
    if (!current) throw notFound('Address');
    await deleteAddressRow(tx, owner, id);
    if (current.isDefault) {
      const next = await findNewestOther(tx, owner, id);
      if (next) await updateAddressRow(tx, owner, next.id, { isDefault: true });
    }
    return { items: (await findAddresses(tx, owner)).map(toAddress) };
  });
}
