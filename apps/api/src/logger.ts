import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';

/** Structured logs; anything that could carry a secret is redacted wherever it appears. */
export function createLogger(level: string): FastifyBaseLogger {
  return pino({
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.newPassword',
        '*.currentPassword',
        '*.token',
      ],
      censor: '[redacted]',
    },
  });
}
export type Logger = FastifyBaseLogger;
