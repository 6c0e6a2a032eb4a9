import { asc, ilike, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { companies } from '../../db/schema/index.ts';

// The companies a list can be assigned to, read for the picker and to name them.

/** Companies whose name contains the text, in name order. */
export async function searchCompanies(tx: Tx, search: string | undefined, limit: number) {
  return tx
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(search ? ilike(companies.name, containsPattern(search)) : undefined)
    .orderBy(asc(sql`lower(${companies.name})`), asc(companies.id))
    .limit(limit);
}

/** The companies among these ids (an unknown id is absent). */
export async function findCompanies(tx: Tx, ids: string[]) {
  if (ids.length === 0) return [];
  return tx
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(inArray(companies.id, ids));
}
