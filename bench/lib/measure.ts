/** What every bench shares: ranking response times, one autocannon run, and writing the result file. */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';

export const round = (n: number) => Math.round(n * 100) / 100;

/** The p-th percentile of times sorted ascending (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;
}

export type LoadResult = {
  requests: number;
  reqPerSec: number;
  non2xx: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
};

/** autocannon reports p97.5 but not p95: every response time is kept and ranked here instead. */
export async function measureLoad(
  url: string,
  options: { connections: number; seconds: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  const times: number[] = [];
  const instance = autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    headers: options.headers,
  });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => times.push(ms));
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    requests: result.requests.total,
    reqPerSec: round(result.requests.total / options.seconds),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    p99: round(percentile(times, 99)),
  };
}

/** Where and on what a bench ran: the head of every result file. */
export function runFacts(benchmark: string) {
  return {
    benchmark,
    date: new Date().toISOString(),
    commit: execFileSync('git', ['rev-parse', '--short', 'HEAD']).toString().trim(),
    node: process.version,
    cpus: cpus().length,
    loadAverage: loadavg().map(round),
  };
}

/** Writes bench/results/{benchmark}-{yyyy-mm-dd}.json and returns its path. */
export function writeResult(report: { benchmark: string; date: string }): string {
  const folder = new URL('../results/', import.meta.url);
  mkdirSync(folder, { recursive: true });
  const file = new URL(`${report.benchmark}-${report.date.slice(0, 10)}.json`, folder);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return file.pathname;
}
