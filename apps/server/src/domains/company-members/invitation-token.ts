import { createHash, randomBytes } from 'node:crypto';

/**
 * An invitation link's token: 32 random bytes, base64url, in the link only; the row keeps its sha256
 * hex, so a database read leaks no usable link and a high-entropy token needs no slow hash
 * (docs/decisions/0019-company-accounts.md §5).
 */
export function newInvitationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashInvitationToken(token) };
}

export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The accept page's path, as the email links it. */
export const invitationPath = (token: string) => `/invitations/${token}`;
