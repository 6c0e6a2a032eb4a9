import { productNotFoundMeta, productPageMeta, resolvePageMeta } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { renderHeadTags } from './render-head.ts';
import { findProductForPage } from './seo.repository.ts';

export interface PageHead {
  status: number;
  tags: string;
}

/**
 * The head of a public page for the HTML the server sends, so search engines and link previews
 * read it without running JavaScript. Null for paths that are not public pages (portals, unknown
 * paths): they get index.html as built. An unknown product slug still loads the app, with 404.
 */
export async function resolvePageHead(db: Tx, publicUrl: string, url: string): Promise<PageHead | null> {
  const parsed = new URL(url, 'http://local');
  const origin = new URL(publicUrl).origin;
  const productSlug = /^\/product\/([^/]+)\/?$/.exec(parsed.pathname)?.[1];
  if (productSlug !== undefined) {
    const slug = safeDecode(productSlug);
    const product = slug ? await findProductForPage(db, slug) : null;
    if (!product) return { status: 404, tags: renderHeadTags(productNotFoundMeta(), publicUrl) };
    return { status: 200, tags: renderHeadTags(productPageMeta(product, origin), publicUrl) };
  }
  const meta = resolvePageMeta(parsed.pathname, parsed.search, origin);
  return meta ? { status: 200, tags: renderHeadTags(meta, publicUrl) } : null;
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
