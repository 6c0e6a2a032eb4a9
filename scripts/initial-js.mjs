/**
 * Initial JS: the gzipped size (Node zlib, default level) of the JavaScript a page loads before any
 * interaction, read from the built app (apps/web/dist), and each page's budget. kB = 1,000 bytes.
 * docs/ARCHITECTURE.md (What a visitor downloads first) says what the budgets are and why.
 *
 * What a page loads, as files of the build:
 * - every page: the module script and modulepreload links of dist/index.html (the entry);
 * - a public page: also the modulepreloads the server writes into its HTML for its route
 *   (apps/server/src/http/route-chunks.ts, the server's own function);
 * - a portal's first screen, opened signed in at its address: also the chunks its route needs
 *   before it can draw, each with every chunk it imports statically (dist/.vite/manifest.json):
 *   the signed-in route table, the portal's shell and the landing screen (PORTAL_SCREENS).
 * Code the app fetches on its own once started (the toaster, head updates, analytics, the service
 * worker, the live-event stream) or on a first use (a dialog) is not counted, on any page; against
 * Chromium, that is the whole difference (bench/README.md, Initial JS).
 *
 * `npm test` checks every page against its budget right after the web build, each page one test
 * (scripts/test.mjs; scripts/test-changed.mjs when the build's inputs changed). `node
 * scripts/initial-js.mjs` prints every page's files after `npm run build`, as bench/initial-js.mjs does.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { tsImport } from 'tsx/esm/api';

export const DIST = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));

// Any slug: the server picks the product page's chunks by the address's shape, not the product.
export const PUBLIC_PAGES = { home: '/', products: '/products', product: '/product/any-product' };

/**
 * Each portal's landing screen after sign-in (dashboardPath in packages/shared/src/access/roles.ts)
 * and the source modules its route renders before it draws (the manifest's keys): the signed-in route
 * table React Router discovers (app/routes.tsx, patchRoutesOnNavigation), the portal's shell and its
 * index screen, each a lazy chunk.
 */
export const PORTAL_SCREENS = Object.fromEntries(
  ['partner', 'vendor', 'associate', 'admin'].map((portal) => [
    portal,
    {
      path: `/${portal}`,
      modules: [
        'src/app/portal-routes.tsx',
        `src/app/shells/${portal}-shell.tsx`,
        `src/areas/${portal}/dashboard-page.tsx`,
      ],
    },
  ]),
);

/**
 * Budgets in kB gzipped (issue 26): each page's figure after branch h-budget's split, rounded up to the
 * next kB (bench/README.md, Initial JS, has the figures before and after). Issue 26 asked 110 kB of
 * the public pages; React, React DOM, React Router's data router and TanStack Query alone, with no
 * page of ours, come to 108 kB, so the public budgets hold the pages where they are now instead
 * (docs/decisions/0011-public-page-javascript.md). A page over its budget fails `npm test`: lower a
 * budget when a change saves, and raise one only as a decision written beside it.
 * Raised 2 kB each on 2026-11-28: React Router 8 costs 1.8 kB on every page (ADR 0011).
 * Portals raised again that day, 1–2 kB each, by issue 27's fixes that every signed-in screen needs:
 * a title for each of ~80 routes in the route table (WCAG 2.4.2), the session's idle and lifetime
 * check with the live re-check after an admin's change, one plural and one Sydney-date helper, and
 * the own-work rule's reasons on approval screens (partner 204.7, vendor 203.8, associate 205.5,
 * admin 211.0 kB measured).
 * Partner and vendor +1 kB for company accounts' slice 2 (ADR 0011, amendment "company members").
 * Associate +1 kB for the admin's company pages in the route table (ADR 0011, amendment "admin companies").
 * Partner +1 kB for the Saved Lists entry and routes (ADR 0011, amendment "saved lists").
 * Home, product, vendor and associate +1 kB for wholesale prices (ADR 0011, amendment "wholesale buying").
 * Partner +2 kB and associate +1 kB for returns, statements and receivables (ADR 0011, amendment "after the sale").
 * Products +1 kB for "Over 10,000 …", vendor and admin +1 kB for builds' hash noise (ADR 0011, amendment "ten times bigger").
 */
export const BUDGETS_KB = {
  home: 133,
  products: 134,
  product: 135,
  partner: 211,
  vendor: 207,
  associate: 209,
  admin: 213,
};

/** kB = 1,000 bytes, the unit of the budgets. */
export const kb = (bytes) => Math.round(bytes / 100) / 10;

