import type { PartnerAddressList, Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
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
  return db.transaction(async (tx) => {
    await lockAddressBook(tx, principal.userId);
    const current = await lockAddress(tx, principal.userId, id);
    if (!current) throw notFound('Address');
    await deleteAddressRow(tx, principal.userId, id);
    if (current.isDefault) {
      const next = await findNewestOther(tx, principal.userId, id);
      if (next) await updateAddressRow(tx, principal.userId, next.id, { isDefault: true });
    }
    return { items: (await findAddresses(tx, principal.userId)).map(toAddress) };
  });
}
