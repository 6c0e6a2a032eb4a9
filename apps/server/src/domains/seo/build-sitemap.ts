import { absoluteUrl, sitemapPaths } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { listProductAddresses } from '../catalog/list-product-addresses.ts';

const escapeXml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

const day = (date: Date) => date.toISOString().slice(0, 10);

function entry(loc: string, lastmod: string): string {
  return `  <url><loc>${escapeXml(loc)}</loc><lastmod>${lastmod}</lastmod></url>`;
}

/**
 * /sitemap.xml: every public page, then every product by slug (one query). The public pages change
 * with a release, so their lastmod is when this server started; a product's is its last update.
 */
export async function buildSitemap(db: Tx, publicUrl: string, releasedAt: Date): Promise<string> {
  const origin = new URL(publicUrl).origin;
  const products = await listProductAddresses(db);
  const pages = sitemapPaths().map((path) => entry(absoluteUrl(origin, path), day(releasedAt)));
  const productEntries = products.map((p) =>
    entry(absoluteUrl(origin, `/product/${encodeURIComponent(p.slug)}`), day(p.updatedAt)),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...pages,
    ...productEntries,
    '</urlset>',
    '',
  ].join('\n');
}

/** Portals and the API are not for search engines; everything else is. */
export const disallowedForRobots = ['/partner', '/vendor', '/associate', '/admin', '/api'];

export function buildRobotsTxt(publicUrl: string): string {
  const origin = new URL(publicUrl).origin;
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowedForRobots.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
