import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  emailOutbox,
  emailPreferences,
  files,
  notifications,
  systemSettings,
  vendorDocuments,
} from '../../src/db/schema/index.ts';
import { drainOutbox } from '../../src/jobs/outbox-worker.ts';
import { createVendor, type SignedIn, signInAs } from '../helpers/factories.ts';
import { sampleFiles } from '../helpers/multipart.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { storedFiles, upload } from './fixtures.ts';

/** docs/product/vendor-portal.md, Documents: real uploads, checked by content, within max_file_size_mb. */
let ctx: TestContext;
let vendor: SignedIn;
let admin: SignedIn;
let sales: SignedIn;
let partner: SignedIn;
let vendorId: string;

const details = { documentName: 'Public liability insurance 2026', documentType: 'insurance_certificate' };
const pdf = (name = 'insurance.pdf', content = sampleFiles.pdf()) => ({
  name,
  type: 'application/pdf',
  content,
});

async function documentCount() {
  return (await ctx.database.db.select().from(vendorDocuments).where(eq(vendorDocuments.vendorId, vendorId)))
    .length;
}
const get = (who: SignedIn | null, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });
const post = (who: SignedIn, url: string, body?: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: { ...who.headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });

beforeAll(async () => {
  ctx = await createTestApp();
  vendor = await signInAs(ctx, { role: 'vendor', name: 'Vera Vendor' });
  admin = await signInAs(ctx, { role: null, isAdmin: true });
  sales = await signInAs(ctx, { role: 'associate', associateRole: 'sales' });
  partner = await signInAs(ctx, { role: 'partner' });
  vendorId = await createVendor(ctx, vendor, { companyName: 'Sparkle Supplies Pty Ltd' });
}, 60_000);
afterAll(() => ctx.close());

