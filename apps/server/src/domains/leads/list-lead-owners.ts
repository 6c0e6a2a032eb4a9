import type { LeadOwnerList, Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { listStaffRecipients } from '../accounts/list-staff-recipients.ts';
import { assertLeadWorker } from './lead-guards.ts';
import { findUserNames } from './leads.repository.ts';

/** The associates a lead can be given to (enabled accounts holding the associate role), by name. */
export async function listLeadOwners(db: Db, caller: Principal): Promise<LeadOwnerList> {
  assertLeadWorker(caller);
  return db.transaction(async (tx) => {
    const staff = await listStaffRecipients(tx, { role: 'associate' });
    const people = await findUserNames(
      tx,
      staff.map((s) => s.id),
    );
    return { items: people.sort((a, b) => a.name.localeCompare(b.name, 'en-AU')) };
  });
}
