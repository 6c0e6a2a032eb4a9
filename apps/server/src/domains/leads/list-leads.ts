import type { LeadList, LeadListQuery, Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { assertLeadWorker } from './lead-guards.ts';
import { countLeadsByStage, findLeads } from './leads.repository.ts';
import { toLead } from './to-lead.ts';

/** The newest leads a screen shows at once; search reaches older ones. */
export const LEAD_LIST_LIMIT = 200;

/** Leads for sales, by stage (open ones unless asked), with a count per stage. */
export async function listLeads(db: Db, caller: Principal, query: LeadListQuery): Promise<LeadList> {
  assertLeadWorker(caller);
  return db.transaction(async (tx) => {
    const [rows, counts] = await Promise.all([findLeads(tx, query, LEAD_LIST_LIMIT), countLeadsByStage(tx)]);
    return { items: rows.map(toLead), counts };
  });
}
