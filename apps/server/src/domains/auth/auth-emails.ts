import { signInPortalOf } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { findAccountAccess, findAccountByEmail } from '../accounts/find-account.ts';
import { enqueueEmail } from '../email/enqueue-email.ts';
import { authTx } from './auth-transaction.ts';

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
    verification: async (user: MailUser & { emailVerified?: boolean }, url: string) => {
      // A sign-up through an invitation is verified already: it needs no link.
      if (user.emailVerified) return;
      await enqueueEmail(authTx(db), {
        template: 'email_verification',
        to: user.email,
        userId: user.id,
        variables: { name: user.name, url },
      });
    },

    /**
     * The link opens our own /update-password screen, which posts the token back and then sends the
     * user to the sign-in door of their role (a vendor to /login/vendor), whichever door they asked from.
     */
    passwordReset: async (user: MailUser, token: string) => {
      const tx = authTx(db);
      const access = await findAccountAccess(tx, user.id);
      const portal = signInPortalOf({ role: access?.role ?? null, isAdmin: access?.isAdmin ?? false });
      await enqueueEmail(tx, {
        template: 'password_reset',
        to: user.email,
        userId: user.id,
        variables: {
          name: user.name,
          url: `${site}/update-password?token=${encodeURIComponent(token)}&portal=${portal}`,
        },
      });
    },

    signInCode: async (email: string, code: string) => {
      const tx = authTx(db);
      const user = await findAccountByEmail(tx, email);
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
