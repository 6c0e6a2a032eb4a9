import type { Tx } from '../../db/client.ts';
import { insertCompany, insertOwnerMembership, type NewCompany } from './companies.repository.ts';

/** A company name fits the column's check: 1 to 120 characters after trimming. */
const MAX_NAME = 120;

/**
 * The name a new company takes: the business name given, else "{name}'s company"
 * (docs/product/company-accounts.md, "Companies"; docs/decisions/0019-company-accounts.md §3).
 */
export function companyNameFor(personName: string, companyName?: string | null): string {
  const given = companyName?.trim();
  const name = given || `${personName.trim()}'s company`;
  return name.slice(0, MAX_NAME).trim();
}

/**
 * A company of one, inside the caller's transaction: the company and its owner's membership
 * (docs/decisions/0019-company-accounts.md §5, `open-company.ts`). Returns the company's id.
 */
export async function openCompany(
  tx: Tx,
  input: { ownerId: string; name: string } & Omit<NewCompany, 'name'>,
): Promise<string> {
  const companyId = await insertCompany(tx, { ...input, name: input.name });
  await insertOwnerMembership(tx, companyId, input.ownerId);
  return companyId;
}
