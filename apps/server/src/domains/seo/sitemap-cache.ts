import { absoluteUrl, sitemapCategoryPaths, sitemapPagePaths } from '@party/shared';
import type { Database } from '../../db/client.ts';
import { type PrecompressedText, precompressText } from '../../http/compression.ts';
import { weakEtag } from '../../http/conditional-get.ts';
import { listProductAddressPages } from '../catalog/list-product-address-pages.ts';
import { listProductAddresses } from '../catalog/list-product-addresses.ts';
import {
  buildSitemapIndex,
  buildUrlset,
  type SitemapEntry,
  sitemapDay,
  sitemapTime,
} from './build-sitemap.ts';

/** The sitemap protocol's ceiling of addresses in one file (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapResponse {
  /** The XML with its br and gzip forms. */
  body: PrecompressedText;
  etag: string;
  lastModified: Date;
}

interface FilePlan {
  /** Changes whenever the file's content would: its products' first slug, count and newest change. */
  signature: string;
  lastModified: Date;
  build(): Promise<string>;
}

interface Plan {
  loadedAt: number;
  index: SitemapResponse;
  files: Map<string, FilePlan>;
}

export interface SitemapOptions {
  publicUrl: string;
  /** The public pages change with a release: their lastmod is the day this server started. */
  releasedAt: Date;
  /** At most this many addresses per file (≤ SITEMAP_MAX_URLS). */
  urlsPerFile: number;
  /** How long a plan is trusted before the products are read again. */
  ttlMs: number;
}

const chunk = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

const respond = async (xml: string, lastModified: Date): Promise<SitemapResponse> => ({
  body: await precompressText(xml),
  etag: weakEtag(xml),
  lastModified,
});

/**
 * /sitemap.xml and its files, kept in this instance's memory (docs/ARCHITECTURE.md, Sitemap). A
 * crawler's request must not cost a pass over the catalogue: the plan (one grouped read of slugs and
 * change times) is trusted for `ttlMs`, each file is built and compressed once per content (keyset
 * read of its own products) and kept until its signature changes, and concurrent requests share one
 * build.
 */
export class SitemapCache {
  private plan: Plan | null = null;
  private pendingPlan: Promise<Plan> | null = null;
  private readonly built = new Map<string, { signature: string; response: Promise<SitemapResponse> }>();
  private readonly origin: string;

  constructor(
    private readonly database: Database,
    private readonly options: SitemapOptions,
  ) {
    if (options.urlsPerFile < 1 || options.urlsPerFile > SITEMAP_MAX_URLS)
      throw new Error(`A sitemap file holds 1 to ${SITEMAP_MAX_URLS} addresses, not ${options.urlsPerFile}`);
    this.origin = new URL(options.publicUrl).origin;
  }

  async index(): Promise<SitemapResponse> {
    return (await this.currentPlan()).index;
  }

  /** A file the index names ('products-2.xml'), or null for any other name. */
  async file(name: string): Promise<SitemapResponse | null> {
    const file = (await this.currentPlan()).files.get(name);
    if (!file) return null;
    const cached = this.built.get(name);
    if (cached?.signature === file.signature) return cached.response;
    const response = file.build().then((xml) => respond(xml, file.lastModified));
    this.built.set(name, { signature: file.signature, response });
    response.catch(() => {
      if (this.built.get(name)?.response === response) this.built.delete(name);
    });
    return response;
  }

  private currentPlan(): Promise<Plan> {
    if (this.plan && Date.now() - this.plan.loadedAt < this.options.ttlMs) return Promise.resolve(this.plan);
    if (!this.pendingPlan) {
      const load = this.loadPlan()
        .then((plan) => {
          this.plan = plan;
          for (const name of this.built.keys()) if (!plan.files.has(name)) this.built.delete(name);
          return plan;
        })
        .finally(() => {
          if (this.pendingPlan === load) this.pendingPlan = null;
        });
      this.pendingPlan = load;
    }
    return this.pendingPlan;
  }

  private async loadPlan(): Promise<Plan> {
    const { urlsPerFile, releasedAt } = this.options;
    const loadedAt = Date.now();
    const productPages = await listProductAddressPages(this.database.read, urlsPerFile);
    const releaseDay = new Date(`${sitemapDay(releasedAt)}T00:00:00Z`);
    const files = new Map<string, FilePlan>();
    const staticFiles = (prefix: string, paths: string[]) =>
      chunk(paths, urlsPerFile).forEach((part, i) => {
        const entries = part.map((path) => ({
          loc: absoluteUrl(this.origin, path),
          lastmod: sitemapDay(releaseDay),
        }));
        files.set(`${prefix}-${i + 1}.xml`, {
          signature: sitemapDay(releaseDay),
          lastModified: releaseDay,
          build: async () => buildUrlset(entries),
        });
      });
    staticFiles('pages', sitemapPagePaths());
    staticFiles('categories', sitemapCategoryPaths());
    productPages.forEach((page, i) => {
      files.set(`products-${i + 1}.xml`, {
        signature: `${page.firstSlug} ${page.count} ${page.lastModified.toISOString()}`,
        lastModified: page.lastModified,
        build: async () => {
          const products = await listProductAddresses(this.database.read, {
            fromSlug: page.firstSlug,
            limit: urlsPerFile,
          });
          return buildUrlset(
            products.map((p) => ({
              loc: absoluteUrl(this.origin, `/product/${encodeURIComponent(p.slug)}`),
              lastmod: sitemapTime(p.updatedAt),
            })),
          );
        },
      });
    });
    const entries: SitemapEntry[] = [...files].map(([name, file]) => ({
      loc: `${this.origin}/sitemaps/${name}`,
      lastmod: name.startsWith('products-') ? sitemapTime(file.lastModified) : sitemapDay(file.lastModified),
    }));
    const lastModified = new Date(Math.max(...[...files.values()].map((f) => f.lastModified.getTime())));
    return { loadedAt, index: await respond(buildSitemapIndex(entries), lastModified), files };
  }
}
