import { type PageMeta, pageMeta } from '@party/shared/seo/presets';
import { resolvePageMeta } from '@party/shared/seo/routes';
import { absoluteUrl } from '@party/shared/seo/structured-data';

export { pageMeta, seoPresets } from '@party/shared/seo/presets';
export { productNotFoundMeta, productPageMeta } from '@party/shared/seo/routes';
export type { PageMeta };

/** Sets or removes one <meta>/<link> in the head (removes when value is empty). */
function setHeadTag(tag: 'meta' | 'link', key: string, keyValue: string, attr: string, value: string) {
  let element = document.head.querySelector<HTMLElement>(`${tag}[${key}="${keyValue}"]`);
  if (!value) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement(tag);
    element.setAttribute(key, keyValue);
    document.head.append(element);
  }
  if (element.getAttribute(attr) !== value) element.setAttribute(attr, value);
}

function replaceJsonLd(blocks: Record<string, unknown>[]) {
  for (const old of document.head.querySelectorAll('script[type="application/ld+json"]')) old.remove();
  for (const data of blocks) {
    // A data block: the browser never runs it, so the CSP's script rules do not apply.
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = JSON.stringify(data);
    document.head.append(script);
  }
}

/** Writes the same tags the server writes (server/domains/seo/render-head.ts) into the live head. */
export function applyPageMeta(meta: PageMeta) {
  const origin = window.location.origin;
  const canonical = absoluteUrl(origin, meta.canonical);
  const image = absoluteUrl(origin, meta.image);
  if (document.title !== meta.title) document.title = meta.title;
  setHeadTag('meta', 'name', 'description', 'content', meta.description);
  setHeadTag('meta', 'name', 'keywords', 'content', meta.keywords.join(', '));
  setHeadTag('meta', 'name', 'robots', 'content', meta.robots ?? '');
  setHeadTag('link', 'rel', 'canonical', 'href', canonical);
  setHeadTag('meta', 'property', 'og:title', 'content', meta.title);
  setHeadTag('meta', 'property', 'og:description', 'content', meta.description);
  setHeadTag('meta', 'property', 'og:image', 'content', image);
  setHeadTag('meta', 'property', 'og:url', 'content', canonical);
  setHeadTag('meta', 'name', 'twitter:card', 'content', 'summary_large_image');
  setHeadTag('meta', 'name', 'twitter:title', 'content', meta.title);
  setHeadTag('meta', 'name', 'twitter:description', 'content', meta.description);
  setHeadTag('meta', 'name', 'twitter:image', 'content', image);
  replaceJsonLd(meta.jsonLd ?? []);
}

/** The route's metadata on client navigation (the server wrote the first page's head). */
export function metaForLocation(pathname: string, search: string): PageMeta | null {
  if (/^\/product\/[^/]+\/?$/.test(pathname)) {
    // The generic product head until the product page sets its own with usePageMeta (lib/page-meta.ts).
    return pageMeta('product', { canonical: pathname });
  }
  return resolvePageMeta(pathname, search, window.location.origin);
}

interface RouterLike {
  state: { location: { pathname: string; search: string } };
  subscribe(listener: (state: { location: { pathname: string; search: string } }) => void): () => void;
}

/** Follows client navigation; the first page keeps the head the server sent. */
export function startRouteMeta(router: RouterLike, firstAddress?: string): () => void {
  const addressOf = (location: { pathname: string; search: string }) =>
    `${location.pathname}${location.search}`;
  // The server wrote the head of the address the page was loaded at.
  let last = firstAddress ?? addressOf(router.state.location);
  const follow = (location: { pathname: string; search: string }) => {
    const current = addressOf(location);
    if (current === last) return;
    last = current;
    const meta = metaForLocation(location.pathname, location.search);
    if (meta) applyPageMeta(meta);
    else {
      // Portal and unknown pages: no stale canonical or structured data from the previous page.
      setHeadTag('link', 'rel', 'canonical', 'href', '');
      replaceJsonLd([]);
    }
  };
  const stop = router.subscribe(({ location }) => follow(location));
  // Started after the visitor already moved on (this module loads after the first paint): catch up.
  follow(router.state.location);
  return stop;
}
