import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { Principal } from '@party/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, files, vendorDocuments } from '../../src/db/schema/index.ts';
import { deleteFiles } from '../../src/domains/files/delete-files.ts';
import { DiskFileStorage, type FileStorage } from '../../src/lib/file-storage.ts';
import { createVendor, type SignedIn, signInAs } from '../helpers/factories.ts';
import { sampleFiles } from '../helpers/multipart.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { storedFiles, upload } from '../vendor-documents/fixtures.ts';

/** docs/product/admin-area.md, Files (File Management and Advanced Files): every upload, storage used, preview, download, bulk delete. */
let ctx: TestContext;
let admin: SignedIn;
let vera: SignedIn;
let victor: SignedIn;
let sales: SignedIn;
let storage: DiskFileStorage;
/** File ids by name: vera's PDF, PNG and JPEG, victor's PDF and an 'other' upload of victor's. */
const ids = {} as Record<'veraPdf' | 'veraPng' | 'veraJpeg' | 'victorPdf' | 'victorCsv', string>;
const pdfBytes = sampleFiles.pdf(40_000);
const csv = Buffer.from('sku,price\nBAL-001,2.50\n');
const CSV = csv.length;

const get = (who: SignedIn | null, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });
const remove = (who: SignedIn, fileIds: string[]) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/admin/files/delete',
    headers: { ...who.headers, 'content-type': 'application/json' },
    payload: JSON.stringify({ ids: fileIds }),
  });
const list = async (query = '') => {
  const res = await get(admin, `/api/admin/files${query ? `?${query}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    items: { id: string; originalName: string; ownerEmail: string; kind: string; usedBy: string | null }[];
    total: number;
    totalBytes: number;
    purposes: string[];
  };
};
const names = (body: { items: { originalName: string }[] }) => body.items.map((f) => f.originalName);

async function uploadDocument(who: SignedIn, name: string, type: string, content: Buffer) {
  const res = await upload(ctx, who, { documentName: name, documentType: 'other' }, [
    { name, type, content },
  ]);
  expect(res.statusCode, res.body).toBe(201);
  const [row] = await ctx.database.db
    .select({ fileId: vendorDocuments.fileId })
    .from(vendorDocuments)
    .where(eq(vendorDocuments.id, res.json().id));
  return row!.fileId!;
}

/** Puts an upload's time where the date filters and ordering can see it. */
const uploadedAt = (id: string, iso: string) =>
  ctx.database.db
    .update(files)
    .set({ createdAt: new Date(iso) })
    .where(eq(files.id, id));

beforeAll(async () => {
  ctx = await createTestApp();
  storage = new DiskFileStorage(join(ctx.dataDir, 'files'));
  admin = await signInAs(ctx, { role: null, isAdmin: true, name: 'Ada Admin' });
  sales = await signInAs(ctx, { role: 'associate', associateRole: 'sales' });
  vera = await signInAs(ctx, { role: 'vendor', name: 'Vera Vendor', email: 'vera@sparkle.example.com.au' });
  victor = await signInAs(ctx, {
    role: 'vendor',
    name: 'Victor Vendor',
    email: 'victor@balloons.example.com.au',
  });
  await createVendor(ctx, vera, { companyName: 'Sparkle Supplies Pty Ltd' });
  await createVendor(ctx, victor, { companyName: 'Balloon Barn Pty Ltd' });
  ids.veraPdf = await uploadDocument(vera, 'insurance.pdf', 'application/pdf', pdfBytes);
  ids.veraPng = await uploadDocument(vera, 'logo.png', 'image/png', sampleFiles.png());
  ids.veraJpeg = await uploadDocument(vera, 'warehouse.jpg', 'image/jpeg', sampleFiles.jpeg());
  ids.victorPdf = await uploadDocument(
    victor,
    'abn-certificate.pdf',
    'application/pdf',
    sampleFiles.pdf(2_000),
  );
  // An upload no vendor document uses, of a type the browser may not show: a CSV someone attached.
  const key = `quote-documents/${randomUUID()}`;
  await storage.put(key, Readable.from([csv]), 'text/csv');
  const [other] = await ctx.database.db
    .insert(files)
    .values({
      ownerId: victor.user.id,
      originalName: 'price-list.csv',
      storageKey: key,
      mimeType: 'text/csv',
      sizeBytes: csv.length,
      purpose: 'quote_document',
    })
    .returning({ id: files.id });
  ids.victorCsv = other!.id;
  await uploadedAt(ids.veraPdf, '2026-03-01T01:00:00Z');
  await uploadedAt(ids.veraPng, '2026-03-02T01:00:00Z');
  await uploadedAt(ids.veraJpeg, '2026-03-03T01:00:00Z');
  await uploadedAt(ids.victorPdf, '2026-03-04T01:00:00Z');
  await uploadedAt(ids.victorCsv, '2026-01-10T01:00:00Z');
}, 120_000);
afterAll(() => ctx.close());

