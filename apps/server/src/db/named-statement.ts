import type { Tx } from './client.ts';

/**
 * A statement written once as SQL text with $1…$n parameters and sent under its name, for the
 * statements every add to cart and checkout sends: Drizzle builds nothing per call, node-postgres
 * parses it once per connection, and PostgreSQL parses it once and may keep its plan. Runs on the
 * database or a transaction alike, through the ORM's session, so its logger (the tests' statement
 * counts) still sees it; PGlite ignores the name. Rows come back as PostgreSQL names their columns.
 */
export function namedStatement<Row>(name: string, text: string) {
  return async (tx: Tx, params: unknown[]): Promise<Row[]> => {
    const result = await tx._.session.prepareQuery({ sql: text, params }, undefined, name, false).execute();
    return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Row[];
  };
}
