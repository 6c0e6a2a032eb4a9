import type { Lead } from '@party/shared';
import type { LeadRow } from './leads.repository.ts';

/** A stored lead with its quote number, its quote request's details and owner's name, as the Leads screen shows it. */
export function toLead(row: {
  lead: LeadRow;
  quoteNumber: string | null;
  eventDate: string | null;
  deliveryAddress: string | null;
  specialRequirements: string | null;
  ownerName: string | null;
}): Lead {
  const { lead } = row;
  return {
    id: lead.id,
    source: lead.source,
    stage: lead.stage,
    name: lead.name,
    email: lead.email,
    companyName: lead.companyName,
    phone: lead.phone,
    location: lead.location,
    quoteId: lead.quoteId,
    quoteNumber: row.quoteNumber,
    eventDate: row.eventDate,
    deliveryAddress: row.deliveryAddress,
    specialRequirements: row.specialRequirements,
    userId: lead.userId,
    assignedTo: lead.assignedTo,
    ownerName: row.ownerName,
    estimatedValue: lead.estimatedValue,
    notes: lead.notes,
    convertedAt: lead.convertedAt?.toISOString() ?? null,
    createdAt: lead.createdAt.toISOString(),
    updatedAt: lead.updatedAt.toISOString(),
  };
}
