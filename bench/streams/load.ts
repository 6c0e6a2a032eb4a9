/**
 * The streams bench's client side, run as its own process so its sockets and buffers never count
 * in the server's memory. Commands arrive over IPC: open the streams (from several loopback
 * addresses), publish events through the real routes and time their delivery, close the streams.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { checkoutInput } from '../lib/checkout-input.ts';
import { type OpenStream, openEventStream, type StreamedEvent } from '../lib/event-stream.ts';
import { percentile, round } from '../lib/measure.ts';
import type { AuthHeaders } from '../lib/session.ts';

export interface OpenCommand {
  type: 'open';
  base: string;
  /** Client addresses (127.0.0.x); each opens `perAddress` streams, then one more from the first. */
  addresses: string[];
  perAddress: number;
  /** Partners whose cookies the signed-in streams carry (every other stream is anonymous). */
  partners: AuthHeaders[];
}

export interface PublishCommand {
  type: 'publish';
  base: string;
  rounds: number;
  /** A partner without streams whose checkouts change stock (a product.stock event to everyone). */
  buyer: AuthHeaders;
  admin: AuthHeaders;
  productIds: string[];
  deliveryMethodId: string;
}

interface Stream {
  signedIn: boolean;
  connection: OpenStream;
  /** Arrival time of each awaited event, by marker ('stock:<productId>', 'note:<title>'). */
  seen: Map<string, number>;
}

let streams: Stream[] = [];
let duplicates = 0;
/** notification.created reaching an anonymous stream: never allowed. */
let misdelivered = 0;

function receive(stream: Stream, event: StreamedEvent) {
  let marker: string | null = null;
  if (event.type === 'product.stock') marker = `stock:${(event.data as { productId: string }).productId}`;
  else if (event.type === 'notification.created') {
    if (!stream.signedIn) misdelivered++;
    marker = `note:${(event.data as { title: string }).title}`;
  }
  if (!marker) return;
  if (stream.seen.has(marker)) duplicates++;
  else stream.seen.set(marker, event.at);
}

async function open(command: OpenCommand) {
  let signedIn = 0;
  const openFrom = async (address: string, count: number, offset: number) => {
    const opened: Stream[] = [];
    const statuses: number[] = [];
    for (let i = 0; i < count; i++) {
      // Every other stream belongs to a partner, each partner's streams spread over the addresses.
      const partner =
        (offset + i) % 2 === 0 ? command.partners[signedIn++ % command.partners.length] : undefined;
      const stream = { signedIn: partner !== undefined, seen: new Map() } as Stream;
      stream.connection = await openEventStream(command.base, {
        cookie: partner?.cookie,
        localAddress: address,
        onEvent: (event) => receive(stream, event),
      });
      statuses.push(stream.connection.status);
      if (stream.connection.status === 200) opened.push(stream);
      else await stream.connection.close();
    }
    return { opened, statuses };
  };
  const started = performance.now();
  const perAddress = await Promise.all(
    command.addresses.map((address, a) => openFrom(address, command.perAddress, a * command.perAddress)),
  );
  const openMs = performance.now() - started;
  streams = perAddress.flatMap((p) => p.opened);
  const refusedWithinCap = perAddress.flatMap((p) => p.statuses).filter((s) => s !== 200).length;
  // One more from the first address: past its cap, so the server must refuse it.
  const extra = await openEventStream(command.base, {
    localAddress: command.addresses[0],
    onEvent: () => {},
  });
  await extra.close();
  return {
    open: streams.length,
    signedIn: streams.filter((s) => s.signedIn).length,
    anonymous: streams.filter((s) => !s.signedIn).length,
    refusedWithinCap,
    statusBeyondCap: extra.status,
    openMs: round(openMs),
  };
}

async function post(base: string, path: string, headers: AuthHeaders, body: unknown, extra = {}) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { ...headers, ...extra, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.status !== 201) throw new Error(`${path}: ${res.status} ${await res.text()}`);
}

/** Waits until every stream in `audience` has `marker`, or 15 s; returns the delivery times. */
async function deliveries(audience: Stream[], marker: string, sentAt: number) {
  const deadline = performance.now() + 15_000;
  while (audience.some((s) => !s.seen.has(marker)) && performance.now() < deadline)
    await new Promise((r) => setTimeout(r, 5));
  const times = audience.filter((s) => s.seen.has(marker)).map((s) => s.seen.get(marker)! - sentAt);
  return { times, missing: audience.length - times.length };
}

async function publish(command: PublishCommand) {
  const stock: number[] = [];
  const notification: number[] = [];
  let stockMissing = 0;
  let notificationMissing = 0;
  const partners = streams.filter((s) => s.signedIn);
  for (let round = 0; round < command.rounds; round++) {
    // A different product each round, so each round's stock event is told apart.
    const productId = command.productIds[round % command.productIds.length]!;
    await post(command.base, '/api/partner/cart/items', command.buyer, { productId, quantity: 1 });
    const checkoutAt = performance.now();
    await post(
      command.base,
      '/api/partner/checkout',
      command.buyer,
      checkoutInput(command.deliveryMethodId),
      { 'idempotency-key': randomUUID() },
    );
    const stockRound = await deliveries(streams, `stock:${productId}`, checkoutAt);
    stock.push(...stockRound.times);
    stockMissing += stockRound.missing;

    const title = `Bench round ${round + 1} ${randomUUID().slice(0, 8)}`;
    const sentAt = performance.now();
    await post(command.base, '/api/admin/notifications', command.admin, {
      role: 'partner',
      title,
      message: 'A live-event bench notification.',
    });
    const noteRound = await deliveries(partners, `note:${title}`, sentAt);
    notification.push(...noteRound.times);
    notificationMissing += noteRound.missing;
  }
  const summary = (times: number[]) => {
    times.sort((a, b) => a - b);
    return {
      deliveries: times.length,
      p50: round(percentile(times, 50)),
      p95: round(percentile(times, 95)),
      max: round(times.at(-1) ?? Number.NaN),
    };
  };
  return {
    rounds: command.rounds,
    stockEvent: { ...summary(stock), expected: command.rounds * streams.length, missing: stockMissing },
    notificationEvent: {
      ...summary(notification),
      expected: command.rounds * partners.length,
      missing: notificationMissing,
    },
    duplicates,
    misdelivered,
  };
}

async function close() {
  const count = streams.length;
  await Promise.all(streams.map((s) => s.connection.close()));
  streams = [];
  duplicates = 0;
  misdelivered = 0;
  return { closed: count };
}

process.on('message', (command: OpenCommand | PublishCommand | { type: 'close' }) => {
  const work =
    command.type === 'open' ? open(command) : command.type === 'publish' ? publish(command) : close();
  work.then(
    (result) => process.send?.({ ok: true, result }),
    (error: Error) => process.send?.({ ok: false, error: error.stack ?? String(error) }),
  );
});
