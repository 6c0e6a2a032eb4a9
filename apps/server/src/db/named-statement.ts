import type { Tx } from './client.ts';

/**
 * Sends SQL text with $1…$n parameters through the ORM's session, so its logger (the tests'
 * statement counts) sees it like any other statement. Named, node-postgres parses it once per
 * connection and PostgreSQL may keep its plan; PGlite ignores the name. Rows come back as
 * PostgreSQL names their columns.
 */
export async function sendStatement<Row>(
  tx: Tx,
  text: string,
  params: unknown[],
  name?: string,
): Promise<Row[]> {
  const result = await tx._.session.prepareQuery({ sql: text, params }, undefined, name, false).execute();
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Row[];
}

/**
 * A statement written once as SQL text and sent under its name, for the statements every add to
 * cart and checkout sends: Drizzle builds nothing per call.
 */
export function namedStatement<Row>(name: string, text: string) {
  return (tx: Tx, params: unknown[]): Promise<Row[]> => sendStatement<Row>(tx, text, params, name);
}
