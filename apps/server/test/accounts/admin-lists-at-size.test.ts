import { LIST_COUNT_CAP } from '@party/shared/paging/paging';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, profiles } from '../../src/db/schema/index.ts';
import { companyOf } from '../helpers/companies.ts';
import { callAs, createUser, type SignedIn, signInAs } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';

// The staff and admin lists at size (bench/README, "Every list at size"): past LIST_COUNT_CAP
// matches the count stops and says so; searches find people and companies first; filters and
// dates give the same rows as before.
let ctx: TestContext;
let admin: SignedIn;
let desk: SignedIn;
const BULK = LIST_COUNT_CAP + 30;

const get = async (url: string, who: SignedIn = admin) => {
  const res = await callAs(ctx, who, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signInAs(ctx, { role: null, isAdmin: true, adminRank: 'super_admin', name: 'Ada Admin' });
  desk = await signInAs(ctx, { role: 'associate', associateRole: 'sales', name: 'Desmond Desk' });
  const { db } = ctx.database;
  // 10,030 product updates by the admin on 1 March 2026 (Sydney), a second apart.
  await db.execute(sql`
    insert into audit_log (actor_id, action, entity_type, entity_id, created_at)
    select ${admin.user.id}::uuid, 'product.updated', 'product', n::text,
      '2026-03-01T00:00:00Z'::timestamptz + n * interval '1 second'
    from generate_series(1, ${BULK}) as n`);
  // Either side of Sydney's midnight into 2 March (13:00 UTC in daylight time), and one automatic.
  await db.execute(sql`
    insert into audit_log (actor_id, actor_label, action, entity_type, entity_id, created_at) values
      (null, 'system', 'quote.expired', 'quote', 'q-1', '2026-03-01T12:59:59Z'),
      (null, 'system', 'quote.expired', 'quote', 'q-2', '2026-03-01T13:00:00Z')`);
  // 10,030 PDFs of 100 bytes by the admin, and 30 pictures of 1,000 bytes by Vera.
  const vera = await createUser(ctx, {
    role: 'vendor',
    name: 'Vera Uploader',
    email: 'vera@sparkle.example',
  });
  await db.execute(sql`
    insert into files (owner_id, original_name, storage_key, mime_type, size_bytes, purpose, created_at)
    select ${admin.user.id}::uuid, 'bulk-' || lpad(n::text, 5, '0') || '.pdf', 'bulk/' || n, 'application/pdf',
      100, 'vendor_document', '2026-03-01T00:00:00Z'::timestamptz + n * interval '1 second'
    from generate_series(1, ${BULK}) as n`);
  await db.execute(sql`
    insert into files (owner_id, original_name, storage_key, mime_type, size_bytes, purpose, created_at)
    select ${vera.id}::uuid, 'photo-' || n || '.jpg', 'photo/' || n, 'image/jpeg', 1000, 'return_photo',
      '2026-04-01T00:00:00Z'::timestamptz + n * interval '1 second'
    from generate_series(1, 30) as n`);
}, 120_000);
afterAll(() => ctx.close());

describe('audit log at size', () => {
  it('stops counting 10,000 past the page and says so; a narrow filter counts exactly', async () => {
    const first = await get('/api/admin/audit');
    expect(first).toMatchObject({ total: LIST_COUNT_CAP, totalCapped: true, page: 1 });
    const second = await get('/api/admin/audit?page=2');
    expect(second).toMatchObject({ total: first.pageSize + LIST_COUNT_CAP, totalCapped: true });
    const quotes = await get('/api/admin/audit?entity=quote');
    expect(quotes.total).toBe(2);
    expect(quotes.totalCapped).toBeUndefined();
    expect(quotes.items.map((e: { entityId: string }) => e.entityId)).toEqual(['q-2', 'q-1']);
    expect(first.entities).toEqual([...first.entities].sort());
    expect(first.entities).toEqual(expect.arrayContaining(['product', 'quote']));
  });

  it('finds an actor by email or an automatic actor by its label', async () => {
    const mine = await get(`/api/admin/audit?user=${encodeURIComponent(admin.user.email.toUpperCase())}`);
    expect(mine).toMatchObject({ total: LIST_COUNT_CAP, totalCapped: true });
    expect(mine.items[0]).toMatchObject({ actorName: 'Ada Admin', entityId: String(BULK) });
    const automatic = await get('/api/admin/audit?user=SYST');
    expect(automatic.total).toBe(2);
    expect(automatic.items[0]).toMatchObject({ automatic: true, action: 'quote.expired' });
  });

  it('takes dates as Sydney calendar days, both ends included', async () => {
    const day1 = await get('/api/admin/audit?entity=quote&from=2026-03-01&to=2026-03-01');
    expect(day1.items.map((e: { entityId: string }) => e.entityId)).toEqual(['q-1']);
    const day2 = await get('/api/admin/audit?entity=quote&from=2026-03-02');
    expect(day2.items.map((e: { entityId: string }) => e.entityId)).toEqual(['q-2']);
    expect((await get('/api/admin/audit?action=product.updated&to=2026-02-28')).total).toBe(0);
  });
});

