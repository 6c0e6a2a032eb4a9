/**
 * The server as its own process for benches that measure its memory alone (bench/lib/app-process.ts
 * forks this): main.ts as in production, plus one IPC question — "memory?" — answered with
 * process.memoryUsage(), after a full garbage collection when asked (the fork passes --expose-gc),
 * so what is compared is memory still held, not garbage not yet collected.
 */
process.on('message', (message: { type: 'memory'; collect: boolean }) => {
  if (message.type !== 'memory') return;
  if (message.collect) globalThis.gc?.();
  process.send?.({ type: 'memory', usage: process.memoryUsage() });
});

// Imported after the handler above exists, so no question can arrive before it.
await import('../../apps/server/src/main.ts');

export {};
