// pino logger. Children carry context (job, council, request); secrets are redacted at source.
// Readable in a terminal: pino-pretty when stdout is a TTY, one JSON object a line otherwise
// (LOG_FORMAT forces either; docs/operations.md).
import { pino, type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';

export type { Logger };

export type LogFormat = 'auto' | 'json' | 'pretty';

export interface LoggerOptions {
  format?: LogFormat;
  /** Where lines go (tests capture them); stdout when absent. */
  destination?: DestinationStream;
}

/**
 * What is never written to a log, wherever it sits: credentials in request headers, API keys, the
 * operator token, webhook signing secrets (plain or encrypted) and the process's own secrets.
 */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers["x-api-key"]',
  'req.headers.cookie',
  'headers.authorization',
  'headers["x-api-key"]',
  'headers.cookie',
  'authorization',
  'apiKey',
  'api_key',
  'key',
  'token',
  'secret',
  'password',
  'signing_secret',
  'secret_ciphertext',
  '*.authorization',
  '*.apiKey',
  '*.api_key',
  '*.key',
  '*.token',
  '*.secret',
  '*.password',
  '*.signing_secret',
  '*.secret_ciphertext',
  '*.OPERATOR_TOKEN',
  '*.CURSOR_SECRET',
  '*.WEBHOOK_SECRET_KEY',
  '*.DATABASE_URL',
  '*.REDIS_URL',
  '*.SMTP_URL',
];

export function createLogger(
  level = 'info',
  bindings: Record<string, unknown> = {},
  opts: LoggerOptions = {},
): Logger {
  const format = opts.format ?? 'auto';
  const usePretty = format === 'pretty' || (format === 'auto' && !opts.destination && process.stdout.isTTY);
  const options = {
    level,
    base: { service: 'plandata', ...bindings },
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    timestamp: pino.stdTimeFunctions.isoTime,
  };
  if (usePretty)
    // Synchronous, in this thread: lines are never lost to an exit, and no worker thread per logger.
    return pino(
      options,
      pretty({
        sync: true,
        colorize: !opts.destination && process.stdout.isTTY,
        translateTime: 'SYS:HH:MM:ss.l',
        ignore: 'pid,hostname,service',
        destination: opts.destination ?? 1,
      }),
    );
  return opts.destination ? pino(options, opts.destination) : pino(options);
}
