import type { EmailPreferences, UpdateEmailPreferences } from '@party/shared';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { emailPreferences, profiles, users } from '../../db/schema/index.ts';

export interface ProfileRow {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  avatarUrl: string | null;
  updatedAt: Date;
}

// The email is the sign-in address on users; the profile's copy is never the one shown.
const profileColumns = {
  id: users.id,
  name: sql<string>`coalesce(${profiles.name}, ${users.name})`,
  email: users.email,
  phone: profiles.phone,
  avatarUrl: profiles.avatarUrl,
  updatedAt: sql<Date>`coalesce(${profiles.updatedAt}, ${users.updatedAt})`.mapWith(
    (value: string | Date) => new Date(value),
  ),
};

export async function findProfile(tx: Tx, userId: string): Promise<ProfileRow | null> {
  const [row] = await tx
    .select(profileColumns)
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  return row ?? null;
}

/** The person's own profile fields; the Business details are the company's (companies/company-details.ts). */
export type PersonalProfileChanges = Partial<Pick<ProfileRow, 'name' | 'phone' | 'avatarUrl'>>;

/**
 * Writes the given profile fields (an account made before profiles existed gets its row here) and
 * keeps the auth user's name in step, so sign-in mail greets the new name.
 */
export async function saveProfile(tx: Tx, userId: string, changes: PersonalProfileChanges): Promise<boolean> {
  const [user] = await tx
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return false;
  const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  await tx
    .insert(profiles)
    .values({ id: userId, name: user.name, email: user.email, ...set })
    .onConflictDoUpdate({ target: profiles.id, set: { ...set, updatedAt: sql`now()` } });
  if (changes.name)
    await tx.update(users).set({ name: changes.name, updatedAt: sql`now()` }).where(eq(users.id, userId));
  return true;
}

const preferenceColumns = {
  orderNotifications: emailPreferences.orderNotifications,
  quoteNotifications: emailPreferences.quoteNotifications,
  promotionalEmails: emailPreferences.promotionalEmails,
  stockAlerts: emailPreferences.stockAlerts,
  emailNotifications: emailPreferences.emailNotifications,
  systemUpdates: emailPreferences.systemUpdates,
  paymentNotifications: emailPreferences.paymentNotifications,
  shipmentNotifications: emailPreferences.shipmentNotifications,
};

export async function findEmailPreferences(tx: Tx, userId: string): Promise<EmailPreferences | null> {
  const [row] = await tx
    .select(preferenceColumns)
    .from(emailPreferences)
    .where(eq(emailPreferences.userId, userId));
  return row ?? null;
}

/** Inserts the row if the user has none, else updates theirs, in one statement. */
export async function saveEmailPreferences(
  tx: Tx,
  userId: string,
  changes: UpdateEmailPreferences,
): Promise<EmailPreferences> {
  const [row] = await tx
    .insert(emailPreferences)
    .values({ userId, ...changes })
    .onConflictDoUpdate({ target: emailPreferences.userId, set: { ...changes, updatedAt: sql`now()` } })
    .returning(preferenceColumns);
  return row!;
}
