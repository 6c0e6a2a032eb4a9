import { randomBytes } from 'node:crypto';
import type { Tx } from '../../db/client.ts';
import { enqueueEmail } from '../email/enqueue-email.ts';
import { insertVerification } from './accounts.repository.ts';
import { ensurePartnerAccount } from './ensure-partner-account.ts';

/** How long an invitation's set-password link works. */
export const INVITATION_DAYS = 7;

/**
 * The partner account for a customer sales converted (a lead): an existing partner is reused; a new
 * account gets an account_invitation email, written to the outbox in the caller's transaction, whose
 * link opens /update-password with a reset token better-auth accepts, so the owner chooses a password.
 */
export async function invitePartner(tx: Tx, customer: { email: string; name: string }) {
  const account = await ensurePartnerAccount(tx, customer);
  if (!account.created) return account;
  const token = randomBytes(24).toString('base64url');
  // The same row better-auth's /request-password-reset writes: /reset-password redeems it once.
  await insertVerification(tx, {
    identifier: `reset-password:${token}`,
    value: account.id,
    expiresAt: new Date(Date.now() + INVITATION_DAYS * 24 * 60 * 60 * 1000),
  });
  await enqueueEmail(tx, {
    template: 'account_invitation',
    to: customer.email,
    userId: account.id,
    variables: {
      name: customer.name,
      url: `/update-password?token=${encodeURIComponent(token)}`,
      expiresInDays: INVITATION_DAYS,
    },
  });
  return account;
}