const allBytes = () => pdfBytes.length + sampleFiles.png().length + sampleFiles.jpeg().length + 2_000 + CSV;

describe('admin files: who may call', () => {
  it('refuses anonymous callers, vendors and associates', async () => {
    expect((await get(null, '/api/admin/files')).statusCode).toBe(401);
    expect((await get(vera, '/api/admin/files')).statusCode).toBe(403);
    expect((await get(sales, `/api/admin/files/${ids.veraPdf}/download`)).statusCode).toBe(403);
    expect((await remove(vera, [ids.veraPdf])).statusCode).toBe(403);
  });
});

describe('File Management list', () => {
  it('lists every upload newest first with owner, purpose, what uses it and the bytes of every match', async () => {
    const body = await list();
    expect(names(body)).toEqual([
      'abn-certificate.pdf',
      'warehouse.jpg',
      'logo.png',
      'insurance.pdf',
      'price-list.csv',
    ]);
    expect(body.total).toBe(5);
    expect(body.totalBytes).toBe(allBytes());
    expect(body.purposes).toEqual(['quote_document', 'vendor_document']);
    expect(body.items[0]).toMatchObject({
      ownerName: 'Victor Vendor',
      ownerEmail: 'victor@balloons.example.com.au',
      kind: 'pdf',
      previewable: true,
      purpose: 'vendor_document',
      usedBy: 'Vendor document "abn-certificate.pdf" of Balloon Barn Pty Ltd',
      sizeBytes: 2_000,
    });
    expect(body.items[4]).toMatchObject({ kind: 'other', previewable: false, usedBy: null });
  });

  it('searches file names and owners, with a typed % meaning a percent sign', async () => {
    expect(names(await list('search=WAREHOUSE'))).toEqual(['warehouse.jpg']);
    expect((await list('search=victor%40balloons')).total).toBe(2);
    expect((await list('search=100%25')).total).toBe(0);
  });

  it('filters by type, purpose, owner, upload date and size', async () => {
    expect(names(await list('kind=image'))).toEqual(['warehouse.jpg', 'logo.png']);
    expect(names(await list('kind=pdf'))).toEqual(['abn-certificate.pdf', 'insurance.pdf']);
    expect(names(await list('kind=other'))).toEqual(['price-list.csv']);
    expect(names(await list('purpose=quote_document'))).toEqual(['price-list.csv']);
    expect((await list(`ownerId=${vera.user.id}`)).total).toBe(3);
    expect(names(await list('from=2026-03-02&to=2026-03-03'))).toEqual(['warehouse.jpg', 'logo.png']);
    expect(names(await list('minSize=1000&maxSize=39999'))).toEqual(['abn-certificate.pdf']);
    const filtered = await list(`kind=pdf&ownerId=${vera.user.id}`);
    expect(filtered.totalBytes).toBe(pdfBytes.length);
  });

  it('pages and sorts on the server', async () => {
    const second = await list('pageSize=2&page=2');
    expect(names(second)).toEqual(['logo.png', 'insurance.pdf']);
    expect(second.total).toBe(5);
    expect(names(await list('sort=-sizeBytes&pageSize=1'))).toEqual(['insurance.pdf']);
    expect(names(await list('sort=originalName&pageSize=1'))).toEqual(['abn-certificate.pdf']);
  });

  it('refuses a size range upside down and a date that is not one', async () => {
    const res = await get(admin, '/api/admin/files?minSize=10&maxSize=5');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('Minimum size must not be more than the maximum size');
    expect((await get(admin, '/api/admin/files?from=yesterday')).statusCode).toBe(400);
  });
});

