import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';

// The SQL catalog-page.repository.ts (findProductPage) sends through Drizzle, written out by hand, so the
// difference between the two servers is the framework, validation and access layers, not the query.
// The count stops this far past the page's first row, as CATALOG_COUNT_CAP in packages/shared.
const CATALOG_COUNT_CAP = 1000;
// A search first looks for its page in this many names, as SEARCH_WALK_ROWS in catalog-search.repository.ts.
const SEARCH_WALK_ROWS = 1000;
const CARD_COLUMNS = 'id, name, slug, description, price, category, image_url';

/** `%text%` for LIKE with the text's own % _ \ taken literally, as containsPattern in the repository. */
function containsPattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

function toCard(row: Record<string, unknown>) {
  const { id, name, slug, description, price, category, image_url } = row;
  return { id, name, slug, description, price: Number(price), category, imageUrl: image_url };
}

/** The page by one of the repository's two search plans, both on product_search; `total` when ranking every match told it. */
async function searchPage(
  pool: pg.Pool,
  search: string,
  category: string | undefined,
  paging: { limit: number; offset: number },
): Promise<{ rows: Record<string, unknown>[]; total?: number }> {
  const pattern = containsPattern(search);
  const params: unknown[] = category ? [category] : [];
  const where = category ? ' where category = $1' : '';
  const n = params.length;
  const walked = await pool.query(
    `select ${CARD_COLUMNS} from (select product_id, sort_name, search_text from product_search${where} order by sort_name, product_id limit $${n + 1}) first_names inner join products on products.id = first_names.product_id where first_names.search_text like lower($${n + 2}) order by first_names.sort_name, first_names.product_id limit $${n + 3} offset $${n + 4}`,
    [...params, SEARCH_WALK_ROWS, pattern, paging.limit, paging.offset],
  );
  if (walked.rows.length === paging.limit) return { rows: walked.rows };
  const match = `search_text like lower($${n + 1})`;
  const ranked = await pool.query(
    `select ${CARD_COLUMNS}, page_of_matches.total from (select product_id, sort_name, total from (select product_id, sort_name, count(*) over () as total from product_search where ${category ? `category = $1 and ${match}` : match}) matches order by sort_name, product_id limit $${n + 2} offset $${n + 3}) page_of_matches inner join products on products.id = page_of_matches.product_id order by page_of_matches.sort_name, page_of_matches.product_id`,
    [...params, pattern, paging.limit, paging.offset],
  );
  if (ranked.rows.length === 0) return { rows: [] };
  return { rows: ranked.rows, total: Number(ranked.rows[0].total) };
}

/** The filters as SQL over products, or over product_search when there is search text. */
function whereClause(search: string | undefined, category: string | undefined, params: unknown[]) {
  const parts: string[] = [];
  if (category) {
    params.push(category);
    parts.push(`category = $${params.length}`);
  }
  if (search) {
    params.push(containsPattern(search));
    parts.push(`search_text like lower($${params.length})`);
  }
  return ` from ${search ? 'product_search' : 'products'}${parts.length ? ` where ${parts.join(' and ')}` : ''}`;
}

async function productPage(pool: pg.Pool, query: URLSearchParams) {
  const search = query.get('search')?.trim() || undefined;
  const rawCategory = query.get('category') ?? undefined;
  const category = rawCategory && rawCategory !== 'all' ? rawCategory : undefined;
  const page = Number(query.get('page') ?? 1);
  const pageSize = Number(query.get('pageSize') ?? 24);
  const offset = (page - 1) * pageSize;

  const params: unknown[] = [];
  const where = whereClause(search, category, params);
  const found = search
    ? await searchPage(pool, search, category, { limit: pageSize, offset })
    : await pool.query(
        `select ${CARD_COLUMNS}${where} order by lower(name), id asc limit $${params.length + 1} offset $${params.length + 2}`,
        [...params, pageSize, offset],
      );
  const items = found.rows.map(toCard);
  let total: number;
  let totalCapped = false;
  if ('total' in found && found.total !== undefined) total = found.total;
  else if (items.length > 0 && items.length < pageSize) total = offset + items.length;
  else if (items.length === 0 && offset === 0) total = 0;
  else {
    const upTo = offset + CATALOG_COUNT_CAP;
    const counted = await pool.query(
      `select count(*) from (select 1 as one${where} limit $${params.length + 1}) matches`,
      [...params, upTo + 1],
    );
    total = Number(counted.rows[0].count);
    if (total > upTo) [total, totalCapped] = [upTo, true];
  }
  return { items, total, totalCapped, page, pageSize };
}

/** node:http + pg answering GET /api/store/products like the app; nothing else. */
export async function startBareServer(url: string): Promise<{ url: string; close(): Promise<void> }> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const server: Server = createServer((req, res) => {
    const parsed = new URL(req.url ?? '/', 'http://localhost');
    if (parsed.pathname !== '/api/store/products') {
      res.writeHead(404).end();
      return;
    }
    productPage(pool, parsed.searchParams).then(
      (body) => {
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify(body));
      },
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      await new Promise((done) => server.close(done));
      await pool.end();
    },
  };
}
