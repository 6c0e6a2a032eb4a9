import { getTableColumns, getTableName } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgTable } from 'drizzle-orm/pg-core';

/** A statement built but not sent, as SQL text with $1…$n parameters: what a WriteBatch collects. */
export interface PendingStatement {
  toSQL(): { sql: string; params: unknown[] };
}

interface TableText {
  /** Each column's key in the schema and its name in the database. */
  names: Map<string, string>;
  /** The insert's text per column list. */
  inserts: Map<string, string>;
}

const tableTexts = new WeakMap<PgTable, TableText>();

function textsOf(table: PgTable): TableText {
  let texts = tableTexts.get(table);
  if (!texts) {
    // The schema names columns by their keys and the database snake_cases them (casing).
    const names = new Map(
      Object.entries(getTableColumns(table)).map(([key, column]) => [
        key,
        column.keyAsName ? toSnakeCase(key) : column.name,
      ]),
    );
    texts = { names, inserts: new Map() };
    tableTexts.set(table, texts);
  }
  return texts;
}

/**
 * An insert for a WriteBatch whose SQL text is written once per table and column list: the rows
 * travel as one JSON parameter that PostgreSQL reads into the table's column types
 * (json_populate_recordset), so a call builds nothing but the JSON. Every row names the same
 * columns; a column left out takes its default, one given as undefined or null is null.
 */
export function rowsInsert<T extends PgTable>(table: T, rows: T['$inferInsert'][]): PendingStatement {
  const { names, inserts } = textsOf(table);
  const keys = Object.keys(rows[0] ?? {});
  const columns = keys.map((key) => {
    const name = names.get(key);
    if (!name) throw new Error(`${getTableName(table)} has no column ${key}`);
    return name;
  });
  const json = rows.map((row) => {
    const values = row as Record<string, unknown>;
    if (Object.keys(values).length !== keys.length)
      throw new Error(`Every row for ${getTableName(table)} must name the same columns`);
    const out: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i++) out[columns[i]!] = values[keys[i]!] ?? null;
    return out;
  });
  const listKey = columns.join(',');
  let text = inserts.get(listKey);
  if (!text) {
    const list = columns.map((c) => `"${c}"`).join(', ');
    const name = `"${getTableName(table)}"`;
    text = `insert into ${name} (${list}) select ${list} from json_populate_recordset(null::${name}, $1::json)`;
    inserts.set(listKey, text);
  }
  const sql = text;
  return { toSQL: () => ({ sql, params: [JSON.stringify(json)] }) };
}
