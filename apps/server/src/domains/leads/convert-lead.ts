import { type ConvertLeadResponse, leadConversionBlock, leadMessages, type Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { invitePartner } from '../accounts/invite-partner.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { assertLeadWorker, leadLabel, publishLeadChange } from './lead-guards.ts';
import { findLeadView, lockLead, updateLeadRow } from './leads.repository.ts';
import { toLead } from './to-lead.ts';

/**
 * Convert to partner (docs/product/associate-portal.md, Leads): the lead's partner account is found by email
 * or created with an account invitation email; the lead becomes won, once. The row lock makes a second,
 * racing conversion wait and then find the lead converted.
 */
export async function convertLead(db: Db, caller: Principal, id: string): Promise<ConvertLeadResponse> {
  assertLeadWorker(caller);
  return db.transaction(async (tx) => {
    const lead = await lockLead(tx, id);
    if (!lead) throw notFound('Lead');
    const block = leadConversionBlock(lead);
    if (block)
      throw new AppError(
        'CONFLICT',
        block === 'already_converted' ? leadMessages.alreadyConverted : leadMessages.closed,
      );
    const account = await invitePartner(tx, { email: lead.email, name: lead.name });
    await updateLeadRow(tx, lead.id, {
      stage: 'won',
      userId: account.id,
      assignedTo: lead.assignedTo ?? caller.userId,
      convertedAt: new Date(),
    });
    await recordAudit(tx, caller, {
      action: 'lead.converted',
      entity: { id: lead.id, label: leadLabel(lead) },
      oldValues: { stage: lead.stage },
      newValues: { stage: 'won', partnerId: account.id, accountCreated: account.created },
    });
    await publishLeadChange(tx, { id: lead.id, stage: 'won' });
    return { lead: toLead((await findLeadView(tx, lead.id))!), accountCreated: account.created };
  });
}
