import type pg from 'pg';

/** The tables the generator fills; their keys and indexes are built once, after the rows are in. */
export const FILLED_TABLES = [
  'users',
  'accounts',
  'profiles',
  'email_preferences',
  'user_roles',
  'companies',
  'company_members',
  'partner_addresses',
  'products',
  'product_search',
  'product_price_tiers',
  'price_list_items',
  'orders',
  'order_items',
  'account_invoices',
  'payments_received',
  'payment_allocations',
  'support_tickets',
  'audit_log',
  'files',
];

interface Definition {
  table: string;
  name: string;
  /** `alter table … add constraint …` or `create index …`, as PostgreSQL prints it. */
  create: string;
  drop: string;
}

export interface SavedSchema {
  /** Primary keys, unique constraints and plain indexes of the filled tables, then every foreign key. */
  keysAndIndexes: Definition[];
  foreignKeys: Definition[];
}

/**
 * Reads the definitions from the catalogue, then drops them: keys and indexes of the filled tables,
 * and every foreign key of the schema (some point at those keys). Loading into bare tables and
 * building each index once by sorting is far cheaper than updating it row by row; adding the foreign
 * keys back checks every reference in one join, so the data is proven consistent all the same.
 */
export async function dropKeysAndIndexes(client: pg.Client): Promise<SavedSchema> {
  const constraints = await client.query<{ table: string; name: string; def: string; type: string }>(
    `select c.conrelid::regclass::text as table, c.conname as name, pg_get_constraintdef(c.oid) as def,
       c.contype as type
     from pg_constraint c
     where c.connamespace = 'public'::regnamespace
       and (c.contype = 'f' or (c.contype in ('p', 'u') and c.conrelid::regclass::text = any($1)))`,
    [FILLED_TABLES],
  );
  const indexes = await client.query<{ table: string; name: string; def: string }>(
    `select i.indrelid::regclass::text as table, i.indexrelid::regclass::text as name,
       pg_get_indexdef(i.indexrelid) as def
     from pg_index i
     where i.indrelid::regclass::text = any($1)
       and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid and c.contype in ('p', 'u'))`,
    [FILLED_TABLES],
  );
  const asConstraint = (r: { table: string; name: string; def: string }): Definition => ({
    table: r.table,
    name: r.name,
    create: `alter table ${r.table} add constraint "${r.name}" ${r.def}`,
    drop: `alter table ${r.table} drop constraint "${r.name}"`,
  });
  const foreignKeys = constraints.rows.filter((r) => r.type === 'f').map(asConstraint);
  const keysAndIndexes = [
    ...constraints.rows.filter((r) => r.type !== 'f').map(asConstraint),
    ...indexes.rows.map((r) => ({ ...r, create: r.def, drop: `drop index ${r.name}` })),
  ];
  for (const d of [...foreignKeys, ...keysAndIndexes]) await client.query(d.drop);
  return { keysAndIndexes, foreignKeys };
}

/** Builds the keys and indexes again, then the foreign keys (which need the keys they point at). */
export async function restoreKeysAndIndexes(client: pg.Client, saved: SavedSchema): Promise<number> {
  for (const d of [...saved.keysAndIndexes, ...saved.foreignKeys]) await client.query(d.create);
  return saved.keysAndIndexes.length + saved.foreignKeys.length;
}
