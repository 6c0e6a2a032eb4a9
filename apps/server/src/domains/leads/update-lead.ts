import type { Lead, Principal, UpdateLeadInput } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { listStaffRecipients } from '../accounts/list-staff-recipients.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { assertLeadWorker, leadLabel, publishLeadChange } from './lead-guards.ts';
import { findLeadView, lockLead, updateLeadRow } from './leads.repository.ts';
import { toLead } from './to-lead.ts';

/** Move a lead through its stages, give it an owner (an associate) or change its notes. */
export async function updateLead(
  db: Db,
  caller: Principal,
  id: string,
  input: UpdateLeadInput,
): Promise<Lead> {
  assertLeadWorker(caller);
  return db.transaction(async (tx) => {
    const lead = await lockLead(tx, id);
    if (!lead) throw notFound('Lead');
    // A converted lead is won for good: its partner account exists.
    if (lead.convertedAt && input.stage !== undefined && input.stage !== 'won')
      throw new AppError('CONFLICT', 'This lead has been converted to a partner and stays won.');
    if (input.assignedTo) {
      const associates = await listStaffRecipients(tx, { role: 'associate' });
      if (!associates.some((a) => a.id === input.assignedTo))
        throw badRequest('The owner must be an active associate.', { assignedTo: 'Choose an associate' });
    }
    const changes = {
      stage: input.stage,
      assignedTo: input.assignedTo,
      notes: input.notes === undefined ? undefined : input.notes || null,
    };
    await updateLeadRow(tx, lead.id, changes);
    // Only what this edit changed, as it was and as it is (docs/ARCHITECTURE.md, "The audit trail").
    const changed = (Object.keys(changes) as (keyof typeof changes)[]).filter(
      (key) => changes[key] !== undefined && changes[key] !== lead[key],
    );
    if (changed.length > 0)
      await recordAudit(tx, caller, {
        action: 'lead.updated',
        entity: { id: lead.id, label: leadLabel(lead) },
        oldValues: Object.fromEntries(changed.map((key) => [key, lead[key]])),
        newValues: Object.fromEntries(changed.map((key) => [key, changes[key]])),
      });
    await publishLeadChange(tx, { id: lead.id, stage: input.stage ?? lead.stage });
    return toLead((await findLeadView(tx, lead.id))!);
  });
}
