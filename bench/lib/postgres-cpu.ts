/**
 * PostgreSQL's own CPU time behind a bench's requests: the work a shared machine's load leaves as
 * it is, where it stretches every latency. Read from /proc, so only for a server on this machine.
 */
import { readFileSync } from 'node:fs';
import type pg from 'pg';
import { round } from './measure.ts';

/**
 * CPU time (ms) each PostgreSQL backend serving `database` has used so far, read from
 * /proc/<pid>/stat (utime + stime). Null when PostgreSQL is not on this machine.
 */
export async function postgresCpuMs(
  client: pg.Client,
  database: string,
): Promise<Map<number, number> | null> {
  const { rows } = await client.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [database],
  );
  const used = new Map<number, number>();
  for (const { pid } of rows) {
    try {
      // utime and stime, fields 14 and 15, in clock ticks of 10 ms (Linux's USER_HZ of 100).
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      used.set(pid, (Number(fields[11]) + Number(fields[12])) * 10);
    } catch {
      return null;
    }
  }
  return used;
}

/** PostgreSQL CPU ms per request between two readings (a backend opened in between started at 0). */
export function cpuPerRequest(
  before: Map<number, number> | null,
  after: Map<number, number> | null,
  requests: number,
) {
  if (!before || !after || !requests) return null;
  let ms = 0;
  for (const [pid, used] of after) ms += used - (before.get(pid) ?? 0);
  return round(ms / requests);
}