describe('vendor documents', () => {
  it('requires authentication', async () => {
    expect((await get(null, '/api/vendor/documents')).statusCode).toBe(401);
    expect((await get(partner, '/api/vendor/documents')).statusCode).toBe(403);
  });

  it('lists nothing and zero counters before the first upload', async () => {
    const res = await get(vendor, '/api/vendor/documents');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      items: [],
      counts: { total: 0, verified: 0, pendingReview: 0, expired: 0 },
      maxFileSizeMb: 10,
    });
  });

  it('takes a PDF: Pending Review, stored on disk, listed, downloadable byte for byte, admins told', async () => {
    const content = sampleFiles.pdf(50_000);
    const res = await upload(ctx, vendor, { ...details, expiryDate: '2030-06-30' }, [
      pdf('insurance.pdf', content),
    ]);
    expect(res.statusCode).toBe(201);
    const doc = res.json();
    expect(doc).toMatchObject({
      documentName: details.documentName,
      documentType: 'insurance_certificate',
      expiryDate: '2030-06-30',
      status: 'pending_review',
      isVerified: false,
      fileSize: content.length,
      fileName: 'insurance.pdf',
      contentType: 'application/pdf',
      hasFile: true,
    });
    expect(storedFiles(ctx)).toEqual([
      expect.stringMatching(new RegExp(`^vendor-documents/${vendorId}/[0-9a-f-]{36}$`)),
    ]);
    const [file] = await ctx.database.db.select().from(files).where(eq(files.ownerId, vendor.user.id));
    expect(file).toMatchObject({
      purpose: 'vendor_document',
      sizeBytes: content.length,
      mimeType: 'application/pdf',
    });

    const list = (await get(vendor, '/api/vendor/documents')).json();
    expect(list.items.map((d: { id: string }) => d.id)).toEqual([doc.id]);
    expect(list.counts).toEqual({ total: 1, verified: 0, pendingReview: 1, expired: 0 });

    const download = await get(vendor, `/api/vendor/documents/${doc.id}/file`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('attachment; filename="insurance.pdf"');
    expect(download.rawPayload.equals(content)).toBe(true);

    const [audit] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entityId, doc.id));
    expect(audit).toMatchObject({ action: 'vendor_document.uploaded', actorId: vendor.user.id });
    const told = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, admin.user.id));
    expect(told.map((n) => n.title)).toContain('Vendor document to review');
  });

  it('tells the type by content: a PNG named .pdf is kept as a PNG, a JPEG is taken too', async () => {
    const png = await upload(ctx, vendor, { documentName: 'ABN scan', documentType: 'business_license' }, [
      { name: 'abn.pdf', type: 'application/pdf', content: sampleFiles.png() },
    ]);
    expect(png.statusCode).toBe(201);
    expect(png.json()).toMatchObject({ contentType: 'image/png', fileName: 'abn.png' });
    const jpeg = await upload(ctx, vendor, { documentName: 'GST letter', documentType: 'tax_certificate' }, [
      { name: 'gst.jpg', type: 'image/jpeg', content: sampleFiles.jpeg() },
    ]);
    expect(jpeg.statusCode).toBe(201);
    expect(jpeg.json().contentType).toBe('image/jpeg');
  });

  it('names the stored and downloaded file by its content: PDF bytes named .html, .svg or .exe save as .pdf', async () => {
    const namer = await signInAs(ctx, { role: 'vendor', name: 'Nina Namer' });
    await createVendor(ctx, namer, { companyName: 'Name Check Pty Ltd' });
    for (const [name, saved] of [
      ['certificate.html', 'certificate.pdf'],
      ['logo.svg', 'logo.pdf'],
      ['setup.exe', 'setup.pdf'],
      ['licence', 'licence.pdf'],
      ['scan.JPEG.html. ', 'scan.JPEG.pdf'],
    ] as const) {
      const res = await upload(ctx, namer, details, [pdf(name)]);
      expect(res.statusCode).toBe(201);
      expect(res.json().fileName).toBe(saved);
      for (const [who, url] of [
        [namer, `/api/vendor/documents/${res.json().id}/file`],
        [admin, `/api/admin/vendor-documents/${res.json().id}/file`],
      ] as const) {
        const download = await get(who, url);
        expect(download.headers['content-type']).toBe('application/pdf');
        expect(download.headers['content-disposition']).toBe(
          `attachment; filename="${saved}"; filename*=UTF-8''${encodeURIComponent(saved)}`,
        );
      }
    }
    // A JPEG keeps either of its own extensions.
    const jpeg = await upload(ctx, namer, details, [
      { name: 'warehouse.jpeg', type: 'image/jpeg', content: sampleFiles.jpeg() },
    ]);
    expect(jpeg.json().fileName).toBe('warehouse.jpeg');
  });

  it('refuses a renamed .exe and a text file posing as a PDF with a clear 400, keeping nothing', async () => {
    const before = { files: storedFiles(ctx), rows: await documentCount() };
    const exe = await upload(ctx, vendor, details, [pdf('certificate.pdf', sampleFiles.exe())]);
    expect(exe.statusCode).toBe(400);
    expect(exe.json().error.message).toBe(
      'Only PDF, PNG or JPEG files can be uploaded: "certificate.pdf" holds EXE content, whatever its name says.',
    );
    const text = await upload(ctx, vendor, details, [pdf('notes.pdf', sampleFiles.text())]);
    expect(text.statusCode).toBe(400);
    expect(text.json().error.message).toBe(
      'Only PDF, PNG or JPEG files can be uploaded: "notes.pdf" is none of these, whatever its name says.',
    );
    const empty = await upload(ctx, vendor, details, [pdf('empty.pdf', Buffer.alloc(0))]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('The file is empty.');
    expect({ files: storedFiles(ctx), rows: await documentCount() }).toEqual(before);
  });

  it('refuses a file over max_file_size_mb with 413 while streaming, leaving nothing on disk', async () => {
    await ctx.database.db
      .insert(systemSettings)
      .values({ key: 'max_file_size_mb', value: '1' })
      .onConflictDoUpdate({ target: systemSettings.key, set: { value: '1' } });
    try {
      const before = { files: storedFiles(ctx), rows: await documentCount() };
      const res = await upload(ctx, vendor, details, [pdf('big.pdf', sampleFiles.pdf(1024 * 1024 + 1))]);
      expect(res.statusCode).toBe(413);
      expect(res.json().error).toEqual({
        code: 'PAYLOAD_TOO_LARGE',
        message: 'The file is larger than the 1 MB upload limit.',
      });
      expect({ files: storedFiles(ctx), rows: await documentCount() }).toEqual(before);
      // Exactly at the limit is allowed.
      const fits = await upload(ctx, vendor, details, [pdf('fits.pdf', sampleFiles.pdf(1024 * 1024))]);
      expect(fits.statusCode).toBe(201);
    } finally {
      await ctx.database.db.delete(systemSettings).where(eq(systemSettings.key, 'max_file_size_mb'));
    }
  });

  it('needs a name, a type and a file; refuses bad dates and anything but multipart', async () => {
    const before = { files: storedFiles(ctx), rows: await documentCount() };
    const incomplete: Record<string, string>[] = [
      { documentType: 'other' },
      { documentName: '   ', documentType: 'other' },
      { documentName: 'Licence' },
      { documentName: 'Licence', documentType: 'passport' },
    ];
    for (const fields of incomplete) {
      const res = await upload(ctx, vendor, fields, [pdf()]);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Please fill in all required fields');
    }
    const badDate = await upload(ctx, vendor, { ...details, expiryDate: '30/06/2030' }, [pdf()]);
    expect(badDate.json().error.fields).toEqual({ expiryDate: 'Expiry date must be a date (YYYY-MM-DD)' });
    const unknown = await upload(ctx, vendor, { ...details, isVerified: 'true' }, [pdf()]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe('Unknown field: isVerified');
    const noFile = await upload(ctx, vendor, details);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error.message).toBe('Choose a PDF, PNG or JPEG file to upload');
    const twoFiles = await upload(ctx, vendor, details, [pdf('a.pdf'), pdf('b.pdf')]);
    expect(twoFiles.statusCode).toBe(400);
    expect(twoFiles.json().error.message).toBe('Send one file per document.');
    const json = await post(vendor, '/api/vendor/documents', details);
    expect(json.statusCode).toBe(415);
    expect(json.json().error.message).toBe(
      'Send the document as multipart/form-data with the file and its details.',
    );
    expect({ files: storedFiles(ctx), rows: await documentCount() }).toEqual(before);
  });

  it('answers a vendor account without a company profile with 404', async () => {
    const orphan = await signInAs(ctx, { role: 'vendor' });
    const res = await upload(ctx, orphan, details, [pdf()]);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Vendor profile not found');
  });
});

