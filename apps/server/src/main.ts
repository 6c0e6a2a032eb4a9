/**
 * The server's entry. It only checks the runtime, then loads start.ts: that module's imports (and
 * the libraries under them) need Node.js 24, so an older Node gets this message instead of a stack
 * trace from deep inside one of them. npm scripts run on the project's own Node 24
 * (node_modules/.bin/node, docs/decisions/0010-node-24-runtime.md); by hand, an older `node` on the
 * PATH is the usual cause.
 */
const REQUIRED_MAJOR = 24;
const major = Number(process.versions.node.split('.')[0]);
if (major < REQUIRED_MAJOR) {
  console.error(
    [
      `Party Central needs Node.js ${REQUIRED_MAJOR} or newer; this is Node.js ${process.version} (${process.execPath}).`,
      '`npm install` brings Node.js 24 into node_modules/.bin, and `npm start` runs on it. To start the',
      'server by hand, use that Node:  node_modules/.bin/node --import tsx apps/server/src/main.ts',
    ].join('\n'),
  );
  process.exit(1);
}
await import('./start.ts');

export {};
