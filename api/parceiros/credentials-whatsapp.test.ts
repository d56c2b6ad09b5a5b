import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readConversationThread } from '#api/admin/overview/conversation-counts.ts';
import { signIn } from '#api/auth/auth-test-client.ts';
import { type BotTestRuntime, startBotTestRuntime } from '#bot/test-support.ts';
import { createLogger } from '#platform/logger.ts';
import { db } from '#prisma/client.ts';
import { quickForm } from '#tests/factories/quick-registration.ts';
import { api, createTestApp } from '#tests/factories/shops.ts';
import { handleDeliver } from '#whatsapp/deliver-job.ts';
import { saveWhatsappSettings } from '#whatsapp/whatsapp-settings.ts';
import { credentialsMessageKey, MASKED_PASSWORD } from './credentials-whatsapp.ts';
import { resendMessages } from './resend-credentials.ts';

// A quick registration's credentials on the shop's WhatsApp, at the Graph API boundary (nock):
// the lojista_credenciais template carries the temporary password, while the copy stored for
// /gestao shows it masked and keeps nothing readable once delivered. "Reenviar WhatsApp" makes a
// new password (only a hash is stored), sends it by WhatsApp and e-mail, and rotates once however
// many clicks arrive together.

const graph = 'https://graph.test';
const phoneNumberId = '100200399';
const token = `EAAG-credenciais-${Date.now()}`;
const logger = createLogger({ level: 'silent', pretty: false });
const test = createTestApp();
const http = api(test);
let bot: BotTestRuntime;

const configure = (on: boolean) =>
  saveWhatsappSettings(
    db,
    bot.env,
    on ? { accessToken: token, phoneNumberId } : { accessToken: '', phoneNumberId: '' },
    'teste',
  );

beforeAll(async () => {
  bot = await startBotTestRuntime({
    start: false,
    env: { WHATSAPP_TRANSPORT: 'cloud', WHATSAPP_GRAPH_URL: `${graph}/v21.0`, WHATSAPP_RATE_LIMIT: '1000' },
  });
  await configure(true);
  nock.disableNetConnect();
  nock.enableNetConnect('127.0.0.1');
});
afterEach(() => nock.cleanAll());
afterAll(async () => {
  nock.enableNetConnect();
  await configure(false);
  await test.queue.close();
  await bot.close();
});

/** The Graph API answering `replies` in turn (status codes); the bodies of 200s are kept. */
function graphApi(...replies: number[]) {
  const messages: Record<string, unknown>[] = [];
  const scope = nock(graph, { reqheaders: { authorization: `Bearer ${token}` } });
  for (const [index, status] of replies.entries()) {
    scope
      .post(`/v21.0/${phoneNumberId}/messages`, (body) => {
        if (status === 200) messages.push(body as Record<string, unknown>);
        return true;
      })
      .reply(
        status,
        status === 200
          ? { messages: [{ id: `wamid.cred-${Date.now()}-${index}` }] }
          : { error: { message: 'instável', code: 1 } },
      );
  }
  return { scope, messages };
}

/** The named parameters of a template send. */
function parametersOf(body: Record<string, unknown>) {
  const template = body.template as {
    name: string;
    components: { parameters: { parameter_name: string; text: string }[] }[];
  };
  return {
    name: template.name,
    ...Object.fromEntries(template.components[0]!.parameters.map((p) => [p.parameter_name, p.text])),
  };
}

const register = async (form?: Awaited<ReturnType<typeof quickForm>>) => {
  const body = form ?? (await quickForm());
  const res = await http.post('/api/parceiros/cadastro-rapido', body);
  return {
    form: body,
    res,
    ...(res.body as { lojistaId: string; senhaTemporaria: string; reenvioToken: string }),
  };
};
const resend = (shop: { lojistaId: string; reenvioToken: string }, canal: 'email' | 'whatsapp') =>
  http.post(`/api/parceiros/cadastro-rapido/${shop.lojistaId}/reenviar`, { canal, token: shop.reenvioToken });

const storedUnder = (key: string) =>
  db.whatsappMessage.findUnique({
    where: { idempotency_key: key },
    select: {
      id: true,
      status: true,
      message_text: true,
      metadata: true,
      conteudo_sigiloso: true,
      conversation_id: true,
    },
  });

const mailsTo = (email: string) =>
  test.enqueued.filter(
    (job) => job.name === 'mail.send' && (job.payload as { to: string }).to === email.toLowerCase(),
  );

