import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, check, numeric, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

// Column builders every domain table shares, so money, time and ids look the same everywhere.

/** AUD, exact to the cent: business rules convert to integer cents (lib/money). */
export const money = () => numeric({ precision: 12, scale: 2 });

export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const timestamptz = () => timestamp({ withTimezone: true });

/** A user who must exist; their rows go with them. */
export const ownerRef = () =>
  uuid()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** A user mentioned for the record (creator, reviewer): the row outlives them. */
export const actorRef = () => uuid().references(() => users.id, { onDelete: 'set null' });

/** CHECK (column IN (...)) from a list of literals; the lists are code constants, never input. */
export function checkIn(name: string, column: AnyPgColumn, values: readonly string[]) {
  const literals = values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ');
  return check(name, sql`${column} in (${sql.raw(literals)})`);
}

/** A text default drawn from a sequence: 'TCK-000001'. Six digits; the sequence stops at 999999. */
export function numberFromSequence(prefix: string, sequenceName: string): SQL {
  return sql.raw(`('${prefix}-' || lpad(nextval('${sequenceName}')::text, 6, '0'))`);
}

export const humanNumberSequence = { startWith: 1, minValue: 1, maxValue: 999_999, increment: 1 } as const;
