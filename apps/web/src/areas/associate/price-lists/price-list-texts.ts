import { type PriceListSummary, priceListSegmentLabels } from '@party/shared';
import { formatDate } from '@/lib/format';

/** '1 Jan 2027 – 31 Dec 2027', or 'From 1 Jan 2027' for a list with no end. */
export function validDates(list: Pick<PriceListSummary, 'validFrom' | 'validTo'>): string {
  return list.validTo
    ? `${formatDate(list.validFrom)} – ${formatDate(list.validTo)}`
    : `From ${formatDate(list.validFrom)}`;
}

/** Whom a list prices for, by name: its segments, then its companies; 'Not assigned' when nobody. */
export function assignedTo(list: Pick<PriceListSummary, 'companies' | 'segments'>): string {
  const names = [
    ...list.segments.map((s) => priceListSegmentLabels[s]),
    ...list.companies.map((c) => c.name),
  ];
  return names.length ? names.join(', ') : 'Not assigned';
}