describe('storage used and owners', () => {
  it('adds up storage in total, by type and by purpose', async () => {
    const res = await get(admin, '/api/admin/files/summary');
    expect(res.statusCode).toBe(200);
    const summary = res.json();
    expect(summary.totalFiles).toBe(5);
    expect(summary.totalBytes).toBe(allBytes());
    expect(summary.byKind).toEqual([
      { kind: 'image', count: 2, bytes: sampleFiles.png().length + sampleFiles.jpeg().length },
      { kind: 'other', count: 1, bytes: CSV },
      { kind: 'pdf', count: 2, bytes: pdfBytes.length + 2_000 },
    ]);
    expect(summary.byPurpose).toEqual([
      { purpose: 'quote_document', count: 1, bytes: CSV },
      { purpose: 'vendor_document', count: 4, bytes: allBytes() - CSV },
    ]);
  });

  it('groups uploads by owner, latest upload first, searchable', async () => {
    const res = await get(admin, '/api/admin/files/owners');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      items: [
        {
          ownerId: victor.user.id,
          ownerName: 'Victor Vendor',
          ownerEmail: 'victor@balloons.example.com.au',
          fileCount: 2,
          totalBytes: 2_000 + CSV,
          latestUpload: '2026-03-04T01:00:00.000Z',
        },
        {
          ownerId: vera.user.id,
          ownerName: 'Vera Vendor',
          ownerEmail: 'vera@sparkle.example.com.au',
          fileCount: 3,
          totalBytes: allBytes() - 2_000 - CSV,
          latestUpload: '2026-03-03T01:00:00.000Z',
        },
      ],
      total: 2,
      page: 1,
      pageSize: 20,
    });
    const searched = (await get(admin, '/api/admin/files/owners?search=sparkle')).json();
    expect(searched.items.map((o: { ownerName: string }) => o.ownerName)).toEqual(['Vera Vendor']);
    expect(searched.total).toBe(1);
  });
});

