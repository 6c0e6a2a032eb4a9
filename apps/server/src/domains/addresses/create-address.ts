import type { AddressInput, PartnerAddress, Principal } from '@party/shared';
import type { Db, Tx } from '../../db/client.ts';
import { ownerOf } from '../../lib/row-policy.ts';
import { addressScope } from './addresses.policy.ts';
import {
  clearDefault,
  countAddresses,
  findSameAddress,
  insertAddress,
  lockAddressBook,
} from './addresses.repository.ts';
import { toAddress } from './to-address.ts';

/** Adds an address to the caller's book; the first one, or one marked default, becomes the default. */
export async function createAddress(
  db: Db,
  principal: Principal,
  input: AddressInput,
): Promise<PartnerAddress> {
  const owner = ownerOf(addressScope(principal, 'create'));
  return db.transaction((tx) => addAddress(tx, owner, input));
}

/** The same, inside a caller's transaction (checkout's "save this address"). */
export async function addAddress(tx: Tx, userId: string, input: AddressInput): Promise<PartnerAddress> {
  await lockAddressBook(tx, userId);
  const isDefault = input.isDefault === true || (await countAddresses(tx, userId)) === 0;
  if (isDefault) await clearDefault(tx, userId);
  const { isDefault: _ignored, ...values } = input;
  return toAddress(await insertAddress(tx, userId, { ...values, isDefault }));
}

/** Checkout's "save this address": skipped when the book already holds the same address. */
export async function saveCheckoutAddress(tx: Tx, userId: string, input: AddressInput): Promise<void> {
  if (await findSameAddress(tx, userId, input)) return;
  await addAddress(tx, userId, input);
}
