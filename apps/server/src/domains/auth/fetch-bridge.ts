import type { ErrorBody } from '@party/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** better-auth reads the client address from this header only; toFetchHeaders sets it from request.ip. */
export const CLIENT_IP_HEADER = 'x-party-client-ip';

// Hop-by-hop headers describe this connection only; the Fetch Request must not carry them.
const dropped = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'expect',
  'content-length',
]);

/** The request's headers as Fetch Headers, with the client address better-auth rate-limits on. */
export function toFetchHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || dropped.has(name) || name === CLIENT_IP_HEADER) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  // request.ip honours X-Forwarded-For only as far as Fastify's trustProxy allows.
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

export function toFetchRequest(request: FastifyRequest, origin: string): Request {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && Buffer.isBuffer(request.body);
  return new Request(new URL(request.url, origin), {
    method: request.method,
    headers: toFetchHeaders(request),
    ...(hasBody ? { body: new Uint8Array(request.body as Buffer) } : {}),
  });
}

/** Copies status, every header (each Set-Cookie separately) and the body onto the Fastify reply. */
export async function sendFetchResponse(reply: FastifyReply, response: Response) {
  reply.code(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  const body = Buffer.from(await response.arrayBuffer());
  // better-auth answers an unknown path (and a few refusals) with no body or `null`: give those
  // the API's one error shape, so every 4xx carries a message a person can act on.
  if (response.status >= 400 && (body.length === 0 || body.toString().trim() === 'null')) {
    const error: ErrorBody = {
      error:
        response.status === 404
          ? {
              code: 'NOT_FOUND',
              message: `No API route ${reply.request.method} ${reply.request.url.split('?')[0]}`,
            }
          : { code: 'BAD_REQUEST', message: 'The sign-in service refused this request.' },
    };
    return reply.type('application/json; charset=utf-8').send(error);
  }
  return reply.send(body.length ? body : null);
}
