import { BUSINESS_TIME_ZONE } from '@party/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { vendors } from '../../db/schema/index.ts';

// SQL pieces the vendor-side repositories share (a repository file: it reads the schema).

/**
 * The vendor row of the account `vendorUserId`: every vendor query is narrowed to it in SQL, so a
 * vendor can never read or change another vendor's row whatever id they send.
 */
export const ownedBy = (vendorUserId: string) =>
  sql`(select ${vendors.id} from ${vendors} where ${vendors.userId} = ${vendorUserId})`;

/** The start of the month `today` (YYYY-MM-DD, Sydney) falls in, as an instant. */
export const monthStart = (today: string) =>
  sql`(${`${today.slice(0, 8)}01`}::date::timestamp at time zone ${BUSINESS_TIME_ZONE})`;
/** An AUD total as text ('0.00' when nothing matches), of the rows `where` picks when given. */
export const sumOf = (amount: AnyPgColumn, where?: SQL) =>
  where
    ? sql<string>`coalesce(sum(${amount}) filter (where ${where}), 0)::numeric(14, 2)::text`
    : sql<string>`coalesce(sum(${amount}), 0)::numeric(14, 2)::text`;