describe('download and preview', () => {
  it('downloads the exact bytes as an attachment with the stored type', async () => {
    const res = await get(admin, `/api/admin/files/${ids.veraPdf}/download`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="insurance.pdf"; filename*=UTF-8''insurance.pdf`,
    );
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.rawPayload.equals(pdfBytes)).toBe(true);
    const csv = await get(admin, `/api/admin/files/${ids.victorCsv}/download`);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body).toBe('sku,price\nBAL-001,2.50\n');
  });

  it('previews images and PDFs inline, framable by our own pages only; other types are download only', async () => {
    const png = await get(admin, `/api/admin/files/${ids.veraPng}/preview`);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-disposition']).toMatch(/^inline; filename="logo.png"/);
    expect(png.rawPayload.equals(sampleFiles.png())).toBe(true);
    const pdf = await get(admin, `/api/admin/files/${ids.victorPdf}/preview`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(pdf.headers['content-security-policy']).toBe("frame-ancestors 'self'");
    expect(pdf.headers['x-content-type-options']).toBe('nosniff');
    const csv = await get(admin, `/api/admin/files/${ids.victorCsv}/preview`);
    expect(csv.statusCode).toBe(409);
    expect(csv.json().error.message).toBe('This file cannot be previewed. Download it instead.');
  });

  it("serves a file stored before names followed content under its type's extension, unknown types as bytes", async () => {
    const stored = async (originalName: string, mimeType: string) => {
      const key = `quote-documents/${randomUUID()}`;
      await storage.put(key, Readable.from([csv]), mimeType);
      const [row] = await ctx.database.db
        .insert(files)
        .values({
          ownerId: victor.user.id,
          originalName,
          storageKey: key,
          mimeType,
          sizeBytes: CSV,
          purpose: 'quote_document',
        })
        .returning({ id: files.id });
      made.push(row!.id);
      return row!.id;
    };
    const made: string[] = [];
    try {
      const lying = await get(
        admin,
        `/api/admin/files/${await stored('certificate.html', 'application/pdf')}/download`,
      );
      expect(lying.headers['content-type']).toBe('application/pdf');
      expect(lying.headers['content-disposition']).toBe(
        `attachment; filename="certificate.pdf"; filename*=UTF-8''certificate.pdf`,
      );
      const page = await get(
        admin,
        `/api/admin/files/${await stored("it's (1).svg", 'image/svg+xml')}/download`,
      );
      expect(page.headers['content-type']).toBe('application/octet-stream');
      expect(page.headers['content-disposition']).toBe(
        `attachment; filename="it's (1).bin"; filename*=UTF-8''it%27s%20%281%29.bin`,
      );
    } finally {
      await ctx.database.db.delete(files).where(inArray(files.id, made));
    }
  });

  it('answers 404 for a file that does not exist', async () => {
    expect((await get(admin, `/api/admin/files/${randomUUID()}/download`)).statusCode).toBe(404);
    expect((await get(admin, `/api/admin/files/${randomUUID()}/preview`)).statusCode).toBe(404);
  });
});

describe('bulk delete', () => {
  it('deletes nothing when one chosen id does not exist', async () => {
    const res = await remove(admin, [ids.veraJpeg, randomUUID()]);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(
      'One or more of the selected files no longer exist. Refresh the list and try again.',
    );
    expect((await list()).total).toBe(5);
  });

  it('removes the rows, the vendor document that used a file, the stored bytes, and audits each', async () => {
    const before = storedFiles(ctx).length;
    const docs = await ctx.database.db
      .select({ id: vendorDocuments.id })
      .from(vendorDocuments)
      .where(eq(vendorDocuments.fileId, ids.veraJpeg));
    expect(docs).toHaveLength(1);
    const res = await remove(admin, [ids.veraJpeg, ids.victorCsv]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      deleted: 2,
      freedBytes: sampleFiles.jpeg().length + CSV,
      documentsRemoved: 1,
    });
    const left = await ctx.database.db
      .select({ id: files.id })
      .from(files)
      .where(inArray(files.id, [ids.veraJpeg, ids.victorCsv]));
    expect(left).toEqual([]);
    expect(
      await ctx.database.db.select().from(vendorDocuments).where(eq(vendorDocuments.id, docs[0]!.id)),
    ).toEqual([]);
    expect(storedFiles(ctx)).toHaveLength(before - 2);
    const audit = await ctx.database.db
      .select({ action: auditLog.action, entityId: auditLog.entityId, actorId: auditLog.actorId })
      .from(auditLog)
      .where(inArray(auditLog.action, ['file.deleted', 'vendor_document.deleted']));
    expect(audit).toEqual(
      expect.arrayContaining([
        { action: 'file.deleted', entityId: ids.veraJpeg, actorId: admin.user.id },
        { action: 'file.deleted', entityId: ids.victorCsv, actorId: admin.user.id },
        { action: 'vendor_document.deleted', entityId: docs[0]!.id, actorId: admin.user.id },
      ]),
    );
    expect(audit).toHaveLength(3);
    const summary = (await get(admin, '/api/admin/files/summary')).json();
    expect(summary.totalFiles).toBe(3);
    expect(summary.totalBytes).toBe(allBytes() - sampleFiles.jpeg().length - CSV);
    // The vendor's library no longer lists the document.
    const library = (await get(vera, '/api/vendor/documents')).json();
    expect(library.items.map((d: { documentName: string }) => d.documentName)).not.toContain('warehouse.jpg');
    expect((await get(admin, `/api/admin/files/${ids.veraJpeg}/download`)).statusCode).toBe(404);
  });

  it('refuses an empty or repeated choice', async () => {
    expect((await remove(admin, [])).statusCode).toBe(400);
    expect((await remove(admin, [ids.veraPdf, ids.veraPdf])).statusCode).toBe(400);
  });

  it('logs, rather than fails, when the stored bytes cannot be removed after the rows are gone', async () => {
    const failing: FileStorage = {
      kind: 'disk',
      put: (key, body, type) => storage.put(key, body, type),
      get: (key) => storage.get(key),
      delete: async () => {
        throw new Error('bucket unreachable');
      },
    };
    const logged: unknown[] = [];
    const log = { error: (...args: unknown[]) => logged.push(args) } as never;
    const principal: Principal = {
      userId: admin.user.id,
      email: admin.user.email,
      name: 'Ada Admin',
      role: null,
      isAdmin: true,
      adminRank: 'admin',
      associateRole: null,
      onboardingStatus: null,
      emailVerified: true,
      twoFactorEnabled: false,
      companyId: null,
      companyRole: null,
    };
    const result = await deleteFiles(ctx.database.db, failing, principal, [ids.victorPdf], log);
    expect(result).toMatchObject({ deleted: 1, documentsRemoved: 1 });
    expect(logged).toHaveLength(1);
    expect(
      await ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'file.deleted'), eq(auditLog.entityId, ids.victorPdf))),
    ).toHaveLength(1);
  });
});
