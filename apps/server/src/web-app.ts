import { readFile, stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { type ErrorBody, shareImageFolder } from '@party/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from './config.ts';
import { injectHead } from './domains/seo/render-head.ts';
import { type PageHead, pageNotFoundHead } from './domains/seo/resolve-page-head.ts';
import { compressText } from './http/compression.ts';
import { sendApiNotFound } from './http/errors.ts';
import { routeChunkPreloads } from './http/route-chunks.ts';
import { SERVER_RENDER_FOLDER, serverRenderer } from './http/server-render.ts';

/** apps/web/dist of this checkout, whatever the working directory the server starts from. */
export const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

const HASHED_ASSETS = '/assets/';
const NOT_SPA = ['/api/', '/media/', HASHED_ASSETS];
/**
 * Share images (og:image) are fetched by every site a link is posted on and change only when
 * regenerated: cached 30 days, as the product pictures under /media. Other root files revalidate.
 */
const SHARE_IMAGE_CACHE = 'public, max-age=2592000';

/** A last path segment with an extension (/images/x.png, /app.js): the address of a file, not a page. */
const FILE_ADDRESS = /\.[a-z0-9]+$/i;

/**
 * Serves the built single-page app: hashed assets cached for a year, share images for 30 days, other
 * root files (favicon, robots.txt) revalidated, and index.html for every other GET so client routes
 * survive a reload; public pages come with their head, first-screen data and, when the build has its
 * server render, their markup. An address the web app's route table has no page for is answered 404
 * with the not-found page, and a missing file with a plain 404. Unknown /api routes keep the JSON 404
 * of the one error shape.
 */
export async function registerWebApp(
  app: FastifyInstance,
  config: Pick<Config, 'WEB_DIST' | 'PUBLIC_URL'>,
  pageHead?: (url: string) => Promise<PageHead | null>,
) {
  const dist = resolve(config.WEB_DIST ?? defaultWebDist);
  const { hasPage, renderInto } = serverRenderer(dist, app.log);

  await app.register(fastifyStatic, {
    root: resolve(dist, 'assets'),
    prefix: HASHED_ASSETS,
    index: false,
    // Vite puts a content hash in every asset name: a changed file is a new URL.
    maxAge: '365d',
    immutable: true,
    // The build writes .br and .gz copies (vite.config.ts); others are compressed per request.
    preCompressed: true,
    // The folder appears after `npm run build`, possibly while the server runs.
    suppressWarning: true,
  });

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (path.startsWith('/api/') || path === '/api')
      return sendApiNotFound(reply, request.method, request.url);
    if (!isRead || NOT_SPA.some((prefix) => path.startsWith(prefix))) return sendNotFound(reply, request);

    const rootFile = await fileInside(dist, path);
    if (rootFile) {
      if (path.startsWith(shareImageFolder))
        // Link previews are drawn by other sites, which may also show the picture in their pages.
        reply
          .header('cache-control', SHARE_IMAGE_CACHE)
          .header('cross-origin-resource-policy', 'cross-origin');
      else reply.header('cache-control', 'no-cache');
      return reply.sendFile(rootFile, dist, { cacheControl: false });
    }
    const indexHtml = await readFile(resolve(dist, 'index.html'), 'utf8').catch(() => null);
    if (indexHtml === null) return reply.code(503).type('text/html; charset=utf-8').send(notBuiltPage(dist));
    // Public pages get their own title, description and structured data before any script runs.
    const ownHead = pageHead ? await pageHead(request.url) : null;
    // Other addresses ask the web app's route table (null without the server render in the build:
    // the shell then goes out as it is, and the browser shows whether there is a page).
    const isPage = ownHead ? true : await hasPage(request.url);
    // A missing picture or script is no page: a plain 404, never the shell in its place.
    if (isPage !== true && FILE_ADDRESS.test(path)) return sendNotFound(reply, request);
    const head = isPage === false ? pageNotFoundHead(config.PUBLIC_URL) : ownHead;
    // The not-found page is part of the entry: no chunk of its own to preload.
    const preloads = ownHead ? await routeChunkPreloads(dist, path, indexHtml) : '';
    const tags = head && preloads ? `${head.tags}\n    ${preloads}` : head?.tags;
    const withHead = tags ? injectHead(indexHtml, tags) : indexHtml;
    // The page itself, drawn on the server, so it shows before its code has downloaded.
    const html = head ? await renderInto(withHead, request.url, head.firstScreen) : withHead;
    // Never cached: it names the current hashed assets.
    return reply
      .code(head?.status ?? 200)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(compressText(request, reply, html));
  });
}

/** The file under `root` that a URL path names, or null (directories, escapes and misses alike). */
async function fileInside(root: string, urlPath: string): Promise<string | null> {
  if (urlPath === '/' || urlPath.endsWith('/')) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const file = resolve(root, `.${decoded}`);
  if (!file.startsWith(root + sep) || decoded.includes('\0')) return null;
  // The server's own render code is part of the build, not of the site.
  if (file.startsWith(resolve(root, SERVER_RENDER_FOLDER) + sep)) return null;
  const info = await stat(file).catch(() => null);
  return info?.isFile() ? file.slice(root.length + 1) : null;
}

function sendNotFound(reply: FastifyReply, request: FastifyRequest) {
  const body: ErrorBody = {
    error: { code: 'NOT_FOUND', message: `Not found: ${request.method} ${request.url.split('?')[0]}` },
  };
  return reply.code(404).type('application/json; charset=utf-8').send(body);
}

function notBuiltPage(dist: string): string {
  const escaped = dist.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html>
<html lang="en-AU">
<head><meta charset="utf-8"><title>Party Central: web app not built</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; line-height: 1.5">
<h1>The web app has not been built yet</h1>
<p>The server found no <code>index.html</code> in <code>${escaped}</code>.</p>
<p>Run <code>npm run build</code> in the project folder, then reload this page.
<code>npm start</code> builds and starts in one step.</p>
</body>
</html>
`;
}
