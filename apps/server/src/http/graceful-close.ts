import type { FastifyInstance } from 'fastify';

/**
 * While the app closes (SIGTERM, main.ts), every answer still being sent carries `Connection:
 * close`, so Node ends its socket after it. Without it a client's keep-alive connection stays open
 * after an in-flight request finishes, and app.close() waits for it until the keep-alive timeout;
 * sockets idle when the close begins are ended by the server's close itself.
 */
export function registerGracefulClose(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  // A callback hook, not an async one: every answer passes here.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}
