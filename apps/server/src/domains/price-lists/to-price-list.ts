import {
  centsOf,
  type PriceListDetail,
  type PriceListSegment,
  type PriceListSummary,
  type PriceListValues,
  percentOffCents,
  priceListSegments,
  priceListStatus,
} from '@party/shared';
import type { PriceListItemRow } from './price-list-items.repository.ts';
import type { AssignmentRow, PriceListRow, Targets } from './price-lists.repository.ts';

const num = (v: string | null) => (v === null ? null : Number(v));

/** An entry's rule as stored: a fixed price or a percentage off (numeric text), one of the two. */
export type EntryRule = { fixedPrice: string | null; percentOff: string | null };

/**
 * The list's price for a product, in cents (docs/product/wholesale-buying.md, "One price rule"):
 * its entry (a fixed price, or a percentage off the list price rounded half-up once), else its
 * percentage off everything, else the list price. What the history records as the list's price.
 */
export function listPriceFor(listCents: number, entry: EntryRule | undefined, listPercent: string | null) {
  if (entry?.fixedPrice != null) return centsOf(entry.fixedPrice);
  const percent = entry?.percentOff ?? listPercent;
  return percent === null ? listCents : percentOffCents(listCents, Number(percent));
}

function assignmentsOf(rows: AssignmentRow[]) {
  const segments = new Set(rows.flatMap((r) => (r.segment ? [r.segment] : [])));
  return {
    companies: rows.flatMap((r) => (r.companyId ? [{ id: r.companyId, name: r.companyName ?? '' }] : [])),
    segments: priceListSegments.filter((s): s is PriceListSegment => segments.has(s)),
  };
}

function listFields(list: PriceListRow, assignments: AssignmentRow[], today: string) {
  return {
    id: list.id,
    name: list.name,
    validFrom: list.validFrom,
    validTo: list.validTo,
    percentOff: num(list.percentOff),
    status: priceListStatus(list, today),
    ...assignmentsOf(assignments),
    createdAt: list.createdAt.toISOString(),
    updatedAt: list.updatedAt.toISOString(),
  };
}

export function toPriceListSummary(
  list: PriceListRow,
  itemCount: number,
  assignments: AssignmentRow[],
  today: string,
): PriceListSummary {
  return { ...listFields(list, assignments, today), itemCount };
}

export function toPriceListDetail(
  list: PriceListRow,
  items: PriceListItemRow[],
  assignments: AssignmentRow[],
  today: string,
): PriceListDetail {
  return {
    ...listFields(list, assignments, today),
    items: items.map((item) => ({
      productId: item.productId,
      productName: item.productName,
      sku: item.sku,
      listPrice: Number(item.listPrice),
      fixedPrice: num(item.fixedPrice),
      percentOff: num(item.percentOff),
      price: listPriceFor(centsOf(item.listPrice), item, null) / 100,
    })),
  };
}

/** The fields an audit entry keeps of a list. */
export function auditedFields(list: Pick<PriceListRow, 'name' | 'validFrom' | 'validTo' | 'percentOff'>) {
  return {
    name: list.name,
    validFrom: list.validFrom,
    validTo: list.validTo,
    percentOff: num(list.percentOff),
  };
}

/** The form's values as the row stores them (numeric text for the percentage). */
export function listRowOf(input: PriceListValues) {
  return {
    name: input.name,
    validFrom: input.validFrom,
    validTo: input.validTo,
    percentOff: input.percentOff === null ? null : input.percentOff.toFixed(2),
  };
}

export function targetsOf(rows: AssignmentRow[]): Targets {
  return {
    companyIds: rows.flatMap((r) => (r.companyId ? [r.companyId] : [])),
    segments: rows.flatMap((r) => (r.segment ? [r.segment] : [])),
  };
}