describe('a burst of uploads', () => {
  it('takes 10 documents in 10 minutes, refuses the 11th with 429, and tells each admin once', async () => {
    const busy = await signInAs(ctx, { role: 'vendor', name: 'Bea Burst' });
    await createVendor(ctx, busy, { companyName: 'Burst Balloons Pty Ltd' });
    // A refused file stores nothing, so it takes none of the 10.
    expect((await upload(ctx, busy, details, [pdf('notes.pdf', sampleFiles.text())])).statusCode).toBe(400);
    for (let i = 0; i < 10; i++)
      expect(
        (await upload(ctx, busy, { ...details, documentName: `Certificate ${i}` }, [pdf()])).statusCode,
      ).toBe(201);
    const before = storedFiles(ctx);
    const eleventh = await upload(ctx, busy, details, [pdf()]);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().error.message).toMatch(
      /^You have uploaded 10 documents in the last 10 minutes\. Please wait \d+ (seconds|minutes) before uploading another\.$/,
    );
    expect(storedFiles(ctx)).toEqual(before);
    const told = await ctx.database.db
      .select({ message: notifications.message })
      .from(notifications)
      .where(eq(notifications.userId, admin.user.id));
    expect(told.filter((n) => n.message.startsWith('Burst Balloons Pty Ltd'))).toEqual([
      {
        message:
          'Burst Balloons Pty Ltd uploaded "Certificate 0" (Insurance Certificate). Please verify or reject it.',
      },
    ]);
  });
});