const attribute = (html, tag, attr) =>
  [...html.matchAll(new RegExp(`<${tag}[^>]*\\s${attr}="([^"]+)"`, 'g'))]
    .filter((m) => tag !== 'script' || m[0].includes('type="module"'))
    .filter((m) => tag !== 'link' || m[0].includes('rel="modulepreload"'))
    .map((m) => m[1]);

function measure(dist, url) {
  const bytes = readFileSync(join(dist, url));
  return { url, bytes: bytes.length, gzipBytes: gzipSync(bytes).length };
}

/** The files of `modules` and every chunk they import statically, as URLs; throws for a module the build lacks. */
function staticClosure(manifest, modules) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk)
      throw new Error(`${key} is not in the build's manifest: PORTAL_SCREENS names a module that moved.`);
    const url = `/${chunk.file}`;
    if (files.has(url)) return;
    files.add(url);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return [...files];
}

function page(path, urls, budgetKb, dist) {
  const files = [...new Set(urls)].map((url) => measure(dist, url));
  const gzipBytes = files.reduce((sum, f) => sum + f.gzipBytes, 0);
  // Judged on the bytes, not the rounded figure: 130,003 bytes prints as 130.0 kB but is over 130.
  const meetsBudget = gzipBytes <= Math.round(budgetKb * 1000);
  return { path, files, gzipBytes, gzipKb: kb(gzipBytes), budgetKb, meetsBudget };
}

/** Each page's initial JS files and gzipped total, against its budget. */
export async function initialJs({ dist = DIST, budgets = BUDGETS_KB } = {}) {
  const { routeChunkPreloads } = await tsImport('../apps/server/src/http/route-chunks.ts', import.meta.url);
  const indexHtml = readFileSync(join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const entry = [...attribute(indexHtml, 'script', 'src'), ...attribute(indexHtml, 'link', 'href')];
  const pages = {};
  for (const [name, path] of Object.entries(PUBLIC_PAGES)) {
    const routeFiles = attribute(await routeChunkPreloads(dist, path, indexHtml), 'link', 'href');
    pages[name] = page(path, [...entry, ...routeFiles], budgets[name], dist);
  }
  for (const [name, { path, modules }] of Object.entries(PORTAL_SCREENS))
    pages[name] = page(path, [...entry, ...staticClosure(manifest, modules)], budgets[name], dist);
  return { entry, pages, meetsBudget: Object.values(pages).every((p) => p.meetsBudget) };
}

/** One line per page: "home (/): 123.4 kB (123,400 bytes) gzipped in 3 files (budget ≤ 125 kB: met)". */
export function summary(result) {
  return Object.entries(result.pages)
    .map(
      ([name, p]) =>
        `${name} (${p.path}): ${p.gzipKb.toFixed(1)} kB (${p.gzipBytes.toLocaleString('en-AU')} bytes) gzipped in ${p.files.length} files ` +
        `(budget ≤ ${p.budgetKb} kB: ${p.meetsBudget ? 'met' : 'MISSED'})`,
    )
    .join('\n');
}

/** A page over its budget, named with its total and every file it loads, largest first. */
export function overBudgetReport(name, p) {
  const files = [...p.files]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .map((f) => `    ${kb(f.gzipBytes).toFixed(1).padStart(6)} kB  ${f.url}`);
  return [
    `${name} (${p.path}) loads ${p.gzipKb.toFixed(1)} kB (${p.gzipBytes.toLocaleString('en-AU')} bytes) of JS gzipped before any interaction, over its budget of ${p.budgetKb} kB, in ${p.files.length} files:`,
    ...files,
  ].join('\n');
}

/** Every page's files as tables, then the summary: what `node scripts/initial-js.mjs` prints. */
export function printPages(result) {
  const table = (files) =>
    console.table(
      files.map((f) => ({
        file: f.url.replace('/assets/', ''),
        'raw kB': kb(f.bytes),
        'gzip kB': kb(f.gzipBytes),
      })),
    );
  const entry = new Set(result.entry);
  console.log('\nevery page: the entry (dist/index.html)');
  table(result.pages.home.files.filter((f) => entry.has(f.url)));
  for (const [name, p] of Object.entries(result.pages)) {
    console.log(`\n${name} (${p.path}): the entry plus`);
    table(p.files.filter((f) => !entry.has(f.url)));
  }
  console.log(`\n${summary(result)}\n(kB = 1,000 bytes)`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) printPages(await initialJs());
