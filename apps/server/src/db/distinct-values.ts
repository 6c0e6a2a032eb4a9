import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from './client.ts';

/**
 * The distinct non-null values of a column, in order, one index probe a value (a loose index scan
 * over an index that starts with the column): for a filter's choices, such as the entity types of a
 * million audit rows, where `select distinct` reads every row (bench/README, "Every list at size").
 */
export async function distinctValues(tx: Tx, table: PgTable, column: PgColumn): Promise<string[]> {
  const name = sql.identifier(column.name);
  const result = await tx.execute(sql`
    with recursive found as (
      (select ${name} as value from ${table} where ${name} is not null order by ${name} limit 1)
      union all
      select (select t.${name} from ${table} t where t.${name} > found.value order by t.${name} limit 1)
      from found where found.value is not null
    )
    select value from found where value is not null`);
  return (result as unknown as { rows: { value: string }[] }).rows.map((row) => row.value);
}
