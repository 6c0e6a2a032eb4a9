import type { AddressInput, PartnerAddress, Principal } from '@party/shared';
import type { Db, Tx } from '../../db/client.ts';
import { companyOf } from '../../lib/row-policy.ts';
import { assertCompanyMay } from '../companies/company-role-guard.ts';
import { addressScope } from './addresses.policy.ts';
import {
  type AddressBook,
  clearDefault,
  countAddresses,
  findSameAddress,
  insertAddress,
  lockAddressBook,
} from './addresses.repository.ts';
import { toAddress } from './to-address.ts';

/**
 * Adds an address to the caller's company's book (a viewer may not: docs/product/company-accounts.md,
 * "Roles"); the first one, or one marked default, becomes the company's default.
 */
export async function createAddress(
  db: Db,
  principal: Principal,
  input: AddressInput,
): Promise<PartnerAddress> {
  return db.transaction(async (tx) => {
    await assertCompanyMay(tx, principal, 'manage-addresses');
    const { companyId } = companyOf(addressScope(principal, 'create'));
    return addAddress(tx, { companyId, addedBy: principal.userId }, input);
  });
}

/** The same, inside a caller's transaction (checkout's "save this address"). */
export async function addAddress(tx: Tx, book: AddressBook, input: AddressInput): Promise<PartnerAddress> {
  await lockAddressBook(tx, book.companyId);
  const isDefault = input.isDefault === true || (await countAddresses(tx, book.companyId)) === 0;
  if (isDefault) await clearDefault(tx, book.companyId);
  const { isDefault: _ignored, ...values } = input;
  return toAddress(await insertAddress(tx, book, { ...values, isDefault }));
}

/** Checkout's "save this address" to the company's book: skipped when it already holds the same address. */
export async function saveCheckoutAddress(tx: Tx, book: AddressBook, input: AddressInput): Promise<void> {
  if (await findSameAddress(tx, book.companyId, input)) return;
  await addAddress(tx, book, input);
}
