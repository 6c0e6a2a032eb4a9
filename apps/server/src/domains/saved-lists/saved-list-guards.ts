import { type Principal, quantityProblem, SAVED_LIST_MAX_QUANTITY, savedListMessages } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { publishEvent } from '../../lib/events.ts';
import { companyOf } from '../../lib/row-policy.ts';
import { type PricedProduct, priceLines } from '../pricing/price-lines.ts';
import { savedListScope } from './saved-lists.policy.ts';
import { lockCompanyList } from './saved-lists.repository.ts';

export type ListLine = { productId: string; quantity: number };

/** The caller's company for reading its lists (every member), or a 403. */
export const companyToRead = (principal: Principal) => companyOf(savedListScope(principal, 'read')).companyId;

/** The caller's company for changing its lists (members who may shop), or a 403. */
export const companyToWrite = (principal: Principal) =>
  companyOf(savedListScope(principal, 'write')).companyId;

/** One of the company's lists, locked for the change; another company's or none is "Saved list not found". */
export async function lockList(tx: Tx, companyId: string, id: string): Promise<void> {
  if (!(await lockCompanyList(tx, companyId, id))) throw notFound('Saved list');
}

/**
 * Refuses a line whose product the catalogue does not hold, or whose quantity the product is not
 * sold in or a list line cannot hold (docs/product/wholesale-buying.md: pack sizes and minimums are
 * enforced in saved lists), naming the line ('Line 3 (Gold Plates)', or the product alone for a
 * single line: a product not in the catalogue is then "Product not found") and the nearest quantities
 * that would do. `field` names the line's fields as the request sent them.
 */
export function refuseUnsoldLine(
  product: PricedProduct | null,
  line: ListLine,
  where: { label: string | null; field: (name: 'productId' | 'quantity') => string },
): asserts product is PricedProduct {
  if (!product && where.label === null) throw notFound('Product');
  if (!product)
    throw badRequest(savedListMessages.notInCatalogue(where.label ?? ''), {
      [where.field('productId')]: 'Not in the catalogue',
    });
  const label = where.label === null ? product.name : `${where.label} (${product.name})`;
  if (line.quantity > SAVED_LIST_MAX_QUANTITY)
    throw badRequest(savedListMessages.tooManyUnits(label), {
      [where.field('quantity')]: 'Too many units for one line',
    });
  const problem = quantityProblem({
    quantity: line.quantity,
    packSize: product.packSize,
    minQuantity: product.minOrderQty,
  });
  if (problem)
    throw badRequest(`${label}: ${problem.message}`, { [where.field('quantity')]: problem.message });
}

/** Where the i-th line of a request's `lines` stands: 'Line 3', `lines.2.quantity`. */
export const requestLine = (i: number) => ({
  label: `Line ${i + 1}`,
  field: (name: string) => `lines.${i}.${name}`,
});

/**
 * Checks the lines a request would leave on a list, each by refuseUnsoldLine and named by its first
 * place in what was `sent`; a line left as the list holds it now (`unchanged`) passes as it is, so a
 * product whose pack size changed since does not stop an edit of another line.
 */
export async function refuseUnsoldLines(
  tx: Tx,
  companyId: string,
  lines: readonly ListLine[],
  sent: readonly ListLine[],
  unchanged: ReadonlyMap<string, number> = new Map(),
): Promise<void> {
  const products = await priceLines(tx, companyId, lines);
  lines.forEach((line, i) => {
    if (unchanged.get(line.productId) === line.quantity) return;
    refuseUnsoldLine(
      products[i] ?? null,
      line,
      requestLine(sent.findIndex((l) => l.productId === line.productId)),
    );
  });
}

const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/** 409 for a name the company's lists hold already, whatever its case. */
export const duplicateName = (name: string) =>
  new AppError('CONFLICT', savedListMessages.duplicateName(name), { name: 'Name already used' });

/**
 * Runs a write that names a list; two members giving two lists one name at once leave one of them
 * to the unique index, which answers as the check before it would have.
 */
export async function namingList<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateName(name);
    throw error;
  }
}

/** Tells every member's open Saved Lists screens, after commit, that this list changed. */
export async function announceListChange(tx: Tx, companyId: string, listId: string): Promise<void> {
  await publishEvent(tx, { companyIds: [companyId], type: 'saved_list.changed', data: { listId } });
}
