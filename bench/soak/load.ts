/**
 * The soak bench's load, run as its own process: anonymous visitors browsing the catalogue and
 * product pages, partners adding to cart and checking out, an associate moving orders along
 * (pending → processing → shipped → delivered), and open live-event streams counting the stock
 * events every checkout sends. Each virtual user waits a fixed think time between requests, so the
 * offered load stays steady and what changes over time is the server. Every `sampleSeconds` it
 * sends the window's count, p95 and errors per request type.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { checkoutInput } from '../lib/checkout-input.ts';
import { type OpenStream, openEventStream } from '../lib/event-stream.ts';
import { percentile, round } from '../lib/measure.ts';
import type { AuthHeaders } from '../lib/session.ts';

export interface SoakPlan {
  base: string;
  seconds: number;
  sampleSeconds: number;
  browsers: number;
  buyers: AuthHeaders[];
  staff: AuthHeaders;
  slugs: string[];
  categories: string[];
  searchTerms: string[];
  productIds: string[];
  deliveryMethodId: string;
  /** Anonymous live-event streams held open for the whole soak. */
  streams: number;
}

export interface WindowStats {
  count: number;
  p95: number;
  errors: number;
}

export interface SoakSample {
  type: 'sample';
  elapsedSeconds: number;
  byRequest: Record<string, WindowStats>;
  all: WindowStats;
  errorSamples: string[];
}

const BROWSE_THINK_MS = 100;
const BUY_THINK_MS = 200;
const STAFF_THINK_MS = 250;
const PAGE_SIZE = 24;
const NEXT_STATUS = { pending: 'processing', processing: 'shipped', shipped: 'delivered' } as const;

let windowByKind: Record<string, { times: number[]; errors: number }> = {};
let errorSamples: string[] = [];
const totals = { requests: 0, errors: 0, checkouts: 0, statusUpdates: 0 };

const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One timed request; an unexpected status or a network error counts as an error of its type. */
async function timed(
  kind: string,
  expected: number,
  url: string,
  init: RequestInit = {},
): Promise<unknown | null> {
  windowByKind[kind] ??= { times: [], errors: 0 };
  const entry = windowByKind[kind];
  totals.requests++;
  const started = performance.now();
  try {
    const res = await fetch(url, init);
    const body = await res.text();
    entry.times.push(performance.now() - started);
    if (res.status !== expected) throw new Error(`${res.status} ${body.slice(0, 200)}`);
    return body ? JSON.parse(body) : null;
  } catch (error) {
    entry.errors++;
    totals.errors++;
    if (errorSamples.length < 10) errorSamples.push(`${kind}: ${(error as Error).message}`);
    return null;
  }
}

const json = (headers: AuthHeaders, extra: Record<string, string> = {}) => ({
  ...headers,
  ...extra,
  'content-type': 'application/json',
});

async function browser(plan: SoakPlan, until: number) {
  const pages = Math.ceil(plan.slugs.length / PAGE_SIZE);
  while (performance.now() < until) {
    const roll = Math.random();
    if (roll < 0.35)
      await timed(
        'catalogue page',
        200,
        `${plan.base}/api/store/products?page=${1 + Math.floor(Math.random() * pages)}`,
      );
    else if (roll < 0.55)
      await timed(
        'catalogue page',
        200,
        `${plan.base}/api/store/products?category=${pick(plan.categories)}&page=${1 + Math.floor(Math.random() * 3)}`,
      );
    else if (roll < 0.7)
      await timed('search', 200, `${plan.base}/api/store/products?search=${pick(plan.searchTerms)}`);
    else await timed('product page', 200, `${plan.base}/api/store/products/${pick(plan.slugs)}`);
    await pause(BROWSE_THINK_MS);
  }
}

