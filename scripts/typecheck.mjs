#!/usr/bin/env node
// `npm run typecheck`: the four TypeScript projects checked side by side by TypeScript 7's native
// compiler (the `typescript-native` package; `typescript` stays 5.9 for its JS API, which
// apps/web/scripts/generate-tw-merge-config.ts and editors use). One single-threaded tsc per project:
// its default checker threads, four processes on two cores, took 2-5 times the wall time and twice
// the CPU. Each project's output is printed whole when it ends, and the exit code is 1 if any
// project has an error.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const projects = ['packages/shared', 'apps/server', 'apps/web', 'e2e'];
const tscNative = 'node_modules/typescript-native/bin/tsc';

const results = await Promise.all(
  projects.map(
    (project) =>
      new Promise((resolve) => {
        const tsc = spawn(process.execPath, [tscNative, '-p', project, '--singleThreaded'], {
          cwd: root,
        });
        let output = '';
        tsc.stdout.on('data', (chunk) => (output += chunk));
        tsc.stderr.on('data', (chunk) => (output += chunk));
        tsc.on('close', (code) => {
          process.stdout.write(`${code === 0 ? 'ok  ' : 'FAIL'} tsc -p ${project}\n${output}`);
          resolve(code === 0);
        });
      }),
  ),
);
process.exit(results.every(Boolean) ? 0 : 1);
