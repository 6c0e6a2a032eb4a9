import type { Db } from '../../db/client.ts';
import { enqueueEmail } from '../email/enqueue-email.ts';
import { authTx } from './auth-transaction.ts';
import { findUserByEmail } from './users.repository.ts';

export const SIGN_IN_CODE_MINUTES = 10;

interface MailUser {
  id: string;
  email: string;
  name: string;
}

/** The mail better-auth asks us to send, written to the outbox (sent by the worker after commit). */
export function authMailer(db: Db, publicUrl: string) {
  const site = publicUrl.replace(/\/$/, '');
  return {
    verification: async (user: MailUser, url: string) =>
      enqueueEmail(authTx(db), {
        template: 'email_verification',
        to: user.email,
        userId: user.id,
        variables: { name: user.name, url },
      }),

    /** The link opens our own /update-password screen, which posts the token back. */
    passwordReset: async (user: MailUser, token: string) =>
      enqueueEmail(authTx(db), {
        template: 'password_reset',
        to: user.email,
        userId: user.id,
        variables: { name: user.name, url: `${site}/update-password?token=${encodeURIComponent(token)}` },
      }),

    signInCode: async (email: string, code: string) => {
      const tx = authTx(db);
      const user = await findUserByEmail(tx, email);
      // Unknown addresses get no mail; the endpoint answers the same either way.
      if (!user) return;
      await enqueueEmail(tx, {
        template: 'sign_in_code',
        to: user.email,
        userId: user.id,
        variables: { name: user.name, code, expiresInMinutes: SIGN_IN_CODE_MINUTES },
      });
    },
  };
}
