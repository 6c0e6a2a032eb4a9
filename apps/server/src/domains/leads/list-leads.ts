import { LEAD_LIST_LIMIT, type LeadList, type LeadListQuery, type Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { assertLeadWorker } from './lead-guards.ts';
import { countLeadsByStage, findLeads } from './leads.repository.ts';
import { toLead } from './to-lead.ts';

/** Leads for sales, by stage (open ones unless asked), with a count per stage. */
export async function listLeads(db: Db, caller: Principal, query: LeadListQuery): Promise<LeadList> {
  assertLeadWorker(caller);
  return db.transaction(async (tx) => {
    const [rows, { counts, capped }] = await Promise.all([
      findLeads(tx, query, LEAD_LIST_LIMIT),
      countLeadsByStage(tx),
    ]);
    return { items: rows.map(toLead), counts, ...(capped.length > 0 ? { cappedStages: capped } : {}) };
  });
}
