/**
 * Every list and report at the big store's size (issue 32 item 2): on the database
 * `npm run bench:seed-large` made (BENCH_LARGE_URL, default party_large), the real server runs as its
 * own process and autocannon asks each screen at 10 connections for BENCH_DURATION seconds (p50, p95,
 * p99). Beside it, an in-process copy of the app answers each screen once with the ORM's statements
 * captured, and the slowest is explained (bench/lists/explain.ts): the query, its plan's access paths
 * and PostgreSQL's own time. The baseline in the same run: a bare Node server answering a fixed JSON
 * body (bench/lists/bare-server.ts), the floor HTTP adds at 10 connections on this machine.
 * `npm run bench:lists-large`; BENCH_ONLY=<screen substring> narrows the run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { startAppProcess } from './lib/app-process.ts';
import { measureLoad, round, runFacts, writeResult } from './lib/measure.ts';
import { signInBench } from './lib/session.ts';
import { startBareServer } from './lists/bare-server.ts';
import { type CapturedStatement, type ExplainedQuery, explainSlowest } from './lists/explain.ts';
import { type Caller, type Scenario, scenariosFor, type Terms } from './lists/scenarios.ts';
import { LARGE_STORE_PASSWORD } from './seed-large/people.ts';

const URL_ = process.env.BENCH_LARGE_URL ?? 'postgres://postgres@127.0.0.1:5432/party_large';
const CONNECTIONS = 10;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const ONLY = process.env.BENCH_ONLY;
const PUBLIC_URL = 'http://localhost:3000';
const AUTH_SECRET = 'lists-large-bench-secret-0123456789abcdef';

async function one<T>(client: pg.Client, sql: string): Promise<T> {
  const { rows } = await client.query(sql);
  if (!rows[0]) throw new Error(`nothing for: ${sql}`);
  return rows[0] as T;
}

/** Who signs in as each caller, and the search words, from the generated store. */
async function readStore(
  client: pg.Client,
): Promise<{ emails: Record<Exclude<Caller, 'anonymous'>, string>; terms: Terms }> {
  const staff = async (role: string) =>
    (
      await one<{ email: string }>(
        client,
        `select u.email from users u join associate_roles r on r.user_id = u.id
         where r.role = '${role}' and not exists (select 1 from admin_roles a where a.user_id = u.id) order by u.email limit 1`,
      )
    ).email;
  const admin = await one<{ email: string }>(
    client,
    'select u.email from users u join admin_roles a on a.user_id = u.id limit 1',
  );
  // The company with the most orders, and its owner.
  const owner = await one<{ email: string; name: string; orders: number }>(
    client,
    `select u.email, c.name, o.orders from (select company_id, count(*)::int as orders from orders group by 1 order by 2 desc limit 1) o
     join companies c on c.id = o.company_id join company_members m on m.company_id = c.id and m.role = 'owner'
     join users u on u.id = m.user_id`,
  );
  console.log(`The partner's company: ${owner.name}, ${owner.orders.toLocaleString('en-AU')} orders`);
  const mid = await one<{ name: string; order_number: string; email: string }>(
    client,
    `select c.name, left(o.id::text, 8) as order_number, u.email from orders o join companies c on c.id = o.company_id
     join users u on u.id = o.partner_id order by o.created_at desc offset (select count(*) / 200 from orders) limit 1`,
  );
  const quote = await one<{ title: string }>(
    client,
    'select title from quotes order by created_at desc offset (select count(*) / 130 from quotes) limit 1',
  );
  const lead = await one<{ name: string }>(
    client,
    'select name from leads order by created_at desc offset (select count(*) / 100 from leads) limit 1',
  );
  const file = await one<{ name: string }>(
    client,
    'select original_name as name from files order by created_at desc offset (select count(*) / 80 from files) limit 1',
  );
  const po = await one<{ po_number: string }>(
    client,
    'select po_number from purchase_orders order by created_at desc offset (select count(*) / 150 from purchase_orders) limit 1',
  );
  const today = new Date();
  const ymd = (d: Date) => d.toISOString().slice(0, 10);
  const threeYearsAgo = new Date(today);
  threeYearsAgo.setUTCFullYear(today.getUTCFullYear() - 3);
  const lastMonth = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
  return {
    emails: {
      sales: await staff('sales'),
      products: await staff('product_management'),
      finance: await staff('finance'),
      admin: admin.email,
      owner: owner.email,
    },
    terms: {
      companyWord: mid.name.split(' ')[0]!,
      orderNumber: mid.order_number,
      productWord: 'glitter',
      memberEmail: mid.email,
      quoteWord: quote.title.split(' ').at(-1)!,
      leadWord: lead.name.split(' ')[1] ?? lead.name,
      fileWord: file.name.split(/[.\-_ ]/)[0]!,
      poNumber: po.po_number,
      today: ymd(today),
      threeYearsAgo: ymd(threeYearsAgo),
      lastMonth: ymd(lastMonth).slice(0, 7),
    },
  };
}

