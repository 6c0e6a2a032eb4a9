import type { Tx } from '../../db/client.ts';
import {
  forget,
  pruneThrottles,
  recordFailure,
  secondsBlocked,
  type ThrottleRule,
} from './sign-in-throttles.repository.ts';

/**
 * Password guessing is slowed, never turned into a lock an attacker can hold against the owner
 * (ASVS 6.3.1): failures count per client address and typed email, and per client address, never
 * per account alone. Five wrong passwords for one email from one address make that address wait
 * 30 seconds before the next try for that email, then 1, 2, 4 … minutes, at most an hour; the owner
 * signing in from another address is not slowed. Twenty failures from one address, whatever the
 * emails, make every sign-in from it wait the same way. An unknown email counts exactly as a known one,
 * so the answers tell nobody which accounts exist. A successful sign-in forgets its email's count
 * for that address (the address's own count stays, so one good account does not wash it).
 */
export const perAccountRule: ThrottleRule = {
  free: 5,
  baseSeconds: 30,
  maxSeconds: 3600,
  forgetSeconds: 24 * 3600,
};
export const perAddressRule: ThrottleRule = {
  free: 20,
  baseSeconds: 30,
  maxSeconds: 3600,
  forgetSeconds: 24 * 3600,
};

const accountKey = (address: string, email: string) => `account:${address}:${email.trim().toLowerCase()}`;
const addressKey = (address: string) => `address:${address}`;
const twoFactorKey = (address: string, userId: string) => `two-factor:${address}:${userId}`;

const waitText = (seconds: number) =>
  seconds < 90 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minutes`;

/** The message and seconds of a refused try, the same for every email. */
export function throttledMessage(seconds: number): string {
  return `Too many failed sign-in attempts. Please wait ${waitText(seconds)} before trying again, or reset your password.`;
}

export function twoFactorThrottledMessage(seconds: number): string {
  return `Too many wrong codes. Please wait ${waitText(seconds)} before trying again.`;
}

/** Seconds this address must still wait before trying this email (0: go ahead). */
export function signInWait(tx: Tx, address: string, email: string): Promise<number> {
  return secondsBlocked(tx, [accountKey(address, email), addressKey(address)]);
}

export async function recordFailedSignIn(tx: Tx, address: string, email: string): Promise<void> {
  await recordFailure(tx, accountKey(address, email), perAccountRule);
  await recordFailure(tx, addressKey(address), perAddressRule);
  // Now and then, drop counts nobody has added to for a day.
  if (Math.random() < 0.01) await pruneThrottles(tx, perAccountRule.forgetSeconds);
}

export async function recordSuccessfulSignIn(tx: Tx, address: string, email: string): Promise<void> {
  await forget(tx, accountKey(address, email));
}

/*
 * The second factor (an authenticator, emailed or backup code) is slowed by the same rules, keyed by
 * the account whose code is guessed: five wrong codes for one account from one address make that
 * address wait, growing as above, and every wrong code counts towards the address's own twenty. A
 * new password sign-in does not wash the count (only a right code does), and the owner at another
 * address is never slowed. The counts live in PostgreSQL, so every instance sees the same ones.
 */

/** Seconds this address must still wait before trying a code for this user (0: go ahead). */
export function twoFactorWait(tx: Tx, address: string, userId: string | null): Promise<number> {
  return secondsBlocked(tx, [addressKey(address), ...(userId ? [twoFactorKey(address, userId)] : [])]);
}

export async function recordFailedTwoFactor(tx: Tx, address: string, userId: string | null): Promise<void> {
  if (userId) await recordFailure(tx, twoFactorKey(address, userId), perAccountRule);
  await recordFailure(tx, addressKey(address), perAddressRule);
}

export async function recordSuccessfulTwoFactor(tx: Tx, address: string, userId: string): Promise<void> {
  await forget(tx, twoFactorKey(address, userId));
}
