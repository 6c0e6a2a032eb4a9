import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The measuring code `npm test` runs after the web build (scripts/test.mjs), read here against a
// build of known files. It lives in scripts/ as plain JavaScript, so its shape is declared here.
interface PageFile {
  url: string;
  gzipBytes: number;
}
interface Page {
  path: string;
  files: PageFile[];
  gzipBytes: number;
  budgetKb: number;
  meetsBudget: boolean;
}
interface InitialJsModule {
  BUDGETS_KB: Record<string, number>;
  initialJs(options: {
    dist: string;
    budgets?: Record<string, number>;
  }): Promise<{ pages: Record<string, Page> }>;
  overBudgetReport(name: string, page: Page): string;
}
const SCRIPT = new URL('../../../../scripts/initial-js.mjs', import.meta.url);
const { BUDGETS_KB, initialJs, overBudgetReport } = (await import(SCRIPT.href)) as InitialJsModule;

/** A build's file: `bytes` of hex digits from a hash chain seeded by its name, the same on every run. */
function asset(name: string, bytes: number): string {
  let text = '';
  for (let i = 0; text.length < bytes; i++) text += createHash('sha256').update(`${name}:${i}`).digest('hex');
  return text.slice(0, bytes);
}

const manifest = (portal: (name: string) => Record<string, { file: string; imports?: string[] }>) => ({
  'index.html': { file: 'assets/index-1.js', imports: ['_runtime-1.js'] },
  '_runtime-1.js': { file: 'assets/runtime-1.js' },
  '_card-1.js': { file: 'assets/card-1.js', imports: ['index.html'] },
  'src/areas/store/home-sections.tsx': { file: 'assets/home-sections-1.js', imports: ['index.html'] },
  'src/areas/store/products-page.tsx': {
    file: 'assets/products-page-1.js',
    imports: ['index.html', '_card-1.js'],
  },
  'src/areas/store/product-page.tsx': { file: 'assets/product-page-1.js', imports: ['_card-1.js'] },
  'src/app/portal-routes.tsx': { file: 'assets/portal-routes-1.js', imports: ['index.html', '_card-1.js'] },
  ...Object.assign({}, ...['partner', 'vendor', 'associate', 'admin'].map(portal)),
});

function writeBuild(dist: string, entries: Record<string, { file: string }>) {
  mkdirSync(join(dist, '.vite'), { recursive: true });
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/runtime-1.js"></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(entries));
  for (const { file } of Object.values(entries))
    writeFileSync(join(dist, file), asset(file, file.startsWith('assets/index') ? 40_000 : 2_000));
}

/** Budgets no page of this small build reaches (1 MB each). */
const generous = () => Object.fromEntries(Object.keys(BUDGETS_KB).map((name) => [name, 1000]));

const gzipOf = (dist: string, url: string) => gzipSync(readFileSync(join(dist, url))).length;

describe('initial-JS budgets (scripts/initial-js.mjs)', () => {
  let dist: string;
  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'pc-initial-js-'));
    writeBuild(
      dist,
      manifest((name) => ({
        [`src/app/shells/${name}-shell.tsx`]: { file: `assets/${name}-shell-1.js`, imports: ['_card-1.js'] },
        [`src/areas/${name}/dashboard-page.tsx`]: {
          file: `assets/${name}-dashboard-1.js`,
          imports: ['index.html'],
        },
      })),
    );
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('budgets every public page and each portal first screen', () => {
    expect(Object.keys(BUDGETS_KB).sort()).toEqual(
      ['admin', 'associate', 'home', 'partner', 'product', 'products', 'vendor'].sort(),
    );
    for (const [name, kb] of Object.entries(BUDGETS_KB)) expect(kb, name).toBeGreaterThan(0);
  });

  it("counts the entry, the route's preloaded chunks and a portal screen's route chunks, each file once", async () => {
    const { pages } = await initialJs({ dist });
    const urls = (name: string) => pages[name]?.files.map((f) => f.url).sort();
    expect(urls('home')).toEqual([
      '/assets/home-sections-1.js',
      '/assets/index-1.js',
      '/assets/runtime-1.js',
    ]);
    expect(urls('products')).toEqual([
      '/assets/card-1.js',
      '/assets/index-1.js',
      '/assets/products-page-1.js',
      '/assets/runtime-1.js',
    ]);
    expect(urls('partner')).toEqual([
      '/assets/card-1.js',
      '/assets/index-1.js',
      '/assets/partner-dashboard-1.js',
      '/assets/partner-shell-1.js',
      '/assets/portal-routes-1.js',
      '/assets/runtime-1.js',
    ]);
    for (const page of Object.values(pages))
      expect(page.gzipBytes).toBe(page.files.reduce((sum, f) => sum + gzipOf(dist, f.url), 0));
  });

  it('fails a page over its budget, named with its total and every file with its size', async () => {
    const { pages } = await initialJs({ dist, budgets: { ...generous(), products: 1 } });
    const products = pages.products as Page;
    expect(products.meetsBudget).toBe(false);
    expect(pages.home?.meetsBudget).toBe(true);
    const report = overBudgetReport('products', products);
    expect(report).toContain('products (/products)');
    expect(report).toContain(`(${products.gzipBytes.toLocaleString('en-AU')} bytes)`);
    expect(report).toContain('over its budget of 1 kB');
    for (const file of products.files)
      expect(report).toMatch(
        new RegExp(`${(Math.round(file.gzipBytes / 100) / 10).toFixed(1)} kB {2}${file.url}`),
      );
  });

  it('fails a page one byte over, whatever its rounded figure', async () => {
    const { pages } = await initialJs({ dist });
    const home = pages.home as Page;
    const exact = home.gzipBytes / 1000;
    const { pages: under } = await initialJs({ dist, budgets: { ...generous(), home: exact } });
    const { pages: over } = await initialJs({ dist, budgets: { ...generous(), home: exact - 0.001 } });
    expect(under.home?.meetsBudget).toBe(true);
    expect(over.home?.meetsBudget).toBe(false);
  });

  it('refuses to measure a portal screen whose module the build no longer has', async () => {
    const moved = mkdtempSync(join(tmpdir(), 'pc-initial-js-'));
    try {
      writeBuild(
        moved,
        manifest((name) => ({
          [`src/app/shells/${name}-shell.tsx`]: { file: `assets/${name}-shell-1.js` },
          ...(name === 'vendor'
            ? {}
            : { [`src/areas/${name}/dashboard-page.tsx`]: { file: `assets/${name}-dashboard-1.js` } }),
        })),
      );
      await expect(initialJs({ dist: moved })).rejects.toThrow('src/areas/vendor/dashboard-page.tsx');
    } finally {
      rmSync(moved, { recursive: true, force: true });
    }
  });
});
