import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * A staff search written as branches, each one index-served select of the list's table (its alias
 * `t`): one per thing the search matches (the table's own columns, its company, its member, …). One
 * OR across those made PostgreSQL read the whole table or test every row against every matching id
 * (bench/README, "Every list at size"); a branch is a plain semi-join, so the planner sees how many
 * rows it finds: many, and it walks (created_at, id) backwards until the page is full; few, and it
 * reads them by their own index and sorts those. The caller gives the columns and the tail (order
 * and limit) each branch is read with.
 */
export type SearchBranches = (columns: SQL, tail: SQL) => SQL[];

const idAndCreated = sql.raw('t.id, t.created_at');
const newestFirst = (upTo: number) => sql`order by t.created_at desc, t.id desc limit ${upTo}`;

/** The ids of the newest `upTo` rows the search finds: each branch's newest `upTo`, and the union's newest. */
export function newestMatchIds(branches: SearchBranches, upTo: number): SQL {
  return sql`select h.id from (${sql.join(branches(idAndCreated, newestFirst(upTo)), sql` union `)}) h
    order by h.created_at desc, h.id desc limit ${upTo}`;
}

/**
 * The rows the search finds, as a subquery `hits(id)` for countUpTo: each branch stopped at `upTo`
 * rows (one that reaches it makes the union reach it too, so a capped count stays true), then the
 * union's distinct ids.
 */
export function matchIdsUpTo(branches: SearchBranches, upTo: number): SQL {
  return sql`(${sql.join(branches(sql.raw('t.id'), sql`limit ${upTo}`), sql` union `)}) as hits`;
}

/** Every row the search finds, as a condition on the table's `id` column (an export reads them all). */
export function anyMatch(id: SQLWrapper, branches: SearchBranches): SQL {
  return sql`${id} in (${sql.join(branches(sql.raw('t.id'), sql``), sql` union `)})`;
}
