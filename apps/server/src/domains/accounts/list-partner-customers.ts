import type { Tx } from '../../db/client.ts';
import { findPartners } from './accounts.repository.ts';

/** Partners a quote can be made out to (enabled accounts holding the partner role), by name. */
export async function listPartnerCustomers(tx: Tx) {
  return findPartners(tx, 2000);
}

/** One partner by id, or null when the id is not an enabled partner. */
export async function findPartnerCustomer(tx: Tx, id: string) {
  const [partner] = await findPartners(tx, 1, id);
  return partner ?? null;
}
