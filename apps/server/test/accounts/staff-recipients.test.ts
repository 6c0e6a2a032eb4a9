import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { associateRoles, users } from '../../src/db/schema/index.ts';
import { listStaffRecipients, type StaffAudience } from '../../src/domains/accounts/list-staff-recipients.ts';
import { createUser } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';

/**
 * The one rule behind every staff notification (support desk, quote requests, low stock, credit
 * reviews, an admin's notice to a role): enabled accounts; the role is the first user_roles row; a
 * sub-role counts only while that role is associate; admins by their flag.
 */
let ctx: TestContext;
const id: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  id.partner = (await createUser(ctx, { role: 'partner' })).id;
  id.sales = (await createUser(ctx, { role: 'associate', associateRole: 'sales' })).id;
  id.disabledSales = (await createUser(ctx, { role: 'associate', associateRole: 'sales' })).id;
  id.productManager = (await createUser(ctx, { role: 'associate', associateRole: 'product_management' })).id;
  id.finance = (await createUser(ctx, { role: 'associate', associateRole: 'finance' })).id;
  id.financeAdmin = (
    await createUser(ctx, { role: 'associate', associateRole: 'finance', isAdmin: true })
  ).id;
  id.admin = (await createUser(ctx, { role: null, isAdmin: true })).id;
  id.vendorWithSalesRow = (await createUser(ctx, { role: 'vendor' })).id;
  const db = ctx.database.db;
  await db.update(users).set({ disabled: true }).where(eq(users.id, id.disabledSales));
  await db.insert(associateRoles).values({ userId: id.vendorWithSalesRow, role: 'sales' });
}, 60_000);
afterAll(() => ctx.close());

/** The audience's members among this file's users, by name, with their admin flag. */
async function members(audience: StaffAudience) {
  const names = new Map(Object.entries(id).map(([name, userId]) => [userId, name]));
  const found = await ctx.database.db.transaction((tx) => listStaffRecipients(tx, audience));
  return found.flatMap((r) => (names.has(r.id) ? [`${names.get(r.id)}${r.isAdmin ? ' (admin)' : ''}`] : []));
}

describe('staff recipients', () => {
  it('finds the enabled associates holding a sub-role, not a vendor with a stray sub-role row', async () => {
    expect(await members({ associateRole: 'sales' })).toEqual(['sales']);
    expect(await members({ associateRole: 'product_management' })).toEqual(['productManager']);
  });

  it('adds the admins when asked, telling them apart', async () => {
    expect(await members({ associateRole: 'finance', admins: true })).toEqual([
      'finance',
      'financeAdmin (admin)',
      'admin (admin)',
    ]);
    expect(await members({ admins: true })).toEqual(['financeAdmin (admin)', 'admin (admin)']);
  });

  it("finds a role's holders by their first role", async () => {
    expect(await members({ role: 'partner' })).toEqual(['partner']);
    expect(await members({ role: 'associate' })).toEqual([
      'sales',
      'productManager',
      'finance',
      'financeAdmin (admin)',
    ]);
  });

  it('finds nobody for an empty audience', async () => {
    expect(await members({})).toEqual([]);
  });
});