describe('quick registration credentials on WhatsApp', () => {
  it('sends them by e-mail and as the lojista_credenciais template; the stored copy shows the password masked and keeps nothing readable once sent', async () => {
    const graphCalls = graphApi(200);
    const shop = await register();
    expect(shop.res.status).toBe(201);
    expect(shop.res.body.credenciais).toEqual({ email: true, whatsapp: true });
    const senha = shop.senhaTemporaria;

    expect((mailsTo(shop.form.email)[0]!.payload as { text: string }).text).toContain(senha);
    expect(graphCalls.messages).toHaveLength(1);
    expect(graphCalls.messages[0]).toMatchObject({ to: shop.form.whatsappLoja, type: 'template' });
    expect(parametersOf(graphCalls.messages[0]!)).toMatchObject({
      name: 'lojista_credenciais',
      nome: 'José Pereira',
      loja: 'Ferragens do Zé',
      email: shop.form.email.toLowerCase(),
      senha,
      link_login: expect.stringMatching(/\/lojista\/auth$/),
    });

    const row = await storedUnder(credentialsMessageKey(shop.lojistaId, 1));
    expect(row).toMatchObject({ status: 'sent', conteudo_sigiloso: null });
    expect(row!.message_text).toContain(`*Senha temporária:* ${MASKED_PASSWORD}`);
    expect(JSON.stringify(row)).not.toContain(senha);
    const thread = await readConversationThread(db, row!.conversation_id);
    expect(thread?.messages).toHaveLength(1);
    expect(JSON.stringify(thread)).not.toContain(senha);
    expect(test.logs() + bot.logs()).not.toContain(senha);
  });

  it('inside the 24-hour window sends the same message as text, with the real password', async () => {
    const form = await quickForm();
    await db.whatsappConversation.create({
      data: { phone_number: form.whatsappLoja, last_message_at: new Date(), last_inbound_at: new Date() },
    });
    const graphCalls = graphApi(200);
    const shop = await register(form);
    expect(graphCalls.messages[0]).toMatchObject({ type: 'text' });
    const body = (graphCalls.messages[0]!.text as { body: string }).body;
    expect(body).toContain(`*Senha temporária:* ${shop.senhaTemporaria}`);
    const row = await storedUnder(credentialsMessageKey(shop.lojistaId, 1));
    expect(row).toMatchObject({ status: 'sent', conteudo_sigiloso: null });
    expect(row!.message_text).not.toContain(shop.senhaTemporaria);
  });

  it('keeps the password sealed while WhatsApp is failing and the delivery job sends it later', async () => {
    // Three quick tries inside the request fail; the row waits for the outbound.deliver job.
    const failing = graphApi(500, 500, 500);
    const shop = await register();
    expect(shop.res.body.credenciais).toEqual({ email: true, whatsapp: true });
    expect(failing.scope.isDone()).toBe(true);
    const waiting = await storedUnder(credentialsMessageKey(shop.lojistaId, 1));
    expect(waiting).toMatchObject({ status: 'queued', conteudo_sigiloso: expect.stringMatching(/^enc:v1:/) });
    expect(waiting!.conteudo_sigiloso).not.toContain(shop.senhaTemporaria);

    const later = graphApi(200);
    await handleDeliver({ messageId: waiting!.id }, { jobId: waiting!.id, attempt: 2, logger });
    expect(parametersOf(later.messages[0]!)).toMatchObject({ senha: shop.senhaTemporaria });
    expect(await storedUnder(credentialsMessageKey(shop.lojistaId, 1))).toMatchObject({
      status: 'sent',
      conteudo_sigiloso: null,
    });
  });

  it('"Reenviar WhatsApp" makes a new password, sends it by WhatsApp and by e-mail, and the old one stops working', async () => {
    graphApi(200);
    const shop = await register();
    const graphCalls = graphApi(200);
    const res = await resend(shop, 'whatsapp');

    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatchObject({ canal: 'whatsapp', enviado: true, email: true, whatsapp: true });
    const nova: string = res.body.senhaTemporaria;
    expect(nova).not.toBe(shop.senhaTemporaria);
    expect(parametersOf(graphCalls.messages[0]!)).toMatchObject({ name: 'lojista_credenciais', senha: nova });
    const mails = mailsTo(shop.form.email);
    expect(mails).toHaveLength(2);
    expect((mails[1]!.payload as { text: string }).text).toContain(nova);
    expect(await storedUnder(credentialsMessageKey(shop.lojistaId, 2))).toMatchObject({ status: 'sent' });

    expect((await signIn(test.auth, shop.form.email, shop.senhaTemporaria)).status).toBe(401);
    expect((await signIn(test.auth, shop.form.email, nova)).status).toBe(200);
    expect(test.logs() + bot.logs()).not.toContain(nova);
  });

  it('a double click rotates the password once and sends one WhatsApp message', async () => {
    graphApi(200);
    const shop = await register();
    const graphCalls = graphApi(200, 200);
    const answers = await Promise.all([resend(shop, 'whatsapp'), resend(shop, 'whatsapp')]);

    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = answers.find((r) => r.status === 409)!;
    expect(refused.body.error).toBe(resendMessages.alreadyResent);
    const nova: string = answers.find((r) => r.status === 200)!.body.senhaTemporaria;
    expect(graphCalls.messages).toHaveLength(1);
    expect(parametersOf(graphCalls.messages[0]!)).toMatchObject({ senha: nova });
    expect(await storedUnder(credentialsMessageKey(shop.lojistaId, 3))).toBeNull();
    expect((await signIn(test.auth, shop.form.email, nova)).status).toBe(200);
  });

  it('without Cloud API credentials registers with the e-mail only, and "Reenviar WhatsApp" answers 503 keeping the password', async () => {
    await configure(false);
    try {
      const shop = await register();
      expect(shop.res.status).toBe(201);
      expect(shop.res.body.credenciais).toEqual({ email: true, whatsapp: false });
      expect(await storedUnder(credentialsMessageKey(shop.lojistaId, 1))).toBeNull();

      const res = await resend(shop, 'whatsapp');
      expect(res.status).toBe(503);
      expect(res.body.error).toBe(resendMessages.whatsappUnavailable);
      expect((await signIn(test.auth, shop.form.email, shop.senhaTemporaria)).status).toBe(200);
    } finally {
      await configure(true);
    }
  });
});
