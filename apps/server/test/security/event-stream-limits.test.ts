import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UNSENT_STREAM_BYTES } from '../../src/domains/notifications/events.routes.ts';
import { publishEvents } from '../../src/lib/events.ts';
import { signInAs } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { type EventStream, openEventStream } from '../platform/sse-client.ts';

/**
 * GET /api/events is open to anyone, so its streams are capped per client address and per
 * instance (here 3 and 5), answered like every other response (security headers, the one error
 * shape), and a closed stream frees its place. A client that stops reading cannot make the server
 * hold its events without bound.
 */
let ctx: TestContext;
let baseUrl: string;
const open: EventStream[] = [];

beforeAll(async () => {
  ctx = await createTestApp({ EVENT_STREAMS_PER_ADDRESS: '3', EVENT_STREAMS_TOTAL: '5' });
  baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const s of open) s.close();
  await ctx.close();
});

async function stream(address: string, cookie = '') {
  const s = await openEventStream(baseUrl, cookie, { 'x-forwarded-for': address });
  open.push(s);
  return s;
}

async function waitUntil(check: () => boolean, what: string) {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
  expect(check(), what).toBe(true);
}

describe('live-event stream limits', () => {
  it('sends the security headers every other response has on the stream itself', async () => {
    const s = await stream('198.51.100.1');
    expect(s.status).toBe(200);
    expect(s.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(s.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(s.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(s.headers.get('x-frame-options')).toBe('DENY');
    expect(s.headers.get('x-content-type-options')).toBe('nosniff');
    expect(s.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    s.close();
    await waitUntil(() => ctx.app.events.size === 0, 'the closed stream is released');
  });

  it('caps one address, answering 429 in the error shape, and frees a place when a stream closes', async () => {
    const address = '198.51.100.2';
    const partner = await signInAs(ctx, { role: 'partner' });
    const mine = [await stream(address), await stream(address, partner.cookie), await stream(address)];
    expect(mine.map((s) => s.status)).toEqual([200, 200, 200]);

    const refused = await fetch(`${baseUrl}/api/events`, { headers: { 'x-forwarded-for': address } });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(refused.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(await refused.json()).toEqual({
      error: {
        code: 'RATE_LIMITED',
        message: 'Too many live update connections from your network. Close some tabs and try again shortly.',
      },
    });
    // Signed in or not, the address's share is the same.
    expect(
      (
        await fetch(`${baseUrl}/api/events`, {
          headers: { 'x-forwarded-for': address, cookie: partner.cookie },
        })
      ).status,
    ).toBe(429);

    // Another address is not affected.
    expect((await stream('198.51.100.3')).status).toBe(200);

    // A stream the browser closes frees its place at once.
    mine[0]!.close();
    await waitUntil(() => ctx.app.events.countOf(address) === 2, 'the closed stream is released');
    expect((await stream(address)).status).toBe(200);
  });

  it('caps the instance as a whole', async () => {
    // 3 + 1 open from the last test; one more reaches 5.
    await waitUntil(() => ctx.app.events.size === 4, 'four streams open');
    expect((await stream('198.51.100.4')).status).toBe(200);
    const refused = await fetch(`${baseUrl}/api/events`, { headers: { 'x-forwarded-for': '198.51.100.5' } });
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.message).toBe(
      'Live updates are busy right now. Please try again shortly.',
    );
  });

  it('releases every stream when clients disconnect', async () => {
    for (const s of open) s.close();
    await waitUntil(() => ctx.app.events.size === 0, 'every stream released');
    expect(ctx.app.events.countOf('198.51.100.2')).toBe(0);
    expect((await stream('198.51.100.5')).status).toBe(200);
  });

  it('closes a stream whose client stopped reading, and only that one', async () => {
    // Raw sockets: one never reads what arrives (a frozen tab), the other reads and counts it.
    const rawStream = (address: string) =>
      new Promise<Socket>((resolve) => {
        const socket = connect(Number(new URL(baseUrl).port), '127.0.0.1', () => {
          socket.write(`GET /api/events HTTP/1.1\r\nhost: localhost\r\nx-forwarded-for: ${address}\r\n\r\n`);
          resolve(socket);
        });
      });
    const stalled = await rawStream('198.51.100.6');
    const reader = await rawStream('198.51.100.7');
    let readBytes = 0;
    reader.on('data', (chunk: Buffer) => {
      readBytes += chunk.length;
    });
    await waitUntil(
      () => ctx.app.events.countOf('198.51.100.6') === 1 && ctx.app.events.countOf('198.51.100.7') === 1,
      'both streams open',
    );
    stalled.pause();
    stalled.on('error', () => {});

    // Events of about 7 kB each, to everyone (each different: PostgreSQL folds identical
    // notifications of one transaction), until the stalled client's socket buffers and then the
    // server's allowance for it are full (about 4 MB on loopback; 4,000 events would be 28 MB).
    const batch = (from: number) =>
      Array.from({ length: 10 }, (_, i) => ({
        everyone: true,
        type: 'site.changed' as const,
        data: { systemMessage: `${from + i} ${'x'.repeat(7000)}`, maintenance: false },
      }));
    let published = 0;
    while (published < 4000 && ctx.app.events.countOf('198.51.100.6') === 1) {
      await ctx.database.db.transaction((tx) => publishEvents(tx, batch(published)));
      published += 10;
      // The hub forwards this batch before the next, as it would between real changes.
      await waitUntil(() => readBytes >= published * 7000, 'the reading client keeps up');
    }

    expect(ctx.app.events.countOf('198.51.100.6'), 'the stalled stream was closed').toBe(0);
    // The server let it go once its unsent events passed the allowance, not at the first full socket.
    expect(published * 7000).toBeGreaterThan(MAX_UNSENT_STREAM_BYTES);
    expect(ctx.app.events.countOf('198.51.100.7'), 'the reading stream is still open').toBe(1);
    expect(reader.destroyed).toBe(false);
    reader.destroy();
    stalled.destroy();
    await waitUntil(() => ctx.app.events.countOf('198.51.100.7') === 0, 'the reader released');
  });
});
