import { type AccessRule, decideAccess, errorCodes } from '@party/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendors } from '../src/db/schema/index.ts';
import type { RouteEntry } from '../src/http/access.ts';
import {
  bodyCases,
  type Contract,
  fieldsOf,
  paramCases,
  queryCases,
  toContract,
  validSample,
} from './helpers/bad-input.ts';
import { type Caller, everyKindOfCaller, signInCallers } from './helpers/callers.ts';
import { multipartCases } from './helpers/multipart.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

/**
 * Robustness by construction: every route of the server's own route table (better-auth's endpoints
 * behind /api/auth/* included) receives bad input derived from its zod contracts, as every caller
 * its access rule lets through. Each case must answer 4xx with a readable error message, and no
 * case may change a row. A route is covered the moment it is registered.
 */

let ctx: TestContext;
let callers: Caller[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  callers = await signInCallers(ctx, everyKindOfCaller);
  // The vendor caller's company, so vendor routes reach their checks rather than "Vendor profile not found".
  const vendor = callers.find((c) => c.principal?.role === 'vendor')!.principal!;
  await ctx.database.db
    .insert(vendors)
    .values({ userId: vendor.userId, companyName: 'Bad Input Supplies', contactEmail: vendor.email });
}, 120_000);
afterAll(() => ctx.close());

/**
 * Tables a refused request may still write, left out of the snapshot:
 * - rate_limits: better-auth counts every /api/auth request per address before it reads the body,
 *   and the app's own limiter counts a request as it arrives; counting refused requests is the point.
 */
const VOLATILE_TABLES = new Set(['rate_limits']);
/**
 * Columns a refused request may still write, left out of their table's hash:
 * - sessions.last_active_at: any request of the user's is use of the session (its idle timeout, ADR 0003).
 */
const VOLATILE_COLUMNS: Record<string, string[]> = { sessions: ['last_active_at'] };

/** Per table: row count and md5 of its rows, in one statement over every table of the schema. */
async function snapshot(): Promise<Record<string, [number, string]>> {
  const tables = (await ctx.database.db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )) as unknown as { rows: { name: string }[] };
  const parts = tables.rows
    .filter((t) => !VOLATILE_TABLES.has(t.name))
    .map((t) => {
      const row = (VOLATILE_COLUMNS[t.name] ?? []).reduce(
        (text, column) => `${text} - '${column}'`,
        'to_jsonb(r)',
      );
      return `select '${t.name}' as name, count(*)::int as count,
           md5(coalesce(string_agg((${row})::text, '|' order by (${row})::text), '')) as hash from "${t.name}" r`;
    });
  const result = (await ctx.database.db.execute(sql.raw(parts.join(' union all ')))) as unknown as {
    rows: { name: string; count: number; hash: string }[];
  };
  return Object.fromEntries(result.rows.map((r) => [r.name, [r.count, r.hash]]));
}

interface Target {
  method: string;
  url: string;
  access: AccessRule;
  body?: Contract;
  query?: Contract;
  params?: Contract;
  /** A multipart/form-data route's text fields (route config `multipart`). */
  multipart?: Contract;
  /** better-auth's endpoints: its contracts drop unknown fields, and its path lives in `*`. */
  betterAuth: boolean;
}

interface BetterAuthEndpoint {
  path?: string;
  options?: { method?: string | string[]; body?: unknown; query?: unknown };
}

