import type { Principal } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { publishEvent } from '../../lib/events.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
import { leadScope } from './leads.policy.ts';

/** The lead policy's answer for this caller, or a 403. */
export function assertLeadWorker(caller: Principal): void {
  assertAllowed(leadScope(caller).rows === 'all', "You don't have access to leads.");
}

/** A lead on the audit screen: the person's name and email. */
export const leadLabel = (lead: { name: string; email: string }): string => `${lead.name} (${lead.email})`;

/** Tells every associate's open Leads screen that a lead changed. */
export async function publishLeadChange(tx: Tx, lead: { id: string; stage: string }): Promise<void> {
  await publishEvent(tx, {
    roles: ['associate'],
    type: 'lead.changed',
    data: { leadId: lead.id, stage: lead.stage },
  });
}
