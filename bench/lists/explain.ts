/**
 * What a request asked the database, and how PostgreSQL answered the slowest of it: each statement
 * the app sent for one request (captured through the ORM's logger, with its parameters) is run again
 * under EXPLAIN (ANALYZE, BUFFERS); the slowest is the screen's query, summarised as the plan nodes
 * that touch a table (scan kind, table, index).
 */
import type pg from 'pg';

export interface CapturedStatement {
  sql: string;
  params: unknown[];
}

export interface ExplainedQuery {
  sql: string;
  /** PostgreSQL's execution time for this statement, in ms (one run, warm cache). */
  executionMs: number;
  /** "Index Scan orders(orders_created_at_idx)", one per node that reads a table or index. */
  access: string[];
  /** How many statements the request sent in all. */
  statements: number;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function accessPaths(node: PlanNode, into: string[] = []): string[] {
  if (node['Relation Name'] || node['Index Name']) {
    const index = node['Index Name'] ? `(${node['Index Name']})` : '';
    into.push(`${node['Node Type']} ${node['Relation Name'] ?? ''}${index}`.trim());
  }
  for (const child of node.Plans ?? []) accessPaths(child, into);
  return into;
}

/** Reads are explained as they ran; anything that writes is left out (EXPLAIN ANALYZE would run it). */
const isRead = (sql: string) => /^\s*(select|with)\b/i.test(sql) && !/\b(insert|update|delete)\b/i.test(sql);

export async function explainSlowest(
  client: pg.Client,
  statements: CapturedStatement[],
): Promise<ExplainedQuery> {
  let slowest: ExplainedQuery | undefined;
  for (const statement of statements.filter((s) => isRead(s.sql))) {
    const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] }>(
      `explain (analyze, buffers, format json) ${statement.sql}`,
      statement.params as unknown[],
    );
    const [result] = rows[0]!['QUERY PLAN'];
    if (!slowest || result['Execution Time'] > slowest.executionMs)
      slowest = {
        sql: statement.sql,
        executionMs: Math.round(result['Execution Time'] * 100) / 100,
        access: [...new Set(accessPaths(result.Plan))],
        statements: statements.length,
      };
  }
  return slowest ?? { sql: '', executionMs: 0, access: [], statements: statements.length };
}
