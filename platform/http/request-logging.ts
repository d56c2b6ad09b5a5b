import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from '../logger.ts';
import { runWithContext } from './request-context.ts';

const acceptableId = /^[\w.-]{8,64}$/;

/**
 * The URL with every query value hidden: e-mail confirmation and password reset links carry their
 * token in the query, and Meta's webhook handshake its verify token.
 */
export function loggableUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const names = new URLSearchParams(url.slice(mark + 1)).keys();
  return `${url.slice(0, mark)}?${[...names].map((name) => `${name}=…`).join('&')}`;
}

// Meta posts every message and status here, many a second under load: the webhook router logs
// its refusals and the job logs the work, so a line per acknowledgement would only be noise.
const isQuietRoute = (req: IncomingMessage) =>
  req.url === '/api/health' || (req.method === 'POST' && req.url === '/api/whatsapp/webhook');

/** Request id from a trusted proxy's X-Request-Id or a new one, echoed back, on every log line. */
export function requestLogging(logger: Logger): RequestHandler[] {
  const http = pinoHttp({
    logger,
    genReqId: (req, res) => {
      const incoming = req.headers['x-request-id'];
      const id = typeof incoming === 'string' && acceptableId.test(incoming) ? incoming : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    autoLogging: { ignore: isQuietRoute },
    customLogLevel: (_req, res, err) =>
      err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    serializers: {
      req: (req) => ({ method: req.method, url: loggableUrl(String(req.url)) }),
      res: (res) => ({ statusCode: res.statusCode }),
    },
  });
  return [http, (req, _res, next) => runWithContext({ reqId: String(req.id) }, next)];
}
