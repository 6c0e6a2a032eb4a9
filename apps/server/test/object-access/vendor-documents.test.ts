import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendorDocuments } from '../../src/db/schema/index.ts';
import { createVendor, type SignedIn, signInAs } from '../helpers/factories.ts';
import { sampleFiles } from '../helpers/multipart.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { upload } from '../vendor-documents/fixtures.ts';

/** docs/product/vendor-portal.md: a vendor sees only their own documents; another's are "not found". */
let ctx: TestContext;
let vendorA: SignedIn;
let vendorB: SignedIn;
let docId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  vendorA = await signInAs(ctx, { role: 'vendor' });
  vendorB = await signInAs(ctx, { role: 'vendor' });
  await createVendor(ctx, vendorA, { companyName: 'Vendor A' });
  await createVendor(ctx, vendorB, { companyName: 'Vendor B' });
  const res = await upload(ctx, vendorA, { documentName: 'A licence', documentType: 'business_license' }, [
    { name: 'a.pdf', type: 'application/pdf', content: sampleFiles.pdf() },
  ]);
  docId = res.json().id;
}, 60_000);
afterAll(() => ctx.close());

describe("vendor B and vendor A's document", () => {
  it('requires authentication', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/vendor/documents/${docId}/file` });
    expect(res.statusCode).toBe(401);
  });

  it('does not see it in the list or the counters', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/vendor/documents',
      headers: vendorB.headers,
    });
    expect(res.json()).toEqual({
      items: [],
      counts: { total: 0, verified: 0, pendingReview: 0, expired: 0 },
      maxFileSizeMb: 10,
    });
  });

  it('gets 404 for its file, not the bytes and not a 403', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/vendor/documents/${docId}/file`,
      headers: vendorB.headers,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Document not found');
    expect(res.body).not.toContain('%PDF');
  });

  it("leaves vendor A's document as it was and still A's to download", async () => {
    const [row] = await ctx.database.db.select().from(vendorDocuments).where(eq(vendorDocuments.id, docId));
    expect(row).toMatchObject({ documentName: 'A licence', isVerified: false });
    const own = await ctx.app.inject({
      method: 'GET',
      url: `/api/vendor/documents/${docId}/file`,
      headers: vendorA.headers,
    });
    expect(own.statusCode).toBe(200);
  });
});
