import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { partnerAddresses } from '../../db/schema/index.ts';

export type AddressRow = typeof partnerAddresses.$inferSelect;
/** Whose address book (the company's) and which member writes to it. */
export interface AddressBook {
  companyId: string;
  addedBy: string;
}
type AddressValues = Omit<
  typeof partnerAddresses.$inferInsert,
  'id' | 'userId' | 'companyId' | 'createdAt' | 'updatedAt'
>;

export async function findAddresses(tx: Tx, companyId: string): Promise<AddressRow[]> {
  return tx
    .select()
    .from(partnerAddresses)
    .where(eq(partnerAddresses.companyId, companyId))
    .orderBy(desc(partnerAddresses.isDefault), desc(partnerAddresses.createdAt), desc(partnerAddresses.id));
}

/** The company's address, locked for the change that follows; null for another company's id. */
export async function lockAddress(tx: Tx, companyId: string, id: string): Promise<AddressRow | null> {
  const [row] = await tx
    .select()
    .from(partnerAddresses)
    .where(and(eq(partnerAddresses.companyId, companyId), eq(partnerAddresses.id, id)))
    .for('update');
  return row ?? null;
}

/** Serialises address-book changes of one company, so two "make default" clicks cannot both win. */
export async function lockAddressBook(tx: Tx, companyId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`addresses:${companyId}`}))`);
}

export async function countAddresses(tx: Tx, companyId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(partnerAddresses)
    .where(eq(partnerAddresses.companyId, companyId));
  return row?.n ?? 0;
}

export async function clearDefault(tx: Tx, companyId: string): Promise<void> {
  await tx
    .update(partnerAddresses)
    .set({ isDefault: false, updatedAt: sql`now()` })
    .where(and(eq(partnerAddresses.companyId, companyId), eq(partnerAddresses.isDefault, true)));
}

/** A new address of the company, recording the member who added it. */
export async function insertAddress(tx: Tx, book: AddressBook, values: AddressValues): Promise<AddressRow> {
  const [row] = await tx
    .insert(partnerAddresses)
    .values({ ...values, userId: book.addedBy, companyId: book.companyId })
    .returning();
  return row!;
}

export async function updateAddressRow(
  tx: Tx,
  companyId: string,
  id: string,
  values: Partial<AddressValues>,
): Promise<AddressRow | null> {
  const [row] = await tx
    .update(partnerAddresses)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(partnerAddresses.companyId, companyId), eq(partnerAddresses.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteAddressRow(tx: Tx, companyId: string, id: string): Promise<void> {
  await tx
    .delete(partnerAddresses)
    .where(and(eq(partnerAddresses.companyId, companyId), eq(partnerAddresses.id, id)));
}

/** The newest other address, which becomes the default when the default is deleted. */
export async function findNewestOther(tx: Tx, companyId: string, id: string): Promise<AddressRow | null> {
  const [row] = await tx
    .select()
    .from(partnerAddresses)
    .where(and(eq(partnerAddresses.companyId, companyId), ne(partnerAddresses.id, id)))
    .orderBy(desc(partnerAddresses.createdAt), desc(partnerAddresses.id))
    .limit(1);
  return row ?? null;
}

export async function findSameAddress(
  tx: Tx,
  companyId: string,
  a: { address: string; city: string; state: string; postalCode: string },
): Promise<AddressRow | null> {
  const [row] = await tx
    .select()
    .from(partnerAddresses)
    .where(
      and(
        eq(partnerAddresses.companyId, companyId),
        sql`lower(${partnerAddresses.address}) = lower(${a.address})`,
        sql`lower(${partnerAddresses.city}) = lower(${a.city})`,
        eq(partnerAddresses.state, a.state),
        eq(partnerAddresses.postalCode, a.postalCode),
      ),
    )
    .limit(1);
  return row ?? null;
}
