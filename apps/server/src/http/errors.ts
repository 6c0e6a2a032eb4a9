import { hasZodFastifySchemaValidationErrors } from '@fastify/type-provider-zod';
import type { ErrorBody, ErrorCode } from '@party/shared';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
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

/** Maps every failure to the one error shape; bad input is always a 4xx, never a 500. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) return send(reply, err.status, err.code, err.message, err.fields);
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
    // secure-json-parse (Fastify's JSON parser) refuses keys that could reach a prototype.
    const forbiddenKey = /forbidden (prototype|constructor) property/.exec(err.message)?.[1];
    if (forbiddenKey) {
      const key = forbiddenKey === 'prototype' ? '__proto__' : 'constructor';
      const message = `A field named ${key} is not accepted`;
      return send(reply, 400, 'VALIDATION_FAILED', `Invalid body: ${key}: ${message}`, { [key]: message });
    }
    if (
      err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      err instanceof SyntaxError
    )
      return send(reply, 400, 'BAD_REQUEST', 'The request body is not valid JSON');
    if (status === 429)
      return send(reply, 429, 'RATE_LIMITED', 'Too many requests. Please wait a moment and try again.');
    if (status >= 400 && status < 500) return send(reply, status, 'BAD_REQUEST', err.message);
    request.log.error({ err }, 'unhandled error');
    return send(reply, 500, 'INTERNAL', 'Something went wrong on our side. Please try again.');
  });
}

export function sendApiNotFound(reply: FastifyReply, method: string, url: string) {
  return send(reply, 404, 'NOT_FOUND', `No API route ${method} ${url.split('?')[0]}`);
}
