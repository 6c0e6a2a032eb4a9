import type { EmailPreferences, Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { ownerOf } from '../../lib/row-policy.ts';
import { accountScope } from './accounts.policy.ts';
import { findEmailPreferences } from './profiles.repository.ts';

// The outbox worker treats a missing row as every kind on; the screen must say the same.
const allOn: EmailPreferences = {
  emailNotifications: true,
  orderNotifications: true,
  quoteNotifications: true,
  promotionalEmails: true,
  stockAlerts: true,
  systemUpdates: true,
  paymentNotifications: true,
  shipmentNotifications: true,
};

/** The caller's email switches, as the outbox worker will obey them. */
export async function getEmailPreferences(db: Db, principal: Principal): Promise<EmailPreferences> {
  const owner = ownerOf(accountScope(principal, 'read-preferences'));
  return (await findEmailPreferences(db, owner)) ?? allOn;
}
