import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { type DestinationStream, pino } from 'pino';

/**
 * A request address for the log: the path, and the names of its query parameters with their values
 * left out. Query strings carry secrets (the reset page's ?token=, a tRPC query's input) and
 * personal data (certificate searches by national ID).
 */
export function loggableUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const names = new Set<string>();
  for (const pair of url.slice(queryStart + 1).split('&')) {
    const name = pair.split('=')[0];
    if (name) names.add(name.replace(/[^A-Za-z0-9_.[\]-]/g, '_').slice(0, 40));
  }
  return `${url.slice(0, queryStart)}?${[...names].map((name) => `${name}=[redacted]`).join('&')}`;
}

/** Structured logs; anything that could carry a secret is redacted wherever it appears. */
export function createLogger(level: string, destination?: DestinationStream): FastifyBaseLogger {
  return pino(
    {
      level,
      serializers: {
        req: (req: FastifyRequest) => ({
          method: req.method,
          url: loggableUrl(req.url),
          host: req.host,
          remoteAddress: req.ip,
        }),
      },
      redact: {
        paths: [
          'req.headers.cookie',
          'req.headers.authorization',
          'res.headers["set-cookie"]',
          '*.password',
          '*.newPassword',
          '*.currentPassword',
          '*.temporaryPassword',
          '*.passwordHash',
          '*.token',
          '*.link',
          '*.text',
          '*.html',
        ],
        censor: '[redacted]',
      },
    },
    destination,
  );
}
export type Logger = FastifyBaseLogger;
