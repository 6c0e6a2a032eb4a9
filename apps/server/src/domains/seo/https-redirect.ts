import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';

/**
 * Behind a TLS-terminating proxy, a visitor who typed http:// arrives with X-Forwarded-Proto: http;
 * when the public address is https they are sent there (301 for reads, 308 keeps a write's body).
 * Requests without the header (the proxy's own health checks) are left alone. request.protocol
 * honours the header only from a trusted proxy (TRUST_PROXY).
 */
export function registerHttpsRedirect(app: FastifyInstance, config: Pick<Config, 'PUBLIC_URL'>) {
  const publicUrl = new URL(config.PUBLIC_URL);
  if (publicUrl.protocol !== 'https:') return;
  app.addHook('onRequest', async (request, reply) => {
    if (!request.headers['x-forwarded-proto'] || request.protocol !== 'http') return;
    const status = request.method === 'GET' || request.method === 'HEAD' ? 301 : 308;
    return reply.redirect(`${publicUrl.origin}${request.url}`, status);
  });
}
