import { hasZodFastifySchemaValidationErrors } from '@fastify/type-provider-zod';
import type { ErrorBody, ErrorCode } from '@party/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { AppError } from '../lib/app-error.ts';

function send(
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  message: string,
  fields?: Record<string, string>,
) {
  const body: ErrorBody = { error: { code, message, ...(fields ? { fields } : {}) } };
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

export const DATABASE_UNAVAILABLE_MESSAGE =
  'Party Central is briefly unavailable. Please try again in a minute.';

/** Maps every failure to the one error shape; bad input is always a 4xx, never a 500. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      // Every refusal, a route's access rule or a use case's policy, ends here: one log line names
      // who was refused what (ASVS 16.3.2), by the route's pattern so no id or query value is logged.
      if (err.status === 403)
        request.log.warn(
          {
            userId: request.principal?.userId ?? null,
            method: request.method,
            route: request.routeOptions.url,
            code: err.code,
            reason: err.message,
          },
          'access refused',
        );
      return send(reply, err.status, err.code, err.message, err.fields);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const v of err.validation) {
        // @fastify/type-provider-zod 1.x spreads the zod issue: code → keyword, path → instancePath.
        const issue = {
          code: v.keyword,
          path: v.instancePath.split('/').filter(Boolean),
          message: v.message ?? 'Invalid value',
          keys: (v.params as { keys?: string[] }).keys,
        };
        const path = issue.path.length ? issue.path.join('.') : (err.validationContext ?? 'body');
        const message =
          issue.code === 'unrecognized_keys'
            ? `Unknown field${(issue.keys ?? []).length > 1 ? 's' : ''}: ${(issue.keys ?? []).join(', ')}`
            : issue.message;
        fields[issue.code === 'unrecognized_keys' ? (issue.keys ?? []).join(',') : path] ??= message;
      }
      const first = Object.entries(fields)[0];
      const message = first
        ? `Invalid ${err.validationContext ?? 'input'}: ${first[0]}: ${first[1]}`
        : 'Invalid input';
      return send(reply, 400, 'VALIDATION_FAILED', message, fields);
    }
    const status = err.statusCode ?? 500;
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413)
      return send(reply, 413, 'PAYLOAD_TOO_LARGE', 'The request body is too large');
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415)
      return send(reply, 415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the request body as application/json');
    if (
      err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      err instanceof SyntaxError
    )
      return send(reply, 400, 'BAD_REQUEST', 'The request body is not valid JSON');
    if (status === 429)
      return send(reply, 429, 'RATE_LIMITED', 'Too many requests. Please wait a moment and try again.');
    if (status >= 400 && status < 500) return send(reply, status, 'BAD_REQUEST', err.message);
    if (isDatabaseUnavailable(err)) {
      request.log.warn({ code: err.code }, 'database unavailable');
      return send(reply, 503, 'UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE);
    }
    request.log.error({ err }, 'unhandled error');
    return send(reply, 500, 'INTERNAL', 'Something went wrong on our side. Please try again.');
  });
}

/**
 * Fastify's `frameworkErrors`: what the router refuses before any route or hook runs (a path
 * parameter over maxParamLength, a malformed URL) gets the one error shape too.
 */
export function handleFrameworkError(err: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return send(reply, 414, 'BAD_REQUEST', 'A part of this address is too long (at most 100 characters).');
  if (err.code === 'FST_ERR_BAD_URL') return send(reply, 400, 'BAD_REQUEST', 'This address is not valid.');
  return send(reply, err.statusCode ?? 400, 'BAD_REQUEST', 'This request could not be routed.');
}

export function sendApiNotFound(reply: FastifyReply, method: string, url: string) {
  return send(reply, 404, 'NOT_FOUND', `No API route ${method} ${url.split('?')[0]}`);
}
