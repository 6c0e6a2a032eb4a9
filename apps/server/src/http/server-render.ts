import { readFile, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DehydratedQueries } from '@party/shared';
import type { FastifyBaseLogger } from 'fastify';

/** Where `npm run build` puts the web app's server render (apps/web/src/entry-server.tsx), inside the build. */
export const SERVER_RENDER_FOLDER = 'server';
const ENTRY = `${SERVER_RENDER_FOLDER}/entry-server.js`;

/** The empty root of index.html, as the build writes it. */
const EMPTY_ROOT = '<div id="root"></div>';

/** The build's stylesheet links (Vite writes them into index.html's head). */
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/assets\/([\w.-]+\.css)">/g;

/** What the build's server entry exports (apps/web/src/entry-server.tsx). */
interface ServerEntry {
  renderPage(url: string, firstScreen: DehydratedQueries | null): Promise<string | null>;
  hasPage?(url: string): boolean;
}

/**
 * Renders public pages with the web app's own components, so their HTML already shows the page,
 * and tells which addresses are pages at all, from the web app's own route table. The bundle is
 * imported on first use, and again after a new build (its file changed). Without a bundle (a
 * server started before any build, API tests) or when rendering fails, pages keep the empty shell
 * the browser fills in: never an error for a page that works without it.
 */
export function serverRenderer(dist: string, log: FastifyBaseLogger) {
  const entry = resolve(dist, ENTRY);
  let loaded: { version: number; module: Promise<ServerEntry> } | null = null;
  let missingLogged = false;

  async function serverEntry(): Promise<ServerEntry | null> {
    const info = await stat(entry).catch(() => null);
    if (!info) {
      if (!missingLogged)
        log.info({ entry }, 'No server render in the web build: pages are drawn by the browser');
      missingLogged = true;
      return null;
    }
    if (loaded?.version !== info.mtimeMs) {
      const url = `${pathToFileURL(entry).href}?v=${info.mtimeMs}`;
      loaded = { version: info.mtimeMs, module: import(url) as Promise<ServerEntry> };
    }
    return loaded.module;
  }

  // Hashed names: a file's content never changes, so each is read once.
  const stylesheets = new Map<string, Promise<string>>();

  /**
   * The build's CSS written into the page instead of linked: a drawn page then paints with its
   * HTML, without waiting for one more request (render-blocking on a slow mobile network).
   */
  async function inlineStylesheets(html: string): Promise<string> {
    const links = [...html.matchAll(STYLESHEET_LINK)];
    let inlined = html;
    for (const [link, name] of links) {
      if (!name) continue;
      if (!stylesheets.has(name)) stylesheets.set(name, readFile(resolve(dist, 'assets', name), 'utf8'));
      const css = await stylesheets.get(name)!.catch(() => null);
      if (css === null) {
        stylesheets.delete(name);
        continue;
      }
      inlined = inlined.replace(link, () => `<style>${css}</style>`);
    }
    return inlined;
  }

  /**
   * Whether the web app has a page at `url`: false for an address its route table leaves to the
   * not-found page, null when that cannot be told (no server render in the build).
   */
  async function hasPage(url: string): Promise<boolean | null> {
    try {
      const bundle = await serverEntry();
      return bundle?.hasPage ? bundle.hasPage(url) : null;
    } catch (error) {
      log.error({ err: error, url }, 'The server render could not match the address');
      return null;
    }
  }

  /** index.html with the page at `url` drawn into #root, or as it was when that is not possible. */
  async function renderInto(
    indexHtml: string,
    url: string,
    firstScreen: DehydratedQueries | null,
  ): Promise<string> {
    if (!indexHtml.includes(EMPTY_ROOT)) return indexHtml;
    try {
      const bundle = await serverEntry();
      const markup = bundle ? await bundle.renderPage(url, firstScreen) : null;
      if (markup === null) return indexHtml;
      return await inlineStylesheets(indexHtml.replace(EMPTY_ROOT, () => `<div id="root">${markup}</div>`));
    } catch (error) {
      log.error({ err: error, url }, 'Server render failed: sending the page for the browser to draw');
      return indexHtml;
    }
  }

  return { hasPage, renderInto };
}