describe('files at size', () => {
  it('stops counting past the cap, and counts and sums a narrower filter exactly', async () => {
    const first = await get('/api/admin/files');
    expect(first).toMatchObject({ total: LIST_COUNT_CAP, totalCapped: true });
    expect(first.purposes).toEqual(['return_photo', 'vendor_document']);
    const pictures = await get('/api/admin/files?kind=image');
    expect(pictures).toMatchObject({ total: 30, totalBytes: 30_000 });
    expect(pictures.totalCapped).toBeUndefined();
    const byOwner = await get('/api/admin/files?search=VERA%20UPLOAD');
    expect(byOwner.total).toBe(30);
    const byName = await get('/api/admin/files?search=BULK-00100.');
    expect(byName.items.map((f: { originalName: string }) => f.originalName)).toEqual(['bulk-00100.pdf']);
    const april = await get('/api/admin/files?from=2026-04-01&to=2026-04-01');
    expect(april.total).toBe(30);
  });

  it('breaks ties in a sort by id in the same direction', async () => {
    const bySize = await get('/api/admin/files?kind=image&sort=sizeBytes&pageSize=50');
    const ids = bySize.items.map((f: { id: string }) => f.id);
    expect(ids).toEqual([...ids].sort());
    const bySizeDesc = await get('/api/admin/files?kind=image&sort=-sizeBytes&pageSize=50');
    expect(bySizeDesc.items.map((f: { id: string }) => f.id)).toEqual([...ids].sort().reverse());
  });
});

describe('users and companies at size', () => {
  it('finds a user by the profile’s name, and filters by portal from its role rows', async () => {
    const person = await createUser(ctx, { name: 'Plain Name' });
    await ctx.database.db
      .update(profiles)
      .set({ name: 'Quincy Profilename' })
      .where(eq(profiles.id, person.id));
    const found = await get('/api/admin/users?search=profilename');
    expect(found.items).toEqual([expect.objectContaining({ id: person.id, name: 'Quincy Profilename' })]);
    const associates = await get('/api/admin/users?portal=associate');
    expect(associates.items.map((u: { name: string }) => u.name)).toEqual(['Desmond Desk']);
    expect(associates.total).toBe(1);
  });

  it('finds a company by its owner’s email and counts only the page’s orders', async () => {
    const owner = await createUser(ctx, { name: 'Olga Owner', email: 'olga@streamers.example' });
    const companyId = await companyOf(ctx, owner.id);
    await ctx.database.db.update(companies).set({ name: 'Zither Events' }).where(eq(companies.id, companyId));
    const byOwner = await get('/api/admin/companies?search=OLGA@streamers');
    expect(byOwner.items).toEqual([
      expect.objectContaining({ id: companyId, name: 'Zither Events', membersCount: 1, ordersCount: 0 }),
    ]);
    expect(byOwner.total).toBe(1);
    const byName = await get('/api/admin/companies?search=zither');
    expect(byName.items.map((c: { id: string }) => c.id)).toEqual([companyId]);
  });
});

describe('support desk search', () => {
  it('finds tickets by the company’s name or the submitter’s email, newest first', async () => {
    const partner = await createUser(ctx, { name: 'Tess Ticket', email: 'tess@glitter.example' });
    const companyId = await companyOf(ctx, partner.id);
    await ctx.database.db
      .update(companies)
      .set({ name: 'Marigold Parties' })
      .where(eq(companies.id, companyId));
    await ctx.database.db.execute(sql`
      insert into support_tickets (title, description, submitter_id, company_id, created_at) values
        ('Late delivery', 'Where is it?', ${partner.id}::uuid, ${companyId}::uuid, now() - interval '1 hour'),
        ('Wrong colour', 'Blue not red.', ${partner.id}::uuid, ${companyId}::uuid, now())`);
    const byCompany = await get('/api/associate/support/tickets?search=MARIGOLD', desk);
    expect(byCompany.items.map((t: { title: string }) => t.title)).toEqual(['Wrong colour', 'Late delivery']);
    const byEmail = await get('/api/associate/support/tickets?search=tess@glitter', desk);
    expect(byEmail.items).toHaveLength(2);
    expect((await get('/api/associate/support/tickets?search=nobody-matches', desk)).items).toEqual([]);
  });
});
