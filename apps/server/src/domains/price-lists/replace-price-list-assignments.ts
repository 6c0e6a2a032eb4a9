import {
  type PriceListAssignmentsInput,
  type PriceListDetail,
  type Principal,
  priceListMessages,
  priceListSegmentLabels,
} from '@party/shared';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { readPriceList } from './get-price-list.ts';
import { findCompanies } from './price-list-companies.repository.ts';
import { assertNoOverlap, assertPriceListManager } from './price-list-guards.ts';
import {
  type AssignmentRow,
  findAssignments,
  findPriceList,
  lockInvolvedLists,
  replaceAssignments,
  touchPriceList,
} from './price-lists.repository.ts';
import { targetsOf } from './to-price-list.ts';

/** The chosen companies' names, or a 400 for one that does not exist. */
async function companyNames(tx: Tx, ids: string[]): Promise<Map<string, string>> {
  const names = new Map((await findCompanies(tx, ids)).map((c) => [c.id, c.name]));
  const unknown = ids.find((id) => !names.has(id));
  if (unknown) {
    const message = priceListMessages.unknownCompany(unknown);
    throw badRequest(message, { companyIds: message });
  }
  return names;
}

/** Whom a list prices for, in the audit's words. */
const described = (companies: string[], segments: AssignmentRow['segment'][]) => ({
  companies: [...companies].sort(),
  segments: segments.flatMap((s) => (s ? [priceListSegmentLabels[s]] : [])).sort(),
});

/**
 * Assign a list to exactly these companies and segments. A company or segment may not hold two lists
 * whose dates overlap: the lists involved are locked (`lockInvolvedLists`), then each newly added
 * company or segment is checked against what the others committed; the refusal names the target and
 * the other list. Audited with whom it priced for before and after.
 */
export async function replacePriceListAssignments(
  db: Db,
  caller: Principal,
  id: string,
  input: PriceListAssignmentsInput,
): Promise<PriceListDetail> {
  assertPriceListManager(caller);
  return db.transaction(async (tx) => {
    const current = await findPriceList(tx, id);
    if (!current) throw notFound('Price list');
    const names = await companyNames(tx, input.companyIds);
    const was = targetsOf(await findAssignments(tx, [id]));
    const list = await lockInvolvedLists(tx, id, current, {
      companyIds: [...was.companyIds, ...input.companyIds],
      segments: [...was.segments, ...input.segments],
    });
    if (!list) throw notFound('Price list');
    const before = await findAssignments(tx, [id]);
    const held = targetsOf(before);
    const added = {
      companyIds: input.companyIds.filter((c) => !held.companyIds.includes(c)),
      segments: input.segments.filter((s) => !held.segments.includes(s)),
    };
    await assertNoOverlap(tx, id, list, added);
    await replaceAssignments(tx, id, input);
    await touchPriceList(tx, id);
    const old = described(
      before.flatMap((a) => (a.companyName ? [a.companyName] : [])),
      before.map((a) => a.segment),
    );
    const now = described(
      input.companyIds.map((c) => names.get(c)!),
      input.segments,
    );
    if (JSON.stringify(old) !== JSON.stringify(now))
      await recordAudit(tx, caller, {
        action: 'price_list.assigned',
        entity: { id, label: list.name },
        oldValues: old,
        newValues: now,
      });
    return readPriceList(tx, id);
  });
}