/** How the sitemap index splits the catalogue: its files, and the addresses in the largest. */
async function sitemapFacts(base: string) {
  const index = await (await fetch(`${base}/sitemap.xml`)).text();
  const files = [...index.matchAll(/<loc>[^<]*\/sitemaps\/([^<]+)<\/loc>/g)].map((m) => m[1]!);
  let largest = { file: '', urls: 0, bytes: 0 };
  for (const file of files.filter((f) => f.startsWith('products-')).slice(0, 3)) {
    const body = await (await fetch(`${base}/sitemaps/${file}`)).text();
    const urls = body.split('<url>').length - 1;
    if (urls > largest.urls) largest = { file, urls, bytes: Buffer.byteLength(body) };
  }
  return {
    files: files.length,
    productFiles: files.filter((f) => f.startsWith('products-')).length,
    largest,
  };
}

/**
 * Waits until the store's database runs nothing but this session: a slow screen's requests that
 * autocannon gave up on (its 10 s timeout) still run in the server, and would otherwise be measured
 * as the next screen's time.
 */
async function waitForIdle(client: pg.Client): Promise<void> {
  for (let quiet = 0, tries = 0; quiet < 3 && tries < 600; tries++) {
    const { rows } = await client.query<{ busy: number }>(
      `select count(*)::int as busy from pg_stat_activity
       where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`,
    );
    quiet = rows[0]!.busy === 0 ? quiet + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

type Row = Scenario & {
  status: number;
  p50: number;
  p95: number;
  p99: number;
  reqPerSec: number;
  failures: number;
  query: ExplainedQuery;
};

const started = Date.now();
const client = new pg.Client({ connectionString: URL_ });
await client.connect();
const { emails, terms } = await readStore(client);
const scenarios = scenariosFor(terms).filter((s) => !ONLY || s.screen.includes(ONLY));
const dataDir = mkdtempSync(join(tmpdir(), 'bench-lists-'));
const env = { DATABASE_URL: URL_, DATA_DIR: dataDir, PUBLIC_URL, AUTH_SECRET };
const server = await startAppProcess(env);
const bare = await startBareServer();
const captured: CapturedStatement[] = [];
const database = await openDatabase({ url: URL_, onQuery: (sql, params) => captured.push({ sql, params }) });
const app = await buildApp({
  config: loadConfig({ ...env, NODE_ENV: 'production', LOG_LEVEL: 'silent', SEED_DEMO: 'false' }),
  database,
});
try {
  const origin = new URL(PUBLIC_URL).origin;
  const cookies: Partial<Record<Caller, string>> = {};
  let address = 2;
  for (const [caller, email] of Object.entries(emails) as [Exclude<Caller, 'anonymous'>, string][])
    cookies[caller] = (
      await signInBench(
        server.base,
        { email, password: LARGE_STORE_PASSWORD },
        { origin, forwardedFor: `10.9.0.${address++}` },
      )
    ).cookie;
  const headersOf = (as: Caller): Record<string, string> =>
    as === 'anonymous' ? {} : { cookie: cookies[as]! };

  const baseline = await measureLoad(`${bare.base}/`, { connections: CONNECTIONS, seconds: DURATION_S });
  const rows: Row[] = [];
  for (const scenario of scenarios) {
    await waitForIdle(client);
    captured.length = 0;
    const answer = await app.inject({ method: 'GET', url: scenario.path, headers: headersOf(scenario.as) });
    const statements = captured.splice(0);
    const query = await explainSlowest(client, statements);
    const url = server.base + scenario.path;
    await measureLoad(url, { connections: CONNECTIONS, seconds: 1, headers: headersOf(scenario.as) });
    const load = await measureLoad(url, {
      connections: CONNECTIONS,
      seconds: DURATION_S,
      headers: headersOf(scenario.as),
    });
    rows.push({
      ...scenario,
      status: answer.statusCode,
      ...load,
      failures: load.non2xx + load.errors,
      query,
    });
    console.log(
      `${scenario.screen} — ${scenario.name}: ${answer.statusCode} p95 ${load.p95} ms (target ${scenario.targetMs}), ` +
        `${query.statements} statements, slowest ${query.executionMs} ms: ${query.access.join(', ')}`,
    );
  }
  const sitemap = await sitemapFacts(server.base);
  console.log(`Sitemap: ${JSON.stringify(sitemap)}`);
  const report = {
    ...runFacts('lists-large'),
    sitemap,
    database: 'postgres',
    connections: CONNECTIONS,
    durationSeconds: DURATION_S,
    terms,
    baseline,
    scenarios: rows,
    overTarget: rows
      .filter((r) => r.p95 > r.targetMs || r.failures > 0 || r.status !== 200)
      .map((r) => `${r.screen} — ${r.name}`),
  };
  const file = writeResult(report);
  console.table(
    rows.map((r) => ({
      screen: `${r.screen} — ${r.name}`,
      'p95 ms': r.p95,
      target: r.targetMs,
      'req/s': r.reqPerSec,
      'sql ms': r.query.executionMs,
      stmts: r.query.statements,
      fails: r.failures,
    })),
  );
  console.log(`Bare server p95 ${baseline.p95} ms, ${round(baseline.reqPerSec)} req/s`);
  console.log(`Over target: ${report.overTarget.length ? report.overTarget.join('; ') : 'none'}`);
  console.log(`Written ${file} in ${Math.round((Date.now() - started) / 1000)} s`);
} finally {
  await app.close();
  await database.close();
  await server.stop();
  await bare.stop();
  await client.end();
  rmSync(dataDir, { recursive: true, force: true });
}
