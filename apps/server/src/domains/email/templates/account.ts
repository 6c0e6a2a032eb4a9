import { absoluteUrl, text } from './format.ts';
import type { EmailContent } from './layout.ts';

type Vars = Record<string, unknown>;

/** welcome: { name, loginUrl? }. */
export function welcome(v: Vars, publicUrl: string): EmailContent {
  return {
    subject: 'Welcome to Party Central',
    heading: `Welcome, ${text(v.name, 'friend')}!`,
    paragraphs: [
      'Your Party Central account is ready. Shop our range of balloons, decorations, tableware and more, request quotes for big events, and track every order in one place.',
    ],
    action: {
      label: 'Go to Party Central',
      url: absoluteUrl(v.loginUrl ?? '/login', publicUrl) ?? publicUrl,
    },
  };
}

const applicationOutcome: Record<string, { subject: string; line: string }> = {
  approved: { subject: 'has been approved', line: 'Good news: your application has been approved.' },
  rejected: {
    subject: 'was not approved',
    line: 'Thank you for applying. Unfortunately your application was not approved this time.',
  },
  pending: {
    subject: 'is under review',
    line: 'Your application is under review. We will email you once it has been decided.',
  },
};

/** application_status: { name, role: 'vendor'|'associate', status: 'approved'|'rejected'|'pending', notes?, url? }. */
export function applicationStatus(v: Vars, publicUrl: string): EmailContent {
  const role = text(v.role, 'partner');
  const outcome = applicationOutcome[text(v.status)] ?? applicationOutcome.pending!;
  const notes = text(v.notes);
  return {
    subject: `Your ${role} application ${outcome.subject}`,
    heading: 'Your application to Party Central',
    paragraphs: [
      `Hi ${text(v.name, 'there')},`,
      outcome.line,
      ...(notes ? [`Notes from our team: ${notes}`] : []),
    ],
    action: {
      label: 'View your application',
      url: absoluteUrl(v.url ?? '/onboarding', publicUrl) ?? publicUrl,
    },
  };
}

/** email_verification: { name?, url } — the link better-auth generates. */
export function emailVerification(v: Vars, publicUrl: string): EmailContent {
  const url = absoluteUrl(v.url, publicUrl);
  return {
    subject: 'Verify your email for Party Central',
    heading: 'Confirm your email address',
    paragraphs: [
      `Hi ${text(v.name, 'there')},`,
      'Please confirm your email address to finish creating your account.',
    ],
    action: url ? { label: 'Verify email', url } : null,
    footnote: "If you didn't create a Party Central account, you can ignore this email.",
  };
}

/** password_reset: { name?, url, forced? } — forced: an administrator reset it (the old one no longer works). */
export function passwordReset(v: Vars, publicUrl: string): EmailContent {
  const url = absoluteUrl(v.url, publicUrl);
  const forced = v.forced === true;
  return {
    subject: 'Reset your Party Central password',
    heading: 'Reset your password',
    paragraphs: [
      `Hi ${text(v.name, 'there')},`,
      forced
        ? 'An administrator has reset your password, so your old password no longer works. Use the button below to choose a new one.'
        : 'We received a request to reset your password. Use the button below to choose a new one.',
    ],
    action: url ? { label: 'Reset password', url } : null,
    footnote: forced
      ? 'If you did not expect this, please contact support.'
      : "If you didn't ask to reset your password, you can ignore this email; your password stays the same.",
  };
}

/** account_invitation: { name?, url, expiresInDays? } — sales opened a partner account for a lead. */
export function accountInvitation(v: Vars, publicUrl: string): EmailContent {
  const url = absoluteUrl(v.url, publicUrl);
  const days = typeof v.expiresInDays === 'number' ? v.expiresInDays : 7;
  return {
    subject: 'Your Party Central partner account is ready',
    heading: 'You are invited to Party Central',
    paragraphs: [
      `Hi ${text(v.name, 'there')},`,
      'Our sales team has opened a Party Central partner account for you. Choose a password to sign in, then order, request quotes and track deliveries in one place.',
    ],
    action: url ? { label: 'Choose your password', url } : null,
    footnote: `This link works for ${days} days. After that, use "Forgot password" on the sign-in page.`,
  };
}

/** sign_in_code: { code, expiresInMinutes? }. */
export function signInCode(v: Vars): EmailContent {
  const minutes = text(v.expiresInMinutes, '10');
  return {
    subject: 'Your Party Central sign-in code',
    heading: 'Your sign-in code',
    paragraphs: ['Enter this code to sign in to Party Central:'],
    code: text(v.code),
    footnote: `The code expires in ${minutes} minutes. If you didn't try to sign in, you can ignore this email.`,
  };
}
