import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from './client.ts';

/**
 * The distinct non-null values of a column, in order, one index probe a value (a loose index scan
 * over an index that starts with the column): for a filter's choices, such as the entity types of a
 * million audit rows, where `select distinct` reads every row (bench/README, "Every list at size").
 */
export async function distinctValues(tx: Tx, table: PgTable, column: PgColumn): Promise<string[]> {
  // min(column) over an index starting with it is one probe (PostgreSQL reads the index's first entry).
  const result = await tx.execute(sql`
    with recursive found as (
      select min(${column}) as value from ${table}
      union all
      select (select min(${column}) from ${table} where ${column} > found.value)
      from found where found.value is not null
    )
    select value from found where value is not null`);
  return (result as unknown as { rows: { value: string }[] }).rows.map((row) => row.value);
}
