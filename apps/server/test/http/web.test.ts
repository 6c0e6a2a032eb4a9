import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';

const INDEX_HTML =
  '<!doctype html><html><body><div id="root"></div><script src="/assets/app-3f2a.js"></script>';

const BIG_JS = 'export const party = "balloons";\n'.repeat(400);
const PRECOMPRESSED = brotliCompressSync(BIG_JS);
const BIG_CSS = '.card { aspect-ratio: 4 / 3; }\n'.repeat(400);

describe('web app serving (public pages need no authentication)', () => {
  let ctx: TestContext;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'pc-web-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), INDEX_HTML);
    writeFileSync(join(dist, 'assets', 'app-3f2a.js'), 'console.log("party")');
    writeFileSync(join(dist, 'assets', 'big-9c1e.js'), BIG_JS);
    writeFileSync(join(dist, 'assets', 'big-9c1e.css'), BIG_CSS);
    writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\nAllow: /\n');
    writeFileSync(`${dist}-secret.txt`, 'outside the build');
    ctx = await createTestApp({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(dist, { recursive: true, force: true });
    rmSync(`${dist}-secret.txt`, { force: true });
  });

  it('serves hashed assets with a one-year immutable cache', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/app-3f2a.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log("party")');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing asset with 404, not the page', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/gone-0000.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<div id="root">');
  });

  it('serves index.html, never cached, for client routes so a reload works', async () => {
    for (const url of ['/', '/partner/orders', '/login/vendor?x=1']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX_HTML);
    }
  });

  it('serves files at the root of the build, revalidated', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('User-agent');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing file with a plain 404, not the page', async () => {
    for (const url of ['/images/nonexistent.png', '/robots.txt.bak', '/logo.svg?v=2']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code, url).toBe('NOT_FOUND');
    }
  });

  it('does not let a path climb out of the build folder', async () => {
    const outside = `${basename(dist)}-secret.txt`;
    for (const url of [`/..%2f${outside}`, `/../${outside}`, `/assets/..%2f..%2f${outside}`]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.body, url).not.toContain('outside the build');
    }
  });

  it('keeps the JSON 404 for unknown API routes and media files', async () => {
    const api = await ctx.app.inject({ method: 'GET', url: '/api/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No API route GET /api/nope' } });
    const media = await ctx.app.inject({ method: 'GET', url: '/media/none.png' });
    expect(media.statusCode).toBe(404);
    expect(media.json().error.code).toBe('NOT_FOUND');
  });

  it('does not answer writes to page routes with the page', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/partner/orders', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });
});

describe('response compression', () => {
  let ctx: TestContext;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'pc-web-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), `${INDEX_HTML}<!--${'x'.repeat(2000)}-->`);
    writeFileSync(join(dist, 'assets', 'big-9c1e.js'), BIG_JS);
    writeFileSync(join(dist, 'assets', 'big-9c1e.css'), BIG_CSS);
    writeFileSync(join(dist, 'assets', 'pre-77aa.js'), BIG_JS);
    writeFileSync(join(dist, 'assets', 'pre-77aa.js.br'), PRECOMPRESSED);
    ctx = await createTestApp({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("sends the build's own brotli copy of an asset as it is", async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/assets/pre-77aa.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.rawPayload.equals(PRECOMPRESSED)).toBe(true);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(BIG_JS);
  });

  it('sends JavaScript and CSS brotli-compressed to a browser that accepts it, with Vary', async () => {
    for (const [url, text] of [
      ['/assets/big-9c1e.js', BIG_JS],
      ['/assets/big-9c1e.css', BIG_CSS],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers.vary, url).toMatch(/accept-encoding/i);
      expect(res.rawPayload.length, url).toBeLessThan(text.length / 4);
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(text);
    }
  });

  it('gzips pages and JSON for a client that only speaks gzip', async () => {
    const page = await ctx.app.inject({
      method: 'GET',
      url: '/products',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(page.rawPayload).toString()).toContain('<div id="root">');

    const docs = await ctx.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(docs.headers['content-type']).toMatch(/json/);
    expect(docs.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(docs.rawPayload).toString()).openapi).toMatch(/^3\./);
  });

  it('sends the body as it is without Accept-Encoding', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/big-9c1e.js' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(BIG_JS);
  });
});

describe('code of the page preloaded with its HTML', () => {
  let ctx: TestContext;
  let dist: string;
  const manifest = {
    'index.html': { file: 'assets/index-1.js', imports: ['_react-1.js'] },
    '_react-1.js': { file: 'assets/react-1.js' },
    '_button-1.js': { file: 'assets/button-1.js', imports: ['_react-1.js'] },
    'src/areas/store/products-page.tsx': {
      file: 'assets/products-page-1.js',
      imports: ['index.html', '_react-1.js', '_button-1.js'],
    },
  };

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'pc-web-dist-'));
    mkdirSync(join(dist, '.vite'), { recursive: true });
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><title>Build</title><script type="module" src="/assets/index-1.js"></script><link rel="modulepreload" href="/assets/react-1.js"></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    ctx = await createTestApp({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("preloads a public page's own chunk and its imports that index.html does not load", async () => {
    const html = (await ctx.app.inject({ method: 'GET', url: '/products?category=balloons' })).body;
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/products-page-1.js" />');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/button-1.js" />');
    expect(html.match(/react-1\.js/g)).toHaveLength(1);
    expect(html.match(/index-1\.js/g)).toHaveLength(1);
  });

  it('adds nothing to pages that load no chunk of their own', async () => {
    for (const url of ['/', '/partner/orders']) {
      const html = (await ctx.app.inject({ method: 'GET', url })).body;
      expect(html, url).not.toContain('products-page-1.js');
      expect(html, url).not.toContain('crossorigin href');
    }
  });
});

describe('web app not built', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ WEB_DIST: join(tmpdir(), 'pc-web-dist-missing-folder') });
  });
  afterAll(() => ctx.close());

  it('explains how to build it instead of a blank page', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/partner' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('npm run build');
  });

  it('still answers the API', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
  });
});
