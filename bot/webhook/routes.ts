import type { Express, Request, Response } from 'express';
import type { Env } from '#platform/config/env.ts';
import { isAppError } from '#platform/http/app-error.ts';
import { createRefusalLimit } from '#platform/http/refusal-limit.ts';
import type { Logger } from '#platform/logger.ts';
import { httpDuration } from '#platform/metrics/metrics.ts';
import { getBotRuntime } from '#platform/runtime.ts';
import { type Db, db as defaultDb } from '#prisma/client.ts';
import { isCloudNotification } from '#whatsapp/cloud/cloud-payload.ts';
import { isValidSignature, safeEqualText } from '#whatsapp/cloud/signature.ts';
import { readRawBody } from './raw-body.ts';
import { resolveVerifyToken } from './verify-token.ts';
import { acceptWebhookBody } from './webhook-inbox.ts';

// /api/whatsapp/webhook, Meta's callback URL. Mounted before express.json: the signature is over
// the raw bytes. The POST acknowledges as soon as the body is queued (Meta wants a median under
// 250 ms and retries for days otherwise); storing and answering happen in the job. Queued means
// kept: in Redis, or without Redis in the database (queued_jobs) before enqueue returns. With Redis
// down or hung the body is kept in PostgreSQL and replayed later (webhook-inbox.ts); with the
// database down too the answer is 503, so Meta delivers it again.

export type WebhookRouteDeps = {
  env: Env;
  logger: Logger;
  /** Where bodies go while the queue is down; the process's client unless a test injects a fault. */
  db?: Db;
};

export const WEBHOOK_PATH = '/api/whatsapp/webhook';

const MAX_BODY_BYTES = 1024 * 1024;
/** Refused POSTs one address may make in a minute before the next refusals answer 429 unlogged. */
export const REFUSALS_PER_MINUTE = 30;

// Written directly: Express's send would hash the constant body for an ETag on every call.
const ACK_BODY = '{"ok":true}';
function acknowledge(res: Response) {
  res
    .writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': ACK_BODY.length })
    .end(ACK_BODY);
}

const webhookLabels = { method: 'POST', route: WEBHOOK_PATH } as const;

function observeWebhook(status: number, started: bigint) {
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  httpDuration.observe({ ...webhookLabels, status: `${Math.floor(status / 100)}xx` }, seconds);
}

function queryText(req: Request, name: string): string {
  const value = req.query[name];
  return typeof value === 'string' ? value : '';
}

/**
 * GET (Meta's verification handshake) and POST (notifications) of WEBHOOK_PATH, registered on the
 * app itself rather than through a mounted router: one router level less on every acknowledgement
 * (bench/webhook).
 */
export function mountWhatsappWebhook(app: Express, deps: WebhookRouteDeps): void {
  const log = deps.logger.child({ module: 'whatsapp-webhook' });
  const db = deps.db ?? defaultDb;

  const verify = async (req: Request, res: Response) => {
    const mode = queryText(req, 'hub.mode');
    const token = queryText(req, 'hub.verify_token');
    const challenge = queryText(req, 'hub.challenge');
    const expected = await resolveVerifyToken(db, deps.env);
    if (mode === 'subscribe' && token !== '' && safeEqualText(token, expected)) {
      log.info('webhook verificado pelo WhatsApp');
      res.status(200).type('text/plain').send(challenge);
      return;
    }
    log.warn({ mode }, 'verificação do webhook recusada');
    res.status(403).json({ error: 'Token de verificação inválido.', code: 'FORBIDDEN' });
  };

  const refusals = createRefusalLimit({ limit: REFUSALS_PER_MINUTE, windowMs: 60_000 });
  const tooManyRefusals = (req: Request, res: Response): boolean => {
    const retryAfter = refusals.refuse(req.ip ?? req.socket.remoteAddress ?? 'desconhecido');
    if (retryAfter === null) return false;
    res
      .status(429)
      .set('Retry-After', String(retryAfter))
      .json({ error: 'Muitas requisições recusadas. Aguarde e tente novamente.', code: 'RATE_LIMITED' });
    return true;
  };

  /** Answers one notification; returns the status it answered with. */
  const receive = async (req: Request, res: Response): Promise<number> => {
    const body = await readRawBody(req, MAX_BODY_BYTES);
    const secret = deps.env.WHATSAPP_APP_SECRET;
    if (secret && !isValidSignature(body, req.get('x-hub-signature-256'), secret)) {
      if (tooManyRefusals(req, res)) return 429;
      log.warn({ bytes: body.length }, 'webhook recusado: assinatura inválida');
      res.status(401).json({ error: 'Assinatura do webhook inválida.', code: 'UNAUTHORIZED' });
      return 401;
    }
    const text = body.toString('utf8');
    // A body signed with the app secret comes from Meta: finding the envelope's object is enough
    // here, and the job validates the whole body (a full parse on every acknowledgement cost a few
    // percent of its throughput, bench/webhook). Unsigned bodies get the full envelope check.
    const isNotification = secret ? text.includes('"whatsapp_business_account"') : isCloudNotification(text);
    if (!isNotification) {
      if (tooManyRefusals(req, res)) return 429;
      // Never the body: it may carry personal data.
      log.warn({ bytes: body.length }, 'webhook recusado: não é uma notificação do WhatsApp Cloud API');
      res.status(400).json({ error: 'Notificação do WhatsApp em formato inválido.', code: 'BAD_REQUEST' });
      return 400;
    }
    // The body as Meta sent it: the job parses messages and statuses, off the acknowledgement path.
    // The conversations queue: the job stores the messages and answers them (webhook-job.ts).
    await acceptWebhookBody({ queue: getBotRuntime().conversations, db, logger: log, body: text });
    acknowledge(res);
    return 200;
  };

  // One route layer for both methods. Timed here rather than by the app's metrics middleware,
  // which the webhook skips (app.ts), and without a 'finish' listener per acknowledgement.
  app
    .route(WEBHOOK_PATH)
    .get(verify)
    .post(async (req, res) => {
      const started = process.hrtime.bigint();
      try {
        observeWebhook(await receive(req, res), started);
      } catch (error) {
        observeWebhook(isAppError(error) ? error.status : 500, started);
        throw error;
      }
    });
}
