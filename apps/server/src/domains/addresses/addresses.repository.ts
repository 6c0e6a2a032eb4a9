import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { partnerAddresses } from '../../db/schema/index.ts';
import { companyIdOf } from '../companies/company-membership.ts';

export type AddressRow = typeof partnerAddresses.$inferSelect;
type AddressValues = Omit<
  typeof partnerAddresses.$inferInsert,
  'id' | 'userId' | 'companyId' | 'createdAt' | 'updatedAt'
>;

export async function findAddresses(tx: Tx, userId: string): Promise<AddressRow[]> {
  return tx
    .select()
    .from(partnerAddresses)
    .where(eq(partnerAddresses.userId, userId))
    .orderBy(desc(partnerAddresses.isDefault), desc(partnerAddresses.createdAt), desc(partnerAddresses.id));
}

/** The user's address, locked for the change that follows; null for another user's id. */
export async function lockAddress(tx: Tx, userId: string, id: string): Promise<AddressRow | null> {
  const [row] = await tx
    .select()
    .from(partnerAddresses)
    .where(and(eq(partnerAddresses.userId, userId), eq(partnerAddresses.id, id)))
    .for('update');
  return row ?? null;
}

/** Serialises address-book changes of one user, so two "make default" clicks cannot both win. */
export async function lockAddressBook(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`addresses:${userId}`}))`);
}

export async function countAddresses(tx: Tx, userId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(partnerAddresses)
    .where(eq(partnerAddresses.userId, userId));
  return row?.n ?? 0;
}

export async function clearDefault(tx: Tx, userId: string): Promise<void> {
  await tx
    .update(partnerAddresses)
    .set({ isDefault: false, updatedAt: sql`now()` })
    .where(and(eq(partnerAddresses.userId, userId), eq(partnerAddresses.isDefault, true)));
}

export async function insertAddress(tx: Tx, userId: string, values: AddressValues): Promise<AddressRow> {
  const [row] = await tx
    .insert(partnerAddresses)
    .values({ ...values, userId, companyId: companyIdOf(userId) })
    .returning();
  return row!;
}

export async function updateAddressRow(
  tx: Tx,
  userId: string,
  id: string,
  values: Partial<AddressValues>,
): Promise<AddressRow | null> {
  const [row] = await tx
    .update(partnerAddresses)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(partnerAddresses.userId, userId), eq(partnerAddresses.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteAddressRow(tx: Tx, userId: string, id: string): Promise<void> {
  await tx
    .delete(partnerAddresses)
    .where(and(eq(partnerAddresses.userId, userId), eq(partnerAddresses.id, id)));
}

/** The newest other address, which becomes the default when the default is deleted. */
export async function findNewestOther(tx: Tx, userId: string, id: string): Promise<AddressRow | null> {
  const [row] = await tx
    .select()
    .from(partnerAddresses)
    .where(and(eq(partnerAddresses.userId, userId), ne(partnerAddresses.id, id)))
    .orderBy(desc(partnerAddresses.createdAt), desc(partnerAddresses.id))
    .limit(1);
  return row ?? null;
}

export async function findSameAddress(
  tx: Tx,
  userId: string,
  a: { address: string; city: string; state: string; postalCode: string },
): Promise<AddressRow | null> {
  const [row] = await tx
    .select()
    .from(partnerAddresses)
    .where(
      and(
        eq(partnerAddresses.userId, userId),
        sql`lower(${partnerAddresses.address}) = lower(${a.address})`,
        sql`lower(${partnerAddresses.city}) = lower(${a.city})`,
        eq(partnerAddresses.state, a.state),
        eq(partnerAddresses.postalCode, a.postalCode),
      ),
    )
    .limit(1);
  return row ?? null;
}