/** The route table, with better-auth's catch-all expanded into its endpoints (plugins' included). */
function targets(): Target[] {
  const out: Target[] = [];
  const table: RouteEntry[] = ctx.app.routeTable;
  for (const route of table) {
    const entry = {
      method: route.method,
      access: route.access!,
      body: toContract(route.schema.body),
      query: toContract(route.schema.querystring),
      params: toContract(route.schema.params),
      multipart: toContract(route.schema.multipart),
    };
    if (!route.url.endsWith('*')) {
      out.push({ ...entry, url: route.url, betterAuth: false });
      continue;
    }
    const base = route.url.slice(0, -2);
    out.push({ ...entry, url: `${base}/:splat`, betterAuth: true });
    for (const endpoint of Object.values(ctx.app.auth.api) as BetterAuthEndpoint[]) {
      const methods = [endpoint.options?.method ?? []].flat();
      if (!endpoint.path || !methods.includes(route.method)) continue;
      out.push({
        ...entry,
        url: `${base}${endpoint.path}`,
        body: toContract(endpoint.options?.body),
        query: toContract(endpoint.options?.query),
        betterAuth: true,
      });
    }
  }
  return out;
}

function whereOf(r: { payload?: string | Buffer; url: string }): string {
  return r.payload !== undefined ? 'body' : r.url.includes('?') ? 'query' : 'path';
}

/** Routes whose allowed answer is a never-ending stream: only cases refused up front are sent. */
const streaming = new Set(['GET /api/events']);
/**
 * Requests in flight at once: PostgreSQL answers several at a time. PGlite is one connection, and a
 * request holding it in a transaction would wait for one queued behind it: one at a time there.
 */
const concurrency = () => (ctx.database.driver === 'postgres' ? 8 : 1);

