import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { EVENTS_CHANNEL, type PublishedEvent } from './events.ts';

// PostgreSQL refuses NOTIFY payloads of 8000 bytes or more (publishEvent checks the same limit).
const MAX_EVENT_BYTES = 7900;

/** A query built but not sent: Drizzle's insert, update and delete builders are such statements. */
export interface PendingStatement {
  getSQL(): SQL;
}

/**
 * Writes whose results nobody waits for (the side-effect rows of a use case: an outbox email, a
 * notification, an activity row, emptied cart lines) and NOTIFYs, collected by the domains that own
 * them and sent as ONE statement: each write a data-modifying CTE (PostgreSQL runs every one of
 * them to completion), then one pg_notify per message. Inside the caller's transaction, so they
 * commit or roll back with it, and notifications are delivered only on commit.
 */
export class WriteBatch {
  private readonly writes: SQL[] = [];
  private readonly notices: [channel: string, payload: string][] = [];

  write(statement: PendingStatement): void {
    this.writes.push(statement.getSQL());
  }

  notify(channel: string, payload: string): void {
    this.notices.push([channel, payload]);
  }

  /** A live event, as publishEvent sends it: delivered to every instance's EventHub after commit. */
  publish(event: PublishedEvent): void {
    const payload = JSON.stringify(event);
    const bytes = Buffer.byteLength(payload);
    if (bytes > MAX_EVENT_BYTES)
      throw new Error(`Live event ${event.type} is ${bytes} bytes; send ids and small data instead`);
    this.notify(EVENTS_CHANNEL, payload);
  }

  get isEmpty(): boolean {
    return this.writes.length === 0 && this.notices.length === 0;
  }

  /** Sends everything collected (one round trip) and empties the batch. */
  async run(tx: Tx): Promise<void> {
    if (this.isEmpty) return;
    const ctes = this.writes.map((w, i) => sql`${sql.raw(`w${i}`)} as (${w})`);
    const notices = JSON.stringify(this.notices);
    this.writes.length = 0;
    this.notices.length = 0;
    await tx.execute(
      sql`${ctes.length ? sql`with ${sql.join(ctes, sql`, `)} ` : sql``}select pg_notify(n->>0, n->>1) from json_array_elements(${notices}::json) as n`,
    );
  }
}
