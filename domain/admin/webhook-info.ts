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
