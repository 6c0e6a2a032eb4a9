import { todayInBusinessZone } from '@party/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, notifications, vendorDocuments } from '../../src/db/schema/index.ts';
import { notifyExpiringDocuments } from '../../src/domains/vendor-documents/notify-expiring-documents.ts';
import { runExclusive } from '../../src/jobs/run-exclusive.ts';
import { createVendor, type SignedIn, signInAs } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';

/** The daily job: vendors hear 30 days before a document expires, once per document. */
let ctx: TestContext;
let vendor: SignedIn;
let vendorId: string;
const now = new Date('2026-11-26T01:00:00Z');
const today = todayInBusinessZone(now);

function inDays(days: number): string {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

async function addDocument(
  documentName: string,
  expiryDate: string | null,
  extra: Partial<typeof vendorDocuments.$inferInsert> = {},
) {
  await ctx.database.db
    .insert(vendorDocuments)
    .values({ vendorId, documentName, documentType: 'insurance_certificate', expiryDate, ...extra });
}

const runJob = () => runExclusive(ctx.database, 'document-expiry', (tx) => notifyExpiringDocuments(tx, now));

beforeAll(async () => {
  ctx = await createTestApp();
  vendor = await signInAs(ctx, { role: 'vendor', name: 'Vera Vendor' });
  vendorId = await createVendor(ctx, vendor, { companyName: 'Sparkle Supplies Pty Ltd' });
  await addDocument('Expires today', today, { isVerified: true });
  await addDocument('Expires in 30 days', inDays(30));
  await addDocument('Expires in 31 days', inDays(31), { isVerified: true });
  await addDocument('Expired yesterday', inDays(-1), { isVerified: true });
  await addDocument('No expiry', null, { isVerified: true });
  await addDocument('Rejected, expiring', inDays(5), { rejectedAt: new Date() });
}, 60_000);
afterAll(() => ctx.close());

describe('document expiry job', () => {
  it('requires authentication', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/vendor/documents' })).statusCode).toBe(401);
  });

  it('tells the vendor about each document expiring within 30 days, by bell and email, once', async () => {
    expect(await runJob()).toBe(2);
    const bell = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, vendor.user.id));
    expect(bell.map((n) => n.message).sort()).toEqual([
      expect.stringMatching(
        /^"Expires in 30 days" expires on \d{1,2} \w+ \d{4}\. Please upload a current copy before then\.$/,
      ),
      expect.stringMatching(/^"Expires today" expires on /),
    ]);
    expect(bell.every((n) => n.title === 'Document expiring soon' && n.type === 'warning')).toBe(true);
    const mail = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.userId, vendor.user.id), eq(emailOutbox.template, 'document_expiring')));
    expect(mail.map((m) => m.subject).sort()).toEqual([
      'Document expiring soon: Expires in 30 days',
      'Document expiring soon: Expires today',
    ]);

    expect(await runJob()).toBe(0);
    const again = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, vendor.user.id));
    expect(again).toHaveLength(2);
  });

  it('tells a document that comes into the window on a later day, then only that one', async () => {
    const tomorrow = new Date(now.getTime() + 86_400_000);
    expect(
      await runExclusive(ctx.database, 'document-expiry', (tx) => notifyExpiringDocuments(tx, tomorrow)),
    ).toBe(1);
    const bell = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, vendor.user.id));
    expect(bell.map((n) => n.message)).toContainEqual(expect.stringMatching(/^"Expires in 31 days"/));
  });
});