describe('staff and admin review', () => {
  let docId: string;
  beforeAll(async () => {
    docId = (
      await upload(ctx, vendor, { documentName: 'Food safety audit', documentType: 'compliance_document' }, [
        pdf('audit.pdf'),
      ])
    ).json().id;
  });

  it('lets an admin list and download a vendor document; an associate or a partner gets 403', async () => {
    const url = `/api/admin/vendor-documents?status=pending_review&vendorId=${vendorId}`;
    const list = await get(admin, url);
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((d: { id: string }) => d.id)).toContain(docId);
    expect(list.json().items[0]).toMatchObject({
      vendorName: 'Sparkle Supplies Pty Ltd',
      status: 'pending_review',
    });
    const file = await get(admin, `/api/admin/vendor-documents/${docId}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // docs/product/vendor-portal.md: only the owner and admins download — staff who are not admins are refused.
    for (const who of [sales, partner]) {
      expect((await get(who, url)).statusCode).toBe(403);
      const refused = await get(who, `/api/admin/vendor-documents/${docId}/file`);
      expect(refused.statusCode).toBe(403);
      expect(refused.rawPayload.subarray(0, 5).toString()).not.toBe('%PDF-');
    }
    expect((await post(sales, `/api/admin/vendor-documents/${docId}/verify`)).statusCode).toBe(403);
    // The owner still downloads their own.
    expect((await get(vendor, `/api/vendor/documents/${docId}/file`)).statusCode).toBe(200);
  });

  it('an admin verifies it: the vendor sees Verified and is told by bell and email', async () => {
    const res = await post(admin, `/api/admin/vendor-documents/${docId}/verify`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'verified', isVerified: true });
    expect((await post(admin, `/api/admin/vendor-documents/${docId}/verify`)).json().error).toEqual({
      code: 'CONFLICT',
      message: 'This document is already verified.',
    });
    const bell = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, vendor.user.id));
    expect(bell).toContainEqual(
      expect.objectContaining({
        title: 'Document verified',
        type: 'success',
        actionUrl: '/vendor/documents',
      }),
    );
    const [mail] = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(
        and(eq(emailOutbox.userId, vendor.user.id), eq(emailOutbox.template, 'vendor_document_reviewed')),
      );
    expect(mail?.subject).toBe('Document verified: Food safety audit');
  });

  it('an admin rejects it with a reason; the reason is required; the email obeys the vendor’s switch', async () => {
    const missing = await post(admin, `/api/admin/vendor-documents/${docId}/reject`, { reason: ' ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ reason: 'Rejection reason is required' });
    await ctx.database.db
      .insert(emailPreferences)
      .values({ userId: vendor.user.id, systemUpdates: false })
      .onConflictDoUpdate({ target: emailPreferences.userId, set: { systemUpdates: false } });
    const res = await post(admin, `/api/admin/vendor-documents/${docId}/reject`, {
      reason: 'The audit is unsigned',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'rejected',
      isVerified: false,
      rejectionReason: 'The audit is unsigned',
    });
    const vendorView = (await get(vendor, '/api/vendor/documents')).json();
    expect(vendorView.items.find((d: { id: string }) => d.id === docId).status).toBe('rejected');
    await drainOutbox({
      database: ctx.database,
      config: {
        SMTP_URL: undefined,
        MAIL_FROM: 'Party Central <hello@partycentral.com.au>',
        PUBLIC_URL: 'http://localhost:3000',
      },
    });
    const mails = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(
        and(eq(emailOutbox.userId, vendor.user.id), eq(emailOutbox.template, 'vendor_document_reviewed')),
      );
    const rejected = mails.find((m) => m.subject === 'Document rejected: Food safety audit');
    expect(rejected).toMatchObject({
      status: 'suppressed',
      lastError: 'The recipient turned off system update emails',
    });
  });

  it('answers 404 for a document that does not exist', async () => {
    const res = await post(admin, '/api/admin/vendor-documents/0b4f1c9e-6a0f-4c1e-9d3a-2f6b7e8a9c10/verify');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Document not found');
  });
});
