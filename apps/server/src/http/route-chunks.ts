import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';

/** Vite's build manifest (dist/.vite/manifest.json): each source module's chunk and what it imports. */
type Manifest = Record<string, { file: string; imports?: string[] }>;

// The public pages that load their code on demand (apps/web/src/areas/store/routes.tsx), and the
// home page's foot (home-page.tsx).
const routeModules: [RegExp, string][] = [
  [/^\/$/, 'src/areas/store/home-sections.tsx'],
  [/^\/products\/?$/, 'src/areas/store/products-page.tsx'],
  [/^\/product\/[^/]+\/?$/, 'src/areas/store/product-page.tsx'],
  [/^\/faq\/?$/, 'src/areas/store/faq-page.tsx'],
  [/^\/delivery\/?$/, 'src/areas/store/delivery-page.tsx'],
  [/^\/guides\/?$/, 'src/areas/store/guides-page.tsx'],
  [/^\/guides\/[^/]+\/?$/, 'src/areas/store/guide-page.tsx'],
  [/^\/locations\/[^/]+\/?$/, 'src/areas/store/location-page.tsx'],
];

/**
 * <link rel="modulepreload"> tags for the code of the public page at `path` (its own chunk and the
 * chunks it imports that index.html does not already load), so the browser fetches it alongside
 * the entry instead of after it. Empty without a manifest or for other pages.
 */
export async function routeChunkPreloads(dist: string, path: string, indexHtml: string): Promise<string> {
  const module = routeModules.find(([pattern]) => pattern.test(path))?.[1];
  if (!module) return '';
  const text = await readFile(resolve(dist, '.vite', 'manifest.json'), 'utf8').catch(() => null);
  if (!text) return '';
  let manifest: Manifest;
  try {
    manifest = JSON.parse(text) as Manifest;
  } catch {
    return '';
  }
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || key === 'index.html' || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(module);
  return [...files]
    .filter((file) => !indexHtml.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`)
    .join('\n    ');
}
