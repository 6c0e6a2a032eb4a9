#!/usr/bin/env node
// `npm run typecheck`: the four TypeScript projects checked side by side. tsc uses one core, so
// one after another left CI's second core idle (66 s); each project's output is printed whole
// when it ends, and the exit code is 1 if any project has an error.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const projects = ['packages/shared', 'apps/server', 'apps/web', 'e2e'];

const results = await Promise.all(
  projects.map(
    (project) =>
      new Promise((resolve) => {
        const tsc = spawn(process.execPath, ['node_modules/typescript/bin/tsc', '-p', project], {
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
