import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * `column = any($ids)`: the rows of a big table whose reference is one of the ids a search of a small
 * table found first (the people whose name matches, say). With the ids as one bound array the
 * planner knows how many rows they name and reads them by index, or walks the list's order when they
 * are many; a join or `in (subquery)` inside an OR leaves it guessing, and a wrong guess reads the
 * whole table (bench/README, "Every list at size"). No ids match nothing.
 */
export function anyOf(column: SQLWrapper, ids: readonly string[]): SQL<boolean> {
  if (ids.length === 0) return sql<boolean>`false`;
  // One array literal as one parameter, the same to node-postgres and PGlite (ids are uuids).
  return sql<boolean>`${column} = any(${`{${ids.join(',')}}`}::uuid[])`;
}
