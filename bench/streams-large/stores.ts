/** What bench/streams-large.bench.ts runs on: a PGlite store of many orders, and a product CSV. */
import { once } from 'node:events';
import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { runMigrations } from '../../apps/server/src/db/migrate.ts';
import { createAccount, type NewAccount } from '../../apps/server/src/domains/accounts/create-account.ts';
import { LARGE_STORE_MANAGER, LARGE_STORE_PASSWORD } from '../seed-large/people.ts';

/**
 * A fresh PGlite store under `dataDir` (where the server looks: DATA_DIR/pglite) holding the big
 * store's manager and `orders` orders of one partner company, one line each, a second apart:
 * set-based SQL, as bench:seed-large does on PostgreSQL.
 */
export async function createPgliteStore(dataDir: string, orders: number) {
  const started = performance.now();
  mkdirSync(dataDir, { recursive: true });
  const database = await openDatabase({ dataDir: join(dataDir, 'pglite') });
  try {
    await runMigrations(database);
    const account = (email: string, extra: Partial<NewAccount>) =>
      database.db.transaction((tx) =>
        createAccount(tx, {
          email,
          password: LARGE_STORE_PASSWORD,
          name: 'Bench Person',
          role: 'partner',
          ...extra,
        }),
      );
    await account(LARGE_STORE_MANAGER, { role: 'associate', associateRole: 'product_management' });
    const partnerId = await account('partner.1@large.example', { name: 'Gala Events' });
    await database.db.execute(sql`
      insert into orders (partner_id, company_id, status, total_amount, delivery_cost, created_at, updated_at)
      select ${partnerId}::uuid, m.company_id,
        (array['pending', 'processing', 'shipped', 'delivered', 'cancelled'])[1 + i % 5],
        14.90 + (i % 200), 9.95, now() - make_interval(secs => i), now() - make_interval(secs => i)
      from generate_series(1, ${orders}::int) i
      cross join (select company_id from company_members where user_id = ${partnerId}::uuid) m`);
    await database.db.execute(sql`
      insert into order_items (order_id, product_name, quantity, price_per_unit)
      select id, 'Bench Balloons', 1, total_amount - delivery_cost from orders`);
  } finally {
    await database.close();
  }
  return { orders, seconds: Math.round((performance.now() - started) / 100) / 10 };
}

/** A product CSV of `rows` new products named `${tag} …` (no SKU: each gets the next one): its bytes. */
export async function writeImportCsv(path: string, tag: string, rows: number): Promise<number> {
  const file = createWriteStream(path);
  let bytes = 0;
  const write = async (line: string) => {
    bytes += Buffer.byteLength(line);
    if (!file.write(line)) await once(file, 'drain');
  };
  await write('name,category,description,price,cost,stock_quantity,image_url,is_featured,features\n');
  for (let i = 1; i <= rows; i++)
    await write(
      `${tag} ${i},tableware,"Plates, pack ${i % 50}",${(2 + (i % 90)).toFixed(2)},1.00,${i % 200},,false,Paper\n`,
    );
  file.end();
  await once(file, 'finish');
  return bytes;
}
