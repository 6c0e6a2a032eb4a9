import { type Principal, priceListMessages, priceListSegmentLabels } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
import { type PriceListAction, priceListScope } from './price-lists.policy.ts';
import { type Dates, findOverlap, isNameTaken, type Targets } from './price-lists.repository.ts';

/** The policy's answer for this caller, or a 403. */
export function assertPriceListManager(caller: Principal, action: PriceListAction = 'manage'): void {
  assertAllowed(
    priceListScope(caller, action).rows === 'all',
    'Only product management, finance and administrators can manage price lists.',
  );
}

const nameTaken = (name: string) =>
  new AppError('CONFLICT', priceListMessages.nameTaken(name), { name: priceListMessages.nameTaken(name) });

/** Names are unique ignoring case (a 409 on the Name field). */
export async function assertNameFree(tx: Tx, name: string, exceptId?: string): Promise<void> {
  if (await isNameTaken(tx, name, exceptId)) throw nameTaken(name);
}

/** Two saves of one new name at once: the unique index refuses the second, told the same way. */
export function rethrowNameTaken(error: unknown, name: string): never {
  const e = error as { code?: string; cause?: { code?: string } };
  if (e?.code === '23505' || e?.cause?.code === '23505') throw nameTaken(name);
  throw error;
}

/**
 * docs/product/wholesale-buying.md: one company (or one segment) cannot have two lists whose dates
 * overlap. Run after `lockInvolvedLists`, so what it reads is what the others committed; the refusal
 * (409) names the target and the other list with its dates, on `field` when the form has one.
 */
export async function assertNoOverlap(
  tx: Tx,
  listId: string,
  dates: Dates,
  targets: Targets,
  field?: string,
): Promise<void> {
  const clash = await findOverlap(tx, listId, dates, targets);
  if (!clash) return;
  const target = clash.segment
    ? priceListSegmentLabels[clash.segment]
    : (clash.companyName ?? 'This company');
  const message = priceListMessages.overlap(target, clash);
  throw new AppError('CONFLICT', message, field ? { [field]: message } : undefined);
}
