// What /gestao/ferramentas shows for Meta's console and the webhook tester
// (bot/webhook/admin-routes.ts), typed once for the route and the page.

/** GET /api/admin/whatsapp/webhook */
export type WebhookInfo = {
  callbackUrl: string;
  /** In full: what the admin pastes into Meta's console; the page shows it masked until asked. */
  verifyToken: string;
  verifyTokenMasked: string;
  events: string[];
  signatureRequired: boolean;
};

/** POST /api/admin/whatsapp/webhook-test: how our own webhook answered a fake incoming message. */
export type WebhookTestResult = { ok: boolean; status: number; body: unknown };

/** The tester's verdicts (spec 001 §8 Webhook test). */
export const WEBHOOK_TEST_MESSAGES = {
  ok: 'Webhook está funcionando corretamente!',
  refused: 'Webhook retornou erro',
  unreachable: 'Erro ao conectar com o webhook',
} as const;

/** What the tester says of an answer: status 0 is the route's "no answer at all". */
export function webhookTestVerdict(result: WebhookTestResult): string {
  if (result.ok) return WEBHOOK_TEST_MESSAGES.ok;
  if (result.status === 0) return WEBHOOK_TEST_MESSAGES.unreachable;
  return `${WEBHOOK_TEST_MESSAGES.refused} (HTTP ${result.status})`;
}
