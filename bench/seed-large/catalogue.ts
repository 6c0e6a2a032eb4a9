import type pg from 'pg';
import type { Sizes } from './sizes.ts';

/**
 * The products, set-based. product_search is normally written row by row by the products_search_sync
 * trigger (migration 0004); here the trigger is off for the load and the index is filled with the
 * same expression in one statement, as migration 0004's own backfill does.
 */
export async function seedProducts(client: pg.Client, sizes: Sizes): Promise<number> {
  await client.query('alter table products disable trigger products_search_sync');
  const { rowCount } = await client.query(
    `insert into products (id, name, slug, description, price, cost, category, themes, image_url,
       stock_quantity, low_stock_threshold, is_featured, features, sku, pack_size, min_order_qty,
       created_at, updated_at)
     select pg_temp.seed_uuid('product', p), x.name,
       lower(regexp_replace(x.name, '[^A-Za-z0-9]+', '-', 'g')) || '-' || p,
       x.name || ': ' || pg_temp.product_phrase(h) || ', '
         || pg_temp.product_phrase(h % 12 + 1 + h / 12 % 11) || case when pg_temp.product_pack(p) > 1 then '. Sold in packs of ' || pg_temp.product_pack(p) || '.'
           else '. Sold singly.' end,
       pg_temp.product_price(p),
       round(pg_temp.product_price(p) * (0.35 + (h % 25) / 100.0), 2),
       pg_temp.product_category(p),
       (array['{birthday}', '{wedding}', '{holiday}', '{general}', '{birthday,general}'])[1 + (h % 5)::int]::text[],
       '/media/products/large/' || pg_temp.product_category(p) || '-' || (1 + h % 20) || '.svg',
       case when h % 23 = 7 then 0 when h % 13 = 4 then 2 + (h % 9)::int else 25 + (h % 626)::int end,
       10, p % 997 = 0,
       array[pg_temp.product_phrase(h / 7), 'Pack of ' || pg_temp.product_pack(p)],
       pg_temp.product_sku(p), pg_temp.product_pack(p), pg_temp.product_min_order(p),
       now() - make_interval(days => (h % 1095)::int), now() - make_interval(days => (h % 60)::int)
     from generate_series(1, $1::bigint) p
     cross join lateral (select pg_temp.seed_hash(p * 13 + 5) as h, pg_temp.product_name(p) as name) x`,
    [sizes.products],
  );
  await client.query(
    `insert into product_search (product_id, sort_name, search_text, category, themes, price)
     select id, lower(name), lower(name || E'\\n' || coalesce(description, '')), category, themes, price
     from products`,
  );
  await client.query('alter table products enable trigger products_search_sync');
  await client.query(`select setval('product_sku_seq', $1::bigint)`, [sizes.products]);
  return rowCount ?? 0;
}

/** Quantity breaks on every tenth product, in step with pg_temp.unit_price. */
export async function seedPriceTiers(client: pg.Client, sizes: Sizes): Promise<number> {
  const { rowCount } = await client.query(
    `insert into product_price_tiers (product_id, min_quantity, unit_price)
     select pg_temp.seed_uuid('product', p), pg_temp.product_pack(p) * t.packs,
       round(pg_temp.product_price(p) * t.factor, 2)
     from generate_series(3, $1::bigint, 10) p,
       (values (5, 0.9), (20, 0.8)) as t(packs, factor)`,
    [sizes.products],
  );
  return rowCount ?? 0;
}

const PRICE_LISTS = [
  { name: 'Schools 2026', percentOff: 12, segment: 'school' },
  { name: 'Wholesale contract', percentOff: 18, segment: 'wholesale' },
  { name: 'Retail spring promotion', percentOff: 5, segment: 'retail' },
  { name: 'Key accounts', percentOff: null, segment: null },
  { name: 'Venue partners', percentOff: 8, segment: null },
];

/** Five price lists: each prices one product in a hundred, and is assigned to a segment or to companies. */
export async function seedPriceLists(client: pg.Client, sizes: Sizes): Promise<number> {
  let rows = 0;
  for (const [i, list] of PRICE_LISTS.entries()) {
    const id = `pg_temp.seed_uuid('price-list', ${i + 1})`;
    await client.query(
      `insert into price_lists (id, name, valid_from, valid_to, percent_off, created_by)
       values (${id}, $1, current_date - 400, case when $3 then current_date + 365 end, $2,
         pg_temp.seed_uuid('staff', 1))`,
      [list.name, list.percentOff, i === 2],
    );
    // A fixed price 15 % under list on even products, 10 % off on odd ones.
    const items = await client.query(
      `insert into price_list_items (price_list_id, product_id, fixed_price, percent_off)
       select ${id}, pg_temp.seed_uuid('product', p),
         case when p % 2 = 0 then round(pg_temp.product_price(p) * 0.85, 2) end,
         case when p % 2 = 1 then 10 end
       from generate_series(${i + 1}, $1::bigint, 100) p`,
      [sizes.products],
    );
    const assignments = await client.query(
      list.segment
        ? `insert into price_list_assignments (price_list_id, segment) values (${id}, '${list.segment}')`
        : `insert into price_list_assignments (price_list_id, company_id)
           select ${id}, pg_temp.seed_uuid('company', c) from generate_series(${i}, $1::bigint, 97) c`,
      list.segment ? [] : [sizes.companies],
    );
    rows += 1 + (items.rowCount ?? 0) + (assignments.rowCount ?? 0);
  }
  return rows;
}
