import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../../src/db/client.ts';
import { products } from '../../src/db/schema/index.ts';

/** The build's index.html as Vite writes it: a generic title and description the server replaces. */
export const INDEX_HTML = `<!doctype html>
<html lang="en-AU">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Generic build description."
    />
    <title>Generic build title</title>
  </head>
  <body><div id="root"></div><script type="module" src="/assets/app-1.js"></script></body>
</html>
`;

export function createWebDist(): { dist: string; remove(): void } {
  const dist = mkdtempSync(join(tmpdir(), 'pc-seo-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  return { dist, remove: () => rmSync(dist, { recursive: true, force: true }) };
}

export async function insertProduct(
  database: Database,
  values: Partial<typeof products.$inferInsert> & { name: string; slug: string },
) {
  await database.db.insert(products).values({ price: '12.50', category: 'balloons', ...values });
}

/** The JSON-LD blocks of an HTML page, parsed. */
export function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1] ?? 'null'),
  );
}
