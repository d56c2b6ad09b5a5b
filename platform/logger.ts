import pino, { type Logger } from 'pino';
import { maskPhonesInText } from '#domain/whatsapp/mask-phone.ts';
import { currentContext } from './http/request-context.ts';

export type { Logger };

// Secrets never reach the logs: credentials in headers, bodies and configuration objects are
// censored wherever they appear (two levels deep covers request bodies and config values).
const secretKeys = [
  'password',
  'newPassword',
  'currentPassword',
  'senha',
  'senha_temporaria',
  'token',
  'access_token',
  'accessToken',
  'refresh_token',
  'refreshToken',
  'secret',
  'apiKey',
  'api_key',
  'authorization',
  'cookie',
  'AUTH_SECRET',
  'OPENAI_API_KEY',
  'TRANSCRIPTION_API_KEY',
  'ADMIN_PASSWORD',
  'DATABASE_URL',
  'REDIS_URL',
];
export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-hub-signature-256"]',
  'res.headers["set-cookie"]',
  ...secretKeys.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

export function createLogger(options: {
  level: string;
  pretty: boolean;
  destination?: pino.DestinationStream;
}): Logger {
  return pino(
    {
      level: options.level,
      redact: { paths: redactPaths, censor: '[oculto]' },
      // Every line carries the request / conversation / job id of the work that wrote it.
      mixin: () => ({ ...currentContext() }),
      // Phone numbers never reach the logs in full (LGPD), wherever they hide: a field, a message,
      // an error from WhatsApp quoting the recipient. Masked on the finished line, so no call site
      // has to remember it.
      hooks: { streamWrite: maskPhonesInText },
      ...(options.pretty && !options.destination
        ? {
            transport: {
              target: 'pino-pretty',
              options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
            },
          }
        : {}),
    },
    options.destination,
  );
}
