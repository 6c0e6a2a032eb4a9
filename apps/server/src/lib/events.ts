import type { LiveEvent, Principal, UserRole } from '@party/shared';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Database, notify, type Tx } from '../db/client.ts';

export const EVENTS_CHANNEL = 'app_events';
// PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; leave room for the envelope.
const MAX_PAYLOAD_BYTES = 7900;

/** Who may receive an event: any listed user, any holder of a listed role, admins, or everyone. */
export interface EventAudience {
  userIds?: string[];
  /** Every member of these companies (docs/decisions/0019-company-accounts.md §4). */
  companyIds?: string[];
  roles?: UserRole[];
  admins?: boolean;
  everyone?: boolean;
}

export type PublishedEvent = EventAudience & LiveEvent;

/**
 * Queues a live event inside the caller's transaction: every instance's EventHub receives it after
 * commit and forwards it to the streams allowed to see it. Send ids and small data only.
 */
export async function publishEvent(tx: Tx, event: PublishedEvent): Promise<void> {
  checkSize(event);
  await notify(tx, EVENTS_CHANNEL, event);
}

/**
 * Sends a live event at once, outside any transaction: the progress of long work while its
 * transaction still runs. It is not undone by a rollback, so never announce a change with it.
 */
export async function publishEventNow(database: Database, event: PublishedEvent): Promise<void> {
  checkSize(event);
  await database.notifyNow(EVENTS_CHANNEL, event);
}

/** Many events in one round trip (one NOTIFY each), e.g. one per recipient of a broadcast. */
export async function publishEvents(tx: Tx, events: PublishedEvent[]): Promise<void> {
  if (events.length === 0) return;
  const payloads = events.map(checkSize);
  await tx.execute(
    sql`select pg_notify(${EVENTS_CHANNEL}, p) from json_array_elements_text(${JSON.stringify(payloads)}::json) as p`,
  );
}

function checkSize(event: PublishedEvent): string {
  const payload = JSON.stringify(event);
  const bytes = Buffer.byteLength(payload);
  if (bytes > MAX_PAYLOAD_BYTES)
    throw new Error(`Live event ${event.type} is ${bytes} bytes; send ids and small data instead`);
  return payload;
}

/** Anonymous visitors (principal null) receive only events for everyone. */
export function canReceive(principal: Principal | null, audience: EventAudience): boolean {
  if (audience.everyone) return true;
  if (!principal) return false;
  if (audience.userIds?.includes(principal.userId)) return true;
  if (principal.companyId && audience.companyIds?.includes(principal.companyId)) return true;
  if (audience.admins && principal.isAdmin) return true;
  return principal.role !== null && (audience.roles?.includes(principal.role) ?? false);
}

interface Stream {
  /** Null for an anonymous visitor. */
  principal: Principal | null;
  /** The client address, for the per-address cap. */
  address: string;
  write(chunk: string): void;
  end(): void;
}

export interface StreamLimits {
  perAddress: number;
  total: number;
}

/** Why a stream was not taken: this address holds its share, or the instance holds its total. */
export type StreamRefusal = 'address' | 'total';

/** The live streams connected to this instance, fed by LISTEN on the events channel. */
export class EventHub {
  private readonly streams = new Set<Stream>();
  private readonly perAddress = new Map<string, number>();
  private unlisten: (() => Promise<void>) | null = null;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    private readonly limits: StreamLimits = { perAddress: 50, total: 5000 },
  ) {}

  async start(): Promise<void> {
    this.unlisten = await this.database.listen(EVENTS_CHANNEL, (payload) => this.dispatch(payload));
  }

  get size(): number {
    return this.streams.size;
  }

  /** Open streams of one client address. */
  countOf(address: string): number {
    return this.perAddress.get(address) ?? 0;
  }

  /** Whether one more stream from this address would pass the caps (null: it would). */
  refusalFor(address: string): StreamRefusal | null {
    if (this.streams.size >= this.limits.total) return 'total';
    if (this.countOf(address) >= this.limits.perAddress) return 'address';
    return null;
  }

  /** Adds a stream (the caller checked refusalFor first); the returned function removes it, once. */
  connect(stream: Stream): () => void {
    this.streams.add(stream);
    this.perAddress.set(stream.address, this.countOf(stream.address) + 1);
    let connected = true;
    return () => {
      if (!connected) return;
      connected = false;
      this.streams.delete(stream);
      const left = this.countOf(stream.address) - 1;
      if (left > 0) this.perAddress.set(stream.address, left);
      else this.perAddress.delete(stream.address);
    };
  }

  private dispatch(payload: string): void {
    let event: PublishedEvent;
    try {
      event = JSON.parse(payload) as PublishedEvent;
    } catch {
      this.log.warn({ payload: payload.slice(0, 200) }, 'live event is not JSON');
      return;
    }
    const chunk = `event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;
    for (const stream of this.streams) {
      if (canReceive(stream.principal, event)) stream.write(chunk);
    }
    // An admin changed these users (disabled, sessions ended, a role granted or taken): their open
    // streams were let in as they were. Ended after the event itself, the browser reconnects and is
    // let in as they are now (a disabled user's as a visitor's).
    // An ended stream leaves the set at once, before its close arrives: a later event of the same
    // transaction (a removed member's bell, their company's change) must not be written to it.
    if (event.type === 'user.changed' && event.userIds?.length) {
      for (const stream of this.streams)
        if (stream.principal && event.userIds.includes(stream.principal.userId)) {
          this.streams.delete(stream);
          stream.end();
        }
    }
  }

  /** Ends every open stream so the server can close without waiting on them. */
  async close(): Promise<void> {
    for (const stream of this.streams) stream.end();
    this.streams.clear();
    this.perAddress.clear();
    await this.unlisten?.();
    this.unlisten = null;
  }
}
