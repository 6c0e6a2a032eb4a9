import type { Tx } from '../db/client.ts';
import { sendStatement } from '../db/named-statement.ts';
import type { PendingStatement } from '../db/rows-insert.ts';
import { EVENTS_CHANNEL, type PublishedEvent } from './events.ts';

export type { PendingStatement };

// PostgreSQL refuses NOTIFY payloads of 8000 bytes or more (publishEvent checks the same limit).
const MAX_EVENT_BYTES = 7900;

/**
 * Writes whose results nobody waits for (the side-effect rows of a use case: an outbox email, a
 * notification, an activity row, emptied cart lines) and NOTIFYs, collected by the domains that own
 * them and sent as ONE statement: each write a data-modifying CTE (PostgreSQL runs every one of
 * them to completion), then one pg_notify per message. Inside the caller's transaction, so they
 * commit or roll back with it, and notifications are delivered only on commit.
 *
 * A write is its SQL text and values (rowsInsert, or a Drizzle builder's toSQL()), joined here as
 * text: each write's $n markers move past the parameters of the writes before it.
 */
export class WriteBatch {
  private readonly writes: { sql: string; params: unknown[] }[] = [];
  private readonly notices: [channel: string, payload: string][] = [];

  write(statement: PendingStatement): void {
    this.writes.push(statement.toSQL());
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
    const params: unknown[] = [];
    const ctes = this.writes.map((write, i) => {
      const offset = params.length;
      params.push(...write.params);
      // Builders and rowsInsert write `$` only as parameter markers.
      const text = offset
        ? write.sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`)
        : write.sql;
      return `w${i} as (${text})`;
    });
    params.push(JSON.stringify(this.notices));
    this.writes.length = 0;
    this.notices.length = 0;
    await sendStatement(
      tx,
      `${ctes.length ? `with ${ctes.join(', ')} ` : ''}select pg_notify(n->>0, n->>1) from json_array_elements($${params.length}::json) as n`,
      params,
    );
  }
}
