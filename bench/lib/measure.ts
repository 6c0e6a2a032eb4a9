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

/**
 * One autocannon run, calling `onResponse` with each response's status and time in ms (autocannon
 * reports only aggregates): its promise form has no events, so the callback form is wrapped here.
 */
export function runAutocannon(
  options: autocannon.Options,
  onResponse: (status: number, ms: number) => void,
): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    instance.on('response', (_client, status, _bytes, ms) => onResponse(status, ms));
  });
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

/** An autocannon run's figures, from every response time it heard (autocannon has no p95). */
function loadResult(result: autocannon.Result, times: number[], seconds: number): LoadResult {
  times.sort((a, b) => a - b);
  return {
    requests: result.requests.total,
    reqPerSec: round(result.requests.total / seconds),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    p99: round(percentile(times, 99)),
  };
}

/** autocannon reports p97.5 but not p95: every response time is kept and ranked here instead. */
export async function measureLoad(
  url: string,
  options: { connections: number; seconds: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  const times: number[] = [];
  const result = await runAutocannon(
    { url, connections: options.connections, duration: options.seconds, headers: options.headers },
    (_status, ms) => times.push(ms),
  );
  return loadResult(result, times, options.seconds);
}

/**
 * The load of measureLoad for exactly as long as `work` runs (done or failed): what other users
 * see while a long request (an export, an import) is under way. The caller awaits `work` itself.
 */
export async function measureLoadWhile(
  url: string,
  options: { connections: number; headers?: Record<string, string> },
  work: Promise<unknown>,
): Promise<LoadResult & { seconds: number }> {
  const times: number[] = [];
  const started = performance.now();
  let instance: autocannon.Instance | undefined;
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    const run = { url, connections: options.connections, duration: 24 * 3600, headers: options.headers };
    const started = autocannon(run, (error, result) => (error ? reject(error) : resolve(result)));
    started.on('response', (_client, _status, _bytes, ms) => times.push(ms));
    instance = started;
  });
  await work.catch(() => {});
  instance?.stop();
  const result = await finished;
  const seconds = (performance.now() - started) / 1000;
  return { ...loadResult(result, times, seconds), seconds: round(seconds) };
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
