import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
// s3rver ships no types; its constructor, run() and close() are all this test uses.
// @ts-expect-error untyped package
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemSettings } from '../../src/db/schema/index.ts';
import { createVendor, type SignedIn, signInAs } from '../helpers/factories.ts';
import { sampleFiles } from '../helpers/multipart.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { storedFiles, upload } from './fixtures.ts';

/**
 * With S3_BUCKET set, uploads stream to S3-compatible storage (lib-storage's multipart upload) and
 * downloads stream back from it. The S3 server is s3rver on a free local port, started here.
 */
const BUCKET = 'party-central-documents';
let s3Dir: string;
let s3: { run(): Promise<{ port: number }>; close(): Promise<void> };
let client: S3Client;
let ctx: TestContext;
let vendor: SignedIn;

async function objectKeys(): Promise<string[]> {
  const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
  return (listed.Contents ?? []).map((o) => o.Key!);
}

beforeAll(async () => {
  s3Dir = mkdtempSync(join(tmpdir(), 'pc-s3rver-'));
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await s3.run();
  const endpoint = `http://127.0.0.1:${port}`;
  client = new S3Client({
    endpoint,
    region: 'ap-southeast-2',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  ctx = await createTestApp({
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  });
  vendor = await signInAs(ctx, { role: 'vendor' });
  await createVendor(ctx, vendor);
}, 60_000);
afterAll(async () => {
  await ctx.close();
  client.destroy();
  await s3.close();
  rmSync(s3Dir, { recursive: true, force: true });
});

describe('S3-compatible storage', () => {
  it('requires authentication', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/vendor/documents' })).statusCode).toBe(401);
  });

  it('stores an upload of several parts in the bucket, not on disk, and streams it back', async () => {
    // Over lib-storage's 5 MB part size, so the multipart upload path runs.
    const content = sampleFiles.pdf(6 * 1024 * 1024 + 123);
    const res = await upload(
      ctx,
      vendor,
      { documentName: 'Quality manual', documentType: 'quality_certification' },
      [{ name: 'manual.pdf', type: 'application/pdf', content }],
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'pending_review',
      fileSize: content.length,
      contentType: 'application/pdf',
    });
    expect(await objectKeys()).toEqual([
      expect.stringMatching(/^vendor-documents\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/),
    ]);
    expect(storedFiles(ctx)).toEqual([]);
    const download = await ctx.app.inject({
      method: 'GET',
      url: `/api/vendor/documents/${res.json().id}/file`,
      headers: vendor.headers,
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(content)).toBe(true);
  }, 60_000);

  it('leaves no object behind for a refused type or an oversized file', async () => {
    const before = await objectKeys();
    const exe = await upload(ctx, vendor, { documentName: 'Licence', documentType: 'business_license' }, [
      { name: 'licence.pdf', type: 'application/pdf', content: sampleFiles.exe() },
    ]);
    expect(exe.statusCode).toBe(400);
    await ctx.database.db.insert(systemSettings).values({ key: 'max_file_size_mb', value: '1' });
    const big = await upload(ctx, vendor, { documentName: 'Licence', documentType: 'business_license' }, [
      { name: 'licence.pdf', type: 'application/pdf', content: sampleFiles.pdf(2 * 1024 * 1024) },
    ]);
    expect(big.statusCode).toBe(413);
    expect(await objectKeys()).toEqual(before);
  }, 60_000);
});
