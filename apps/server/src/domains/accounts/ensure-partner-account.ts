import { randomBytes } from 'node:crypto';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { companyNameFor, openCompany } from '../companies/open-company.ts';
import { findAccessRow, findUserByEmail, insertUserWithRoles } from './accounts.repository.ts';
import { hashPassword } from './password.ts';

/**
 * The partner account for an email (docs/product/associate-portal.md: a converted quote's customer is matched by email,
 * else created): an existing partner is returned; a new account gets the partner role and an
 * unguessable password, so its owner signs in after choosing one through "Forgot password".
 * A new account owns a company of one. An address that belongs to staff or a vendor is refused rather than given partner orders.
 */
export async function ensurePartnerAccount(tx: Tx, customer: { email: string; name: string }) {
  const existing = await findUserByEmail(tx, customer.email);
  if (existing) {
    const access = await findAccessRow(tx, existing.id);
    if (access?.role !== 'partner')
      throw new AppError(
        'CONFLICT',
        `${customer.email} belongs to an account that is not a partner. Choose a partner customer for this quote.`,
      );
    return { id: existing.id, created: false };
  }
  const id = await insertUserWithRoles(tx, {
    email: customer.email,
    name: customer.name,
    passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
    emailVerified: true,
    role: 'partner',
    associateRole: null,
    isAdmin: false,
    adminRank: 'admin',
  });
  // Every partner is a company's member: a new one owns a company of one (docs/decisions/0019-company-accounts.md §10).
  await openCompany(tx, { ownerId: id, name: companyNameFor(customer.name) });
  return { id, created: true };
}
