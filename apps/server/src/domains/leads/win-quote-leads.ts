import type { Tx } from '../../db/client.ts';
import { publishLeadChange } from './lead-guards.ts';
import { winLeadsOfQuote } from './leads.repository.ts';

/**
 * A quote converted to an order (docs/product/associate-portal.md, Leads: quote requests and sign-ups not yet
 * converted) wins the lead its request opened, as Convert on the lead would: stage won, the
 * partner's account, converted now; it leaves the open list. Written inside the conversion's
 * transaction.
 */
export async function winQuoteLeads(
  tx: Tx,
  conversion: { quoteId: string; partnerId: string; convertedBy: string },
): Promise<void> {
  const won = await winLeadsOfQuote(tx, {
    quoteId: conversion.quoteId,
    userId: conversion.partnerId,
    convertedBy: conversion.convertedBy,
  });
  for (const lead of won) await publishLeadChange(tx, { id: lead.id, stage: 'won' });
}
