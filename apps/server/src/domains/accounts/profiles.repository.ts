import type {
  EmailPreferences,
  PartnerBusinessType,
  UpdateEmailPreferences,
  UpdateProfile,
} from '@party/shared';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { emailPreferences, profiles, users } from '../../db/schema/index.ts';

export interface ProfileRow {
  id: string;
  name: string;
  email: string;
  companyName: string | null;
  phone: string | null;
  abn: string | null;
  businessType: PartnerBusinessType | null;
  avatarUrl: string | null;
  updatedAt: Date;
}

// The email is the sign-in address on users; the profile's copy is never the one shown.
const profileColumns = {
  id: users.id,
  name: sql<string>`coalesce(${profiles.name}, ${users.name})`,
  email: users.email,
  companyName: profiles.companyName,
  phone: profiles.phone,
  abn: profiles.abn,
  businessType: profiles.businessType,
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

/**
 * Writes the given profile fields (an account made before profiles existed gets its row here) and
 * keeps the auth user's name in step, so sign-in mail greets the new name.
 */
export async function saveProfile(tx: Tx, userId: string, changes: UpdateProfile): Promise<boolean> {
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

/** Adds (or, negative, takes back) loyalty points in one statement; the balance never goes below 0. */
export async function addLoyaltyPoints(tx: Tx, userId: string, delta: number): Promise<number | null> {
  const [row] = await tx
    .update(profiles)
    .set({ loyaltyPoints: sql`greatest(${profiles.loyaltyPoints} + ${delta}, 0)`, updatedAt: sql`now()` })
    .where(eq(profiles.id, userId))
    .returning({ loyaltyPoints: profiles.loyaltyPoints });
  return row?.loyaltyPoints ?? null;
}
