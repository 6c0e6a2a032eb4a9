/**
 * The lists bench's baseline: a bare Node HTTP server in its own process answering a fixed JSON page
 * of 25 rows, so the floor HTTP and JSON add at 10 connections is measured in the same run, beside
 * the screens.
 */
import { fork } from 'node:child_process';
import { createServer } from 'node:http';

const rows = Array.from({ length: 25 }, (_, i) => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  orderNumber: `ORD-${String(i).padStart(6, '0')}`,
  customer: 'Confetti & Co. Events',
  status: 'delivered',
  total: 722.5,
  createdAt: '2026-11-28T03:00:00.000Z',
}));
const body = JSON.stringify({ orders: rows, total: 1_000_000, page: 1, pageSize: 25 });

if (process.argv[2] === 'serve') {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(body);
  });
  server.listen(0, '127.0.0.1', () => {
    const { port } = server.address() as { port: number };
    process.send?.({ port });
  });
}

export async function startBareServer(): Promise<{ base: string; stop(): Promise<void> }> {
  const child = fork(new URL(import.meta.url), ['serve'], {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
  });
  const port = await new Promise<number>((resolve) =>
    child.once('message', (m: { port: number }) => resolve(m.port)),
  );
  return {
    base: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
