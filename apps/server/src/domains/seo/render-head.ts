import { absoluteUrl, isShareImage, type PageMeta, shareImageFormat, siteName } from '@party/shared';

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => entities[c] ?? c);

/**
 * JSON inside <script type="application/ld+json">: '<' is escaped so a product text holding
 * '</script>' cannot close the block. The block is data, never run, so the CSP does not apply.
 */
export const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The head tags of a page, every address absolute on the public origin. */
export function renderHeadTags(meta: PageMeta, publicUrl: string): string {
  const origin = new URL(publicUrl).origin;
  const canonical = absoluteUrl(origin, meta.canonical);
  const image = absoluteUrl(origin, meta.image);
  // A page kept out of search results names no canonical address: a not-found page would otherwise
  // name the page whose preset it borrows (the home page).
  const listed = meta.robots !== 'noindex';
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<meta name="keywords" content="${escapeHtml(meta.keywords.join(', '))}" />`,
    meta.robots ? `<meta name="robots" content="${escapeHtml(meta.robots)}" />` : '',
    listed ? `<link rel="canonical" href="${escapeHtml(canonical)}" />` : '',
    `<meta property="og:site_name" content="${siteName}" />`,
    '<meta property="og:type" content="website" />',
    '<meta property="og:locale" content="en_AU" />',
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:image" content="${escapeHtml(image)}" />`,
    ...(isShareImage(meta.image)
      ? [
          `<meta property="og:image:type" content="${shareImageFormat.type}" />`,
          `<meta property="og:image:width" content="${shareImageFormat.width}" />`,
          `<meta property="og:image:height" content="${shareImageFormat.height}" />`,
        ]
      : []),
    listed ? `<meta property="og:url" content="${escapeHtml(canonical)}" />` : '',
    '<meta name="twitter:card" content="summary_large_image" />',
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}" />`,
    `<meta name="twitter:image" content="${escapeHtml(image)}" />`,
    ...(meta.jsonLd ?? []).map(
      (data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`,
    ),
  ];
  return tags.filter(Boolean).join('\n    ');
}

/**
 * index.html with the page's head: the build's generic title and description are replaced, the
 * rest is added before </head>. A file without a head is returned unchanged.
 */
export function injectHead(indexHtml: string, headTags: string): string {
  const closeAt = indexHtml.indexOf('</head>');
  if (closeAt === -1) return indexHtml;
  const head = indexHtml
    .slice(0, closeAt)
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/?>\s*/i, '');
  return `${head.trimEnd()}\n    ${headTags}\n  ${indexHtml.slice(closeAt)}`;
}