let ipCounter = 0;
/** Each case from its own address, so no rate limit answers in place of the check under test. */
function nextIp(): string {
  ipCounter++;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255 || 1}`;
}

function readableError(target: Target, body: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `not JSON: ${body.slice(0, 80)}`;
  }
  if (!parsed || typeof parsed !== 'object') return `no error object: ${body.slice(0, 80)}`;
  const ours = (parsed as { error?: { code?: unknown; message?: unknown } }).error;
  // better-auth answers its own refusals as { code, message } (authErrorBodySchema).
  const error = ours ?? (target.betterAuth ? (parsed as { code?: unknown; message?: unknown }) : undefined);
  if (!error) return `no error object: ${body.slice(0, 80)}`;
  if (ours && !errorCodes.includes(ours.code as (typeof errorCodes)[number]))
    return `unknown code ${ours.code}`;
  const message = error.message;
  if (typeof message !== 'string' || message.trim().length < 8)
    return `no readable message: ${body.slice(0, 80)}`;
  if (/\n\s+at |\[object Object\]/.test(message)) return `unreadable message: ${message}`;
  return null;
}

describe('bad input', () => {
  it('every route × caller × bad input answers 4xx with a readable message and changes no row', async () => {
    const failures: string[] = [];
    const list = targets();
    let cases = 0;
    let routesSent = 0;
    const unsampled: string[] = [];
    for (const target of list) {
      const label = `${target.method} ${target.url}`;
      const allowed = callers.filter((c) => decideAccess(target.access, c.principal).outcome === 'allow');
      if (!allowed.length) continue;
      const goodParams = target.params ? validSample(target.params).value : {};
      const good = (name: string) => {
        const value = (goodParams as Record<string, unknown>)?.[name];
        return typeof value === 'string' ? value : 'bad-input';
      };
      const url = target.url.replace(/:([A-Za-z]+)/g, (_m, name: string) => encodeURIComponent(good(name)));
      const isWrite = target.method !== 'GET';
      if (target.body && !validSample(target.body).valid) unsampled.push(`${label} body`);

      const requests: {
        name: string;
        url: string;
        payload?: string | Buffer;
        contentType?: string;
        guard?: string;
      }[] = [];
      if (isWrite)
        for (const c of bodyCases(target.body, { strict: !target.betterAuth })) requests.push({ ...c, url });
      if (target.multipart) {
        const form = target.multipart;
        const valid = Object.fromEntries(
          Object.entries(validSample(form).value as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
        );
        const fields = fieldsOf(form.json).map((f) => ({ name: f.path.join('.'), required: f.required }));
        for (const c of multipartCases(valid, fields, (values) => !form.parse(values)))
          requests.push({ ...c, url });
      }
      for (const c of queryCases(target.query)) requests.push({ ...c, url: `${url}?${c.query}` });
      for (const c of paramCases(target.url, good))
        requests.push({ ...c, guard: c.guard && target.betterAuth ? '*' : c.guard });

      const before = await snapshot();
      // Every caller gets one case of each kind the server refuses before any contract (malformed
      // JSON, a prototype key, a NUL in the body, the query and the path); the rest go round the
      // callers, each sent once, so every case is sent and every caller sends bad input.
      const everyCaller = new Set<(typeof requests)[number]>();
      for (const kind of [/^invalid JSON$/, /^__proto__ key$/, /NUL/]) {
        for (const r of requests.filter((r) => kind.test(r.name))) {
          if (![...everyCaller].some((e) => kind.test(e.name) && whereOf(e) === whereOf(r)))
            everyCaller.add(r);
        }
      }
      const sends = allowed.flatMap((caller, index) =>
        requests
          .filter((r, i) => everyCaller.has(r) || i % allowed.length === index)
          .filter((r) => !streaming.has(label) || r.guard)
          .map((request) => ({ caller, request })),
      );
      for (let i = 0; i < sends.length; i += concurrency())
        await Promise.all(
          sends.slice(i, i + concurrency()).map(async ({ caller, request }) => {
            const payload =
              request.payload ??
              (isWrite ? JSON.stringify(target.body ? validSample(target.body).value : {}) : undefined);
            const sent = ctx.app.inject({
              method: target.method as 'GET',
              url: request.url,
              headers: {
                ...caller.headers,
                origin: 'http://localhost:3000',
                'x-forwarded-for': nextIp(),
                ...(payload !== undefined
                  ? { 'content-type': request.contentType ?? 'application/json' }
                  : {}),
              },
              ...(payload !== undefined ? { payload } : {}),
            });
            cases++;
            const where = `${label} as ${caller.name}, ${request.name}`;
            // A stream that opens never answers: give up on it (app.close ends it) and say so.
            const res = streaming.has(label)
              ? await Promise.race([sent, new Promise<null>((done) => setTimeout(() => done(null), 3_000))])
              : await sent;
            if (!res) {
              failures.push(`${where}: opened the stream instead of refusing`);
              return;
            }
            // An OAuth callback reports a refusal the browser's way: a redirect to the error page.
            const oauthRefusal =
              !request.guard &&
              target.betterAuth &&
              res.statusCode === 302 &&
              /[?&]error=/.test(String(res.headers.location));
            if (oauthRefusal) return;
            if (res.statusCode < 400 || res.statusCode >= 500) {
              failures.push(`${where}: ${res.statusCode} ${res.body.slice(0, 160)}`);
              return;
            }
            const unreadable = readableError(target, res.body);
            if (unreadable) failures.push(`${where}: ${res.statusCode} ${unreadable}`);
            else if (request.guard) {
              const { error } = res.json() as { error?: { code: string; message: string } };
              if (
                res.statusCode !== 400 ||
                error?.code !== 'VALIDATION_FAILED' ||
                !error.message.includes(request.guard)
              )
                failures.push(
                  `${where}: expected 400 VALIDATION_FAILED naming ${request.guard}, got ${res.statusCode} ${res.body.slice(0, 160)}`,
                );
            }
          }),
        );
      routesSent++;
      const after = await snapshot();
      for (const [table, value] of Object.entries(after))
        if (JSON.stringify(value) !== JSON.stringify(before[table]))
          failures.push(`${label}: changed table ${table} (${before[table]?.[0]} → ${value[0]} rows)`);
    }
    console.info(
      `bad input: ${routesSent} routes (${list.filter((t) => t.betterAuth && !t.url.endsWith(':splat')).length} of them better-auth endpoints) × callers × cases = ${cases} requests` +
        (unsampled.length ? `; no valid sample for ${unsampled.join(', ')}` : ''),
    );
    expect(failures).toEqual([]);
  }, 600_000);
});
