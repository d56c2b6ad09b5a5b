import { type Request, type Response, Router } from 'express';
import type { Env } from '#api/config/env.ts';
import type { Logger } from '#api/logger.ts';
import { getBotRuntime } from '#bot/runtime.ts';
import { db } from '#prisma/client.ts';
import { isCloudNotification } from './cloud-payload.ts';
import { readRawBody } from './raw-body.ts';
import { isValidSignature, safeEqualText } from './signature.ts';
import { resolveVerifyToken } from './verify-token.ts';
import { whatsappWebhookJob } from './webhook-job.ts';

// /api/whatsapp/webhook, Meta's callback URL. Mounted before express.json: the signature is over
// the raw bytes. The POST acknowledges as soon as the parsed content is queued (Meta wants a
// median under 250 ms and retries for days otherwise); storing and answering happen in the job.

export type WebhookRouteDeps = { env: Env; logger: Logger };

export const WEBHOOK_PATH = '/api/whatsapp/webhook';

const MAX_BODY_BYTES = 1024 * 1024;

// Written directly: Express's send would hash the constant body for an ETag on every call.
const ACK_BODY = '{"ok":true}';
function acknowledge(res: Response) {
  res
    .writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': ACK_BODY.length })
    .end(ACK_BODY);
}

function queryText(req: Request, name: string): string {
  const value = req.query[name];
  return typeof value === 'string' ? value : '';
}

export function whatsappWebhookRoutes(deps: WebhookRouteDeps): Router {
  const router = Router();
  const log = deps.logger.child({ module: 'whatsapp-webhook' });

  router.get('/webhook', async (req, res) => {
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
  });

  router.post('/webhook', async (req, res) => {
    const body = await readRawBody(req, MAX_BODY_BYTES);
    const secret = deps.env.WHATSAPP_APP_SECRET;
    if (secret && !isValidSignature(body, req.get('x-hub-signature-256'), secret)) {
      log.warn({ bytes: body.length }, 'webhook recusado: assinatura inválida');
      res.status(401).json({ error: 'Assinatura do webhook inválida.', code: 'UNAUTHORIZED' });
      return;
    }
    const text = body.toString('utf8');
    if (!isCloudNotification(text)) {
      // Never the body: it may carry personal data.
      log.warn({ bytes: body.length }, 'webhook recusado: não é uma notificação do WhatsApp Cloud API');
      res.status(400).json({ error: 'Notificação do WhatsApp em formato inválido.', code: 'BAD_REQUEST' });
      return;
    }
    // The body as Meta sent it: the job parses messages and statuses, off the acknowledgement path.
    await getBotRuntime().jobs.enqueue(whatsappWebhookJob, { body: text });
    acknowledge(res);
  });

  return router;
}