async function buyer(plan: SoakPlan, headers: AuthHeaders, until: number) {
  while (performance.now() < until) {
    const added = await timed('add to cart', 201, `${plan.base}/api/partner/cart/items`, {
      method: 'POST',
      headers: json(headers),
      body: JSON.stringify({ productId: pick(plan.productIds), quantity: 1 + Math.floor(Math.random() * 3) }),
    });
    await pause(BUY_THINK_MS);
    if (added === null) continue;
    const order = await timed('checkout', 201, `${plan.base}/api/partner/checkout`, {
      method: 'POST',
      headers: json(headers, { 'idempotency-key': randomUUID() }),
      body: JSON.stringify(checkoutInput(plan.deliveryMethodId)),
    });
    if (order !== null) totals.checkouts++;
    await pause(BUY_THINK_MS);
  }
}

async function staff(plan: SoakPlan, headers: AuthHeaders, until: number) {
  while (performance.now() < until) {
    for (const [from, to] of Object.entries(NEXT_STATUS)) {
      const list = (await timed(
        'staff order list',
        200,
        `${plan.base}/api/associate/orders?status=${from}&pageSize=5`,
        { headers },
      )) as { items: { id: string }[] } | null;
      await pause(STAFF_THINK_MS);
      for (const order of list?.items ?? []) {
        if (performance.now() >= until) return;
        const updated = await timed(
          'staff status update',
          200,
          `${plan.base}/api/associate/orders/${order.id}/status`,
          {
            method: 'PATCH',
            headers: json(headers),
            body: JSON.stringify({ status: to, notes: `Soak: ${from} to ${to}` }),
          },
        );
        if (updated !== null) totals.statusUpdates++;
        await pause(STAFF_THINK_MS);
      }
    }
  }
}

function takeWindow(elapsedSeconds: number): SoakSample {
  const stats = (times: number[], errors: number): WindowStats => {
    times.sort((a, b) => a - b);
    return { count: times.length, p95: round(percentile(times, 95)), errors };
  };
  const byRequest = Object.fromEntries(
    Object.entries(windowByKind).map(([k, w]) => [k, stats(w.times, w.errors)]),
  );
  const all = stats(
    Object.values(windowByKind).flatMap((w) => w.times),
    Object.values(windowByKind).reduce((s, w) => s + w.errors, 0),
  );
  const sample = {
    type: 'sample' as const,
    elapsedSeconds: round(elapsedSeconds),
    byRequest,
    all,
    errorSamples,
  };
  windowByKind = {};
  errorSamples = [];
  return sample;
}

async function soak(plan: SoakPlan) {
  const stockEvents: number[] = [];
  const streams: OpenStream[] = [];
  for (let i = 0; i < plan.streams; i++) {
    const index = i;
    stockEvents.push(0);
    const stream = await openEventStream(plan.base, {
      onEvent: (event) => {
        if (event.type === 'product.stock') stockEvents[index]!++;
      },
    });
    if (stream.status !== 200) throw new Error(`live-event stream refused: ${stream.status}`);
    streams.push(stream);
  }
  const start = performance.now();
  const until = start + plan.seconds * 1000;
  const sampler = setInterval(
    () => process.send?.(takeWindow((performance.now() - start) / 1000)),
    plan.sampleSeconds * 1000,
  );
  await Promise.all([
    ...Array.from({ length: plan.browsers }, () => browser(plan, until)),
    ...plan.buyers.map((headers) => buyer(plan, headers, until)),
    staff(plan, plan.staff, until),
  ]);
  clearInterval(sampler);
  const last = takeWindow((performance.now() - start) / 1000);
  // Every checkout took stock of one line: each stream should have heard of every one.
  const deadline = performance.now() + 10_000;
  while (stockEvents.some((n) => n < totals.checkouts) && performance.now() < deadline) await pause(20);
  await Promise.all(streams.map((s) => s.close()));
  return {
    last,
    totals,
    streams: {
      open: streams.length,
      stockEventsMin: Math.min(...stockEvents),
      stockEventsMax: Math.max(...stockEvents),
    },
  };
}

process.on('message', (plan: SoakPlan) => {
  soak(plan).then(
    (result) => process.send?.({ type: 'done', ok: true, result }),
    (error: Error) => process.send?.({ type: 'done', ok: false, error: error.stack ?? String(error) }),
  );
});
