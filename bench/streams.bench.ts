/**
 * 500 open live-event streams: the server's memory before, with them open and after they close,
 * and how fast events reach them. The real server runs as its own process (bench/lib/app-process.ts)
 * so its memory is its own; the streams come from a separate load process (bench/streams/load.ts),
 * 50 from each of ten loopback addresses — EVENT_STREAMS_PER_ADDRESS as shipped — half of them
 * signed-in partners, half anonymous. Run: npm run bench:streams
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { createAccount, type NewAccount } from '../apps/server/src/domains/accounts/create-account.ts';
import { forkLoadProcess, startAppProcess } from './lib/app-process.ts';
import { createMigratedDatabase } from './lib/database.ts';
import { round, runFacts, writeResult } from './lib/measure.ts';
import { type AuthHeaders, signInHeaders } from './lib/session.ts';
import type { OpenCommand, PublishCommand } from './streams/load.ts';

const ADDRESSES = Array.from({ length: 10 }, (_, i) => `127.0.0.${i + 2}`);
const PER_ADDRESS = 50; // EVENT_STREAMS_PER_ADDRESS's default: the bench keeps the shipped cap
const PARTNERS = 50;
const CYCLES = Number(process.env.STREAM_CYCLES ?? 3);
const ROUNDS = Number(process.env.STREAM_ROUNDS ?? 10);
const PASSWORD = 'bench-pass-123';
const PUBLIC_URL = 'http://localhost:3000';

const mb = (bytes: number) => round(bytes / 1024 / 1024);

async function createDatabase() {
  const created = await createMigratedDatabase('streams');
  const client = new pg.Client({ connectionString: created.url });
  await client.connect();
  const { rows } = await client.query<{ id: string }>(
    `insert into products (name, slug, price, category, stock_quantity)
     select 'Bench Balloon ' || i, 'bench-balloon-' || i, 4.95, 'balloons', 1000000
     from generate_series(1, 20) as i order by i returning id`,
  );
  const method = await client.query<{ id: string }>(
    `insert into delivery_methods (name, estimated_days, base_cost, sort_order)
     values ('Standard Delivery', '3-5 business days', 9.95, 1) returning id`,
  );
  await client.end();
  const database = await openDatabase({ url: created.url });
  const account = (email: string, extra: Partial<NewAccount>) =>
    database.db.transaction((tx) =>
      createAccount(tx, { email, password: PASSWORD, name: 'Bench User', role: 'partner', ...extra }),
    );
  const partnerEmails = Array.from(
    { length: PARTNERS + 1 },
    (_, i) => `bench-partner-${i + 1}@example.com.au`,
  );
  for (const email of partnerEmails) await account(email, {});
  await account('bench-admin@example.com.au', { role: null, isAdmin: true });
  await database.close();
  return { ...created, productIds: rows.map((r) => r.id), methodId: method.rows[0]!.id, partnerEmails };
}

const started = Date.now();
const loadAverageAtStart = loadavg().map(round);
const bench = await createDatabase();
const dataDir = mkdtempSync(join(tmpdir(), 'bench-streams-'));
const server = await startAppProcess({ DATABASE_URL: bench.url, DATA_DIR: dataDir, PUBLIC_URL });
const load = forkLoadProcess(new URL('./streams/load.ts', import.meta.url));
try {
  const origin = new URL(PUBLIC_URL).origin;
  const signIn = (email: string, i: number) =>
    signInHeaders(server.base, { email, password: PASSWORD }, { origin, forwardedFor: `10.8.0.${i + 1}` });
  const partners: AuthHeaders[] = [];
  for (const [i, email] of bench.partnerEmails.entries()) partners.push(await signIn(email, i));
  const buyer = partners.pop()!;
  const admin = await signIn('bench-admin@example.com.au', 200);
  const publish: PublishCommand = {
    type: 'publish',
    base: server.base,
    rounds: ROUNDS,
    buyer,
    admin,
    productIds: bench.productIds,
    deliveryMethodId: bench.methodId,
  };

  // Warm-up: the code paths of streams, checkout and notifications run once before anything is read.
  await load.ask({
    type: 'open',
    base: server.base,
    addresses: ADDRESSES.slice(0, 1),
    perAddress: 10,
    partners,
  });
  await load.ask({ ...publish, rounds: 2 });
  await load.ask({ type: 'close' });

  const before = await server.memory(true);
  const cycles = [];
  for (let cycle = 1; cycle <= CYCLES; cycle++) {
    const open = await load.ask<{ open: number; statusBeyondCap: number }>({
      type: 'open',
      base: server.base,
      addresses: ADDRESSES,
      perAddress: PER_ADDRESS,
      partners,
    } satisfies OpenCommand);
    const withStreams = await server.memory(true);
    const delivery = await load.ask<Record<string, unknown>>(publish);
    const afterEvents = await server.memory(true);
    await load.ask({ type: 'close' });
    // The server sees each close on its next turn; a second's settling covers that on loopback.
    await new Promise((r) => setTimeout(r, 1000));
    const afterClose = await server.memory(true);
    cycles.push({
      cycle,
      ...open,
      delivery,
      rssMb: { open: mb(withStreams.rss), afterEvents: mb(afterEvents.rss), afterClose: mb(afterClose.rss) },
      heapUsedMb: {
        open: mb(withStreams.heapUsed),
        afterEvents: mb(afterEvents.heapUsed),
        afterClose: mb(afterClose.heapUsed),
      },
      perStreamKb: {
        rss: round((withStreams.rss - before.rss) / 1024 / open.open),
        heapUsed: round((withStreams.heapUsed - before.heapUsed) / 1024 / open.open),
      },
    });
    console.log(`cycle ${cycle}:`, JSON.stringify(cycles.at(-1)));
  }

  const report = {
    ...runFacts('streams'),
    loadAverageAtStart,
    loadAverageAfter: loadavg().map(round),
    database: 'postgres',
    streams: ADDRESSES.length * PER_ADDRESS,
    addresses: ADDRESSES,
    perAddressCap: PER_ADDRESS,
    cycles: CYCLES,
    roundsPerCycle: ROUNDS,
    events:
      'per round: a checkout (product.stock to every stream), an admin notification to every partner (notification.created to partner streams only)',
    memory: 'the server process alone, process.memoryUsage() after a full GC',
    before: { rssMb: mb(before.rss), heapUsedMb: mb(before.heapUsed) },
    results: cycles,
  };
  const file = writeResult(report);
  console.table(
    cycles.map((c) => ({
      cycle: c.cycle,
      open: c.open,
      '51st from one address': c.statusBeyondCap,
      'RSS before MB': mb(before.rss),
      'RSS open MB': c.rssMb.open,
      'RSS after close MB': c.rssMb.afterClose,
      'heap before MB': mb(before.heapUsed),
      'heap open MB': c.heapUsedMb.open,
      'heap after close MB': c.heapUsedMb.afterClose,
      'KB/stream RSS': c.perStreamKb.rss,
      'KB/stream heap': c.perStreamKb.heapUsed,
    })),
  );
  console.table(
    cycles.flatMap((c) => {
      const d = c.delivery as Record<string, Record<string, number>>;
      return ['stockEvent', 'notificationEvent'].map((event) => ({
        cycle: c.cycle,
        event,
        delivered: d[event]!.deliveries,
        expected: d[event]!.expected,
        missing: d[event]!.missing,
        'p50 ms': d[event]!.p50,
        'p95 ms': d[event]!.p95,
        'max ms': d[event]!.max,
        duplicates: c.delivery.duplicates,
        misdelivered: c.delivery.misdelivered,
      }));
    }),
  );
  console.log(`Written ${file} in ${Math.round((Date.now() - started) / 1000)} s`);
} finally {
  load.child.kill();
  await server.stop();
  await bench.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
