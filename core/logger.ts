// pino logger. Children carry context (job, council, request); secrets are redacted at source.
import { pino, type Logger } from 'pino';

export type { Logger };

export function createLogger(level = 'info', bindings: Record<string, unknown> = {}): Logger {
  return pino({
    level,
    base: { service: 'plandata', ...bindings },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers["x-api-key"]',
        'headers.authorization',
        'headers["x-api-key"]',
        '*.secret',
        '*.signing_secret',
        '*.apiKey',
        '*.password',
      ],
      censor: '[redacted]',
    },
    timestamp: pino.stdTimeFunctions.isoTime,
  });
}
