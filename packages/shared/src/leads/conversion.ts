// Kept free of zod: the Leads screen asks it beside Convert and the server before converting.

/**
 * Convert to partner (docs/product/associate-portal.md, 'Leads'): a lead converts once, and a lost
 * one is closed until it is moved to another stage. The refusal's reason, or null when it may convert.
 */
export function leadConversionBlock(lead: {
  stage: string;
  convertedAt: unknown;
}): 'already_converted' | 'closed' | null {
  if (lead.convertedAt) return 'already_converted';
  if (lead.stage === 'lost') return 'closed';
  return null;
}

/** True when Convert to partner is offered (and accepted by the server). */
export function isLeadConvertible(lead: { stage: string; convertedAt: unknown }): boolean {
  return leadConversionBlock(lead) === null;
}
