import type { Tx } from '../../db/client.ts';
import { companyNameFor, openCompany } from '../companies/open-company.ts';
import { insertPartnerRows } from './accounts.repository.ts';

/**
 * A new sign-up's own rows, inside its transaction: profile, the partner role (only), email
 * preferences, and a company of one with them as its owner (docs/decisions/0019-company-accounts.md §10).
 */
export async function openPartnerAccount(tx: Tx, userId: string, name: string): Promise<void> {
  await openPartnerRows(tx, userId, name);
  await openCompany(tx, { ownerId: userId, name: companyNameFor(name) });
}

/**
 * The same rows without the company: a sign-up through an invitation joins the inviting company
 * instead (docs/decisions/0019-company-accounts.md §5).
 */
export async function openPartnerRows(tx: Tx, userId: string, name: string): Promise<void> {
  await insertPartnerRows(tx, userId, name);
}
