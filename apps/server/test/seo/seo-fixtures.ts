import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
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

/** The web app's committed public files, which the build copies to the root of dist. */
export const WEB_PUBLIC = fileURLToPath(new URL('../../../web/public', import.meta.url));

export function createWebDist(): { dist: string; remove(): void } {
  const dist = mkdtempSync(join(tmpdir(), 'pc-seo-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  // The committed share images, served from the root of the build as Vite copies them.
  cpSync(join(WEB_PUBLIC, 'images'), join(dist, 'images'), { recursive: true });
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

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * The pixel size a PNG declares in its IHDR chunk (the first chunk, right after the 8-byte
 * signature); throws for anything that is not a PNG, such as an SVG.
 */
export function pngSize(file: Buffer): { width: number; height: number } {
  if (!PNG_SIGNATURE.every((byte, i) => file[i] === byte)) throw new Error('Not a PNG: no PNG signature');
  if (file.toString('latin1', 12, 16) !== 'IHDR') throw new Error('Not a PNG: no IHDR chunk first');
  return { width: file.readUInt32BE(16), height: file.readUInt32BE(20) };
}
