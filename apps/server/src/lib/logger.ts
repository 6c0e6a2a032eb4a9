import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';

/** Structured pino logs; secrets never reach them. */
export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.LOG_LEVEL,
    // URLs can carry one-time tokens (verify-email?token=…, update-password?token=…): log the path only.
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: req.url.split('?')[0],
        ip: req.ip,
      }),
    },
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-csrf-token"]',
        'res.headers["set-cookie"]',
        '*.password',
        '*.newPassword',
        '*.currentPassword',
        '*.token',
        '*.otp',
        '*.code',
      ],
      censor: '[redacted]',
    },
  };
}
