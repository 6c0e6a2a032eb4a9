import type { Db } from '../../db/client.ts';
import { findCompanyName } from './members.repository.ts';

/** A company's name, for the access hook's refusal that names it (docs/product/company-accounts.md, "Roles"). */
export async function companyNameOf(db: Db, companyId: string): Promise<string | null> {
  return findCompanyName(db, companyId);
}
