const escapeXml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/** A sitemap address and when it last changed, as the W3C datetime the protocol asks for. */
export interface SitemapEntry {
  loc: string;
  lastmod: string;
}

/** A day (the public pages change with a release) or the instant of a product's last update. */
export const sitemapDay = (date: Date) => date.toISOString().slice(0, 10);
export const sitemapTime = (date: Date) => date.toISOString();

/** One sitemap file: a <urlset> of page addresses. */
export function buildUrlset(entries: SitemapEntry[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map((e) => `  <url><loc>${escapeXml(e.loc)}</loc><lastmod>${e.lastmod}</lastmod></url>`),
    '</urlset>',
    '',
  ].join('\n');
}

/** /sitemap.xml: a <sitemapindex> naming each sitemap file. */
export function buildSitemapIndex(entries: SitemapEntry[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map(
      (e) => `  <sitemap><loc>${escapeXml(e.loc)}</loc><lastmod>${e.lastmod}</lastmod></sitemap>`,
    ),
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** Portals and the API are not for search engines; everything else is. */
export const disallowedForRobots = ['/partner', '/vendor', '/associate', '/admin', '/api'];

/** robots.txt, naming the sitemap index. */
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
