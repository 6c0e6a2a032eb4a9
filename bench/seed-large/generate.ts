import pg from 'pg';
import { REBUILD_SALES_SQL } from '../../apps/server/src/domains/orders/sales-roll-up.repository.ts';
import { seedPriceLists, seedPriceTiers, seedProducts } from './catalogue.ts';
import { createSeedFunctions } from './functions.ts';
import { dropKeysAndIndexes, restoreKeysAndIndexes } from './indexes.ts';
import { createOrderFunctions, seedDeliveryMethods, seedOrderLines, seedOrders } from './orders.ts';
import { createMembershipFunctions, seedCompanies, seedUsers } from './people.ts';
import { seedAccountInvoices } from './receivables.ts';
import { seedAudit, seedFiles, seedTickets } from './records.ts';
import { seedAdministrator, seedLeads, seedPurchaseOrders, seedQuotes } from './sales.ts';
import type { Sizes } from './sizes.ts';

export interface StageResult {
  stage: string;
  rows: number;
  seconds: number;
}

export interface GenerateOptions {
  sizes: Sizes;
  /** accounts.password of every generated user (an argon2id PHC string). */
  passwordHash: string;
  /** The "now" the history is laid out back from. */
  now?: Date;
  onStage?: (result: StageResult) => void;
}

type Stage = [name: string, run: (client: pg.Client) => Promise<number>];

function stagesFor(
  options: GenerateOptions,
  schema: { saved?: Awaited<ReturnType<typeof dropKeysAndIndexes>> },
) {
  const { sizes, passwordHash } = options;
  const stages: Stage[] = [
    [
      'keys and indexes dropped',
      async (c) => {
        schema.saved = await dropKeysAndIndexes(c);
        return schema.saved.keysAndIndexes.length + schema.saved.foreignKeys.length;
      },
    ],
    ['users (members and staff)', (c) => seedUsers(c, sizes, passwordHash)],
    ['companies, memberships, addresses, credit lines', (c) => seedCompanies(c, sizes)],
    ['products and their search rows', (c) => seedProducts(c, sizes)],
    [
      'quantity breaks and price lists',
      async (c) => (await seedPriceTiers(c, sizes)) + (await seedPriceLists(c, sizes)),
    ],
    ['orders', async (c) => (await seedDeliveryMethods(c)) + (await seedOrders(c, sizes))],
    ['order lines', (c) => seedOrderLines(c, sizes)],
    ['invoices on account and payments', (c) => seedAccountInvoices(c)],
    ['support tickets', (c) => seedTickets(c, sizes)],
    ['audit log', (c) => seedAudit(c, sizes)],
    ['files', (c) => seedFiles(c, sizes)],
    ['quotes and leads', async (c) => (await seedQuotes(c, sizes)) + (await seedLeads(c, sizes))],
    [
      'vendors, purchase orders and an administrator',
      async (c) => (await seedPurchaseOrders(c, sizes, passwordHash)) + (await seedAdministrator(c)),
    ],
    ['keys, indexes and foreign keys built', (c) => restoreKeysAndIndexes(c, schema.saved!)],
    [
      // The orders were written beside the orders' writers: their sales roll-up is summed once, as
      // the demo seed does (docs/decisions/0023-sales-roll-up.md).
      'sales roll-up',
      async (c) => {
        const results = (await c.query(REBUILD_SALES_SQL)) as unknown as pg.QueryResult[];
        return results.at(-1)?.rowCount ?? 0;
      },
    ],
    [
      'vacuum analyze',
      async (c) => {
        // VACUUM as well as ANALYZE: it sets the visibility map, without which the index-only scans
        // (order_items' covering index, migration 0003) read the heap until autovacuum gets there.
        // The whole database: the small tables written beside the big ones need statistics too.
        await c.query('vacuum (analyze)');
        return 0;
      },
    ],
  ];
  return stages;
}

/**
 * Fills a migrated, empty database with a large store, stage by stage, on one session (the
 * generator's functions live in its pg_temp). Returns each stage's rows and seconds.
 */
export async function generateLargeStore(url: string, options: GenerateOptions): Promise<StageResult[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // A lost commit on a crash costs nothing here (the run starts again with --fresh); bigger
    // memory lets each index build sort in one pass.
    await client.query(`set synchronous_commit = off`);
    await client.query(`set maintenance_work_mem = '1GB'`);
    await client.query(`set work_mem = '256MB'`);
    // JIT compiles the long inlined expressions for about 0.25 s per statement and then runs them no
    // faster (EXPLAIN ANALYZE of the order-lines query, 50,000 lines: 419 ms with, 192 ms without).
    await client.query('set jit = off');
    await createSeedFunctions(client);
    await createMembershipFunctions(client, options.sizes);
    await createOrderFunctions(client, options.sizes, options.now ?? new Date());
    const results: StageResult[] = [];
    for (const [stage, run] of stagesFor(options, {})) {
      const started = performance.now();
      const rows = await run(client);
      const result = { stage, rows, seconds: (performance.now() - started) / 1000 };
      results.push(result);
      options.onStage?.(result);
    }
    return results;
  } finally {
    await client.end();
  }
}
