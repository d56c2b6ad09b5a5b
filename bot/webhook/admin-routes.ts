import { type Request, Router } from 'express';
import type { WebhookInfo, WebhookTestResult } from '#domain/admin/webhook-info.ts';
import { maskSecret } from '#platform/config/encryption.ts';
import type { Env } from '#platform/config/env.ts';
import type { Logger } from '#platform/logger.ts';
import { db } from '#prisma/client.ts';
import { signBody } from '#whatsapp/cloud/signature.ts';
import { WEBHOOK_PATH } from './routes.ts';
import { fakeIncomingTextWebhook } from './sample-webhook.ts';
import { resolveVerifyToken } from './verify-token.ts';

// What /gestao shows for Meta's console (callback URL, verify token, events) and the webhook
// tester. Mounted under /api/admin, behind requireAdmin. The tester posts to this installation's
// own webhook, reached through the address the admin is using, never a fixed host.

export type WebhookAdminDeps = { env: Env; logger: Logger };

const TESTER_TIMEOUT_MS = 10_000;

function ownOrigin(req: Request): string {
  return `${req.protocol}://${req.get('host')}`;
}

export function webhookAdminRoutes(deps: WebhookAdminDeps): Router {
  const router = Router();

  router.get('/whatsapp/webhook', async (req, res) => {
    const verifyToken = await resolveVerifyToken(db, deps.env);
    const base = (deps.env.PUBLIC_URL ?? ownOrigin(req)).replace(/\/+$/, '');
    // The full token is what the admin pastes into Meta's console; the page shows it masked.
    res.set('Cache-Control', 'no-store').json({
      callbackUrl: `${base}${WEBHOOK_PATH}`,
      verifyToken,
      verifyTokenMasked: maskSecret(verifyToken),
      events: ['messages', 'message_status'],
      signatureRequired: Boolean(deps.env.WHATSAPP_APP_SECRET),
    } satisfies WebhookInfo);
  });

  router.post('/whatsapp/webhook-test', async (req, res) => {
    const url = `${ownOrigin(req)}${WEBHOOK_PATH}`;
    const raw = JSON.stringify(fakeIncomingTextWebhook());
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    const secret = deps.env.WHATSAPP_APP_SECRET;
    if (secret) headers['X-Hub-Signature-256'] = signBody(raw, secret);
    try {
      const answer = await fetch(url, {
        method: 'POST',
        headers,
        body: raw,
        signal: AbortSignal.timeout(TESTER_TIMEOUT_MS),
      });
      const text = await answer.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Not JSON (a proxy's error page): shown as text.
      }
      res.json({ ok: answer.status === 200, status: answer.status, body } satisfies WebhookTestResult);
    } catch (error) {
      deps.logger.warn({ err: error, url }, 'teste do webhook: sem resposta');
      res.json({
        ok: false,
        status: 0,
        body: { error: `Não foi possível conectar ao webhook em ${url}.` },
      } satisfies WebhookTestResult);
    }
  });

  return router;
}
