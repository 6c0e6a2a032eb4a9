import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { type QueryTarget, replicaRouter } from '../../src/db/read-replicas.ts';

/** A connection that answers with its name, or fails with the given error. */
function target(name: string, calls: string[]): QueryTarget & { fail?: unknown } {
  const t: QueryTarget & { fail?: unknown } = {
    async query() {
      calls.push(name);
      if (t.fail) throw t.fail;
      return { rows: [{ from: name }] };
    },
  };
  return t;
}

const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5433'), { code: 'ECONNREFUSED' });

describe('replicaRouter', () => {
  it('sends statements to the replicas in turn', async () => {
    const calls: string[] = [];
    const router = replicaRouter([target('a', calls), target('b', calls)], target('primary', calls));
    for (let i = 0; i < 4; i++) await router.query({ text: 'select 1' });
    expect(calls).toEqual(['a', 'b', 'a', 'b']);
  });

  it('retries once on the primary when a replica cannot be reached, and leaves it out for a while', async () => {
    const calls: string[] = [];
    let clock = 1000;
    const a = target('a', calls);
    a.fail = refused;
    const router = replicaRouter([a], target('primary', calls), { downForMs: 5000, now: () => clock });
    expect(await router.query({ text: 'select 1' })).toEqual({ rows: [{ from: 'primary' }] });
    expect(await router.query({ text: 'select 1' })).toEqual({ rows: [{ from: 'primary' }] });
    expect(calls).toEqual(['a', 'primary', 'primary']);
    // Past the pause the replica is tried again; back up, it answers.
    clock += 5000;
    a.fail = undefined;
    expect(await router.query({ text: 'select 1' })).toEqual({ rows: [{ from: 'a' }] });
  });

  it('falls back on a connection ended by the server (57P01, terminated)', async () => {
    for (const fail of [
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      new Error('Connection terminated unexpectedly'),
    ]) {
      const calls: string[] = [];
      const a = target('a', calls);
      a.fail = fail;
      await replicaRouter([a], target('primary', calls)).query({ text: 'select 1' });
      expect(calls).toEqual(['a', 'primary']);
    }
  });

  it('never retries an error of the statement itself', async () => {
    const calls: string[] = [];
    const a = target('a', calls);
    a.fail = Object.assign(new Error('column "nope" does not exist'), { code: '42703' });
    const router = replicaRouter([a], target('primary', calls));
    await expect(router.query({ text: 'select nope' })).rejects.toThrow('nope');
    await expect(router.query({ text: 'select nope' })).rejects.toThrow('nope');
    // Not marked down: the replica is asked again.
    expect(calls).toEqual(['a', 'a']);
  });

  it('skips a replica that is down and uses the next one', async () => {
    const calls: string[] = [];
    const a = target('a', calls);
    a.fail = refused;
    const router = replicaRouter([a, target('b', calls)], target('primary', calls));
    await router.query({ text: 'select 1' });
    await router.query({ text: 'select 1' });
    await router.query({ text: 'select 1' });
    expect(calls).toEqual(['a', 'primary', 'b', 'b']);
  });
});

describe('DATABASE_READ_URL', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pc-read-config-'));
  const base = { DATA_DIR: dataDir, AUTH_SECRET: 'x'.repeat(32) };
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('takes one or more comma-separated PostgreSQL URLs beside a PostgreSQL DATABASE_URL', () => {
    const config = loadConfig({
      ...base,
      DATABASE_URL: 'postgres://app@db-primary:5432/party',
      DATABASE_READ_URL: 'postgres://app@db-r1:5432/party, postgres://app@db-r2:5432/party',
    });
    expect(config.DATABASE_READ_URL).toEqual([
      'postgres://app@db-r1:5432/party',
      'postgres://app@db-r2:5432/party',
    ]);
  });

  it('is refused with PGlite (no DATABASE_URL), naming the variable', () => {
    expect(() => loadConfig({ ...base, DATABASE_READ_URL: 'postgres://app@db-r1:5432/party' })).toThrow(
      /DATABASE_READ_URL: read replicas need a PostgreSQL DATABASE_URL/,
    );
  });

  it('refuses a value that is not a URL, naming the variable', () => {
    expect(() =>
      loadConfig({ ...base, DATABASE_URL: 'postgres://app@db:5432/party', DATABASE_READ_URL: 'db-r1' }),
    ).toThrow(/DATABASE_READ_URL/);
  });
});
