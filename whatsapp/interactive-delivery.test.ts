import { randomUUID } from 'node:crypto';
import nock from 'nock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BotTestRuntime, startBotTestRuntime } from '#bot/test-support.ts';
import { listOf, replyButtons } from '#domain/whatsapp/interactive.ts';
import { db } from '#prisma/client.ts';
import { graphCredentialsForFile } from '#tests/factories/graph-credentials.ts';
import { randomMobile } from '#tests/factories/shops.ts';
import { createBotSender } from './bot-sender.ts';

// Buttons and lists at the Graph API boundary (nock): inside the window a reply goes as Meta's
// interactive object, outside it a notice goes as its template with the buttons' ids as the
// quick-reply payloads. The stored row keeps the whole text and metadata.interactive.

const graph = 'https://graph.test';
const phoneNumberId = '100200388';
const token = `EAAG-interativo-${Date.now()}`;
let bot: BotTestRuntime;
const sender = createBotSender({ quickDelaysMs: [], deliverBackoff: { type: 'fixed', delayMs: 50 } });

beforeAll(async () => {
  bot = await startBotTestRuntime({
    env: { WHATSAPP_TRANSPORT: 'auto', WHATSAPP_GRAPH_URL: `${graph}/v21.0`, WHATSAPP_RATE_LIMIT: '1000' },
  });
});
afterAll(async () => {
  await bot.close();
});
graphCredentialsForFile(() => bot, { accessToken: token, phoneNumberId });

function graphApi() {
  const bodies: Record<string, unknown>[] = [];
  const scope = nock(graph, { reqheaders: { authorization: `Bearer ${token}` } })
    .post(`/v21.0/${phoneNumberId}/messages`, (body) => {
      bodies.push(body as Record<string, unknown>);
      return true;
    })
    .reply(200, { messages: [{ id: `wamid.${randomUUID()}` }] });
  return { scope, bodies };
}

/** A person who wrote an hour ago (window open) or thirty hours ago (closed). */
async function personWhoWrote(hoursAgo: number) {
  const phone = randomMobile();
  await db.whatsappConversation.create({
    data: { phone_number: phone, last_inbound_at: new Date(Date.now() - hoursAgo * 3_600_000) },
  });
  return phone;
}

const rowOf = (id: string) =>
  db.whatsappMessage.findUniqueOrThrow({
    where: { id },
    select: { status: true, message_text: true, metadata: true },
  });

const summaryText = '*Resumo do seu desejo*\nProduto: Cafeteira\n\nPosso enviar para as lojas?';

describe('interactive messages over the Cloud API', () => {
  it('a reply with buttons goes as Meta’s interactive button message; the row keeps the text', async () => {
    const api = graphApi();
    const to = await personWhoWrote(1);
    const interactive = replyButtons(summaryText, [
      { id: 'r:sim', title: 'Enviar' },
      { id: 'r:corrigir', title: 'Corrigir' },
      { id: 'r:cancelar', title: 'Cancelar' },
    ]);
    const idempotencyKey = `teste:${randomUUID()}`;
    const sent = await sender.sendText({ to, text: summaryText, idempotencyKey, interactive });
    expect(sent.status).toBe('sent');
    expect(api.scope.isDone()).toBe(true);
    expect(api.bodies[0]).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to,
      type: 'interactive',
      interactive: {
        type: 'button',
        body: { text: summaryText },
        action: {
          buttons: [
            { type: 'reply', reply: { id: 'r:sim', title: 'Enviar' } },
            { type: 'reply', reply: { id: 'r:corrigir', title: 'Corrigir' } },
            { type: 'reply', reply: { id: 'r:cancelar', title: 'Cancelar' } },
          ],
        },
      },
      biz_opaque_callback_data: idempotencyKey,
    });
    const row = await rowOf(sent.messageId);
    expect(row.message_text).toBe(summaryText);
    expect(row.metadata).toMatchObject({ interactive, transport: 'cloud' });
  });

  it('a list goes as Meta’s list message with its button label and rows', async () => {
    const api = graphApi();
    const to = await personWhoWrote(2);
    const interactive = listOf('Qual destas categorias combina com o seu desejo?', 'Ver categorias', [
      { id: 'r:1', title: 'Cafeteiras', description: 'Eletroportáteis › Cafeteiras' },
      { id: 'r:0', title: 'Outra', description: 'Ver todas as categorias' },
    ]);
    await sender.sendText({
      to,
      text: 'texto numerado',
      idempotencyKey: `teste:${randomUUID()}`,
      interactive,
    });
    expect(api.bodies[0]).toMatchObject({
      type: 'interactive',
      interactive: {
        type: 'list',
        body: { text: 'Qual destas categorias combina com o seu desejo?' },
        action: {
          button: 'Ver categorias',
          sections: [
            {
              rows: [
                { id: 'r:1', title: 'Cafeteiras', description: 'Eletroportáteis › Cafeteiras' },
                { id: 'r:0', title: 'Outra', description: 'Ver todas as categorias' },
              ],
            },
          ],
        },
      },
    });
  });

  it('a notice outside the window goes as its template with the buttons’ ids as quick-reply payloads', async () => {
    const api = graphApi();
    const to = await personWhoWrote(30);
    const interactive = replyButtons('Novo desejo', [
      { id: 'ofertar:1a2b3c4d', title: 'Fazer oferta' },
      { id: 'recusar:1a2b3c4d', title: 'Não tenho' },
    ]);
    await sender.sendTemplate({
      to,
      template: 'novo_desejo',
      variables: { produto: 'Furadeira', codigo: '1a2b3c4d' },
      text: 'Novo desejo',
      idempotencyKey: `teste:${randomUUID()}`,
      interactive,
    });
    const template = api.bodies[0]!.template as { components: Record<string, unknown>[] };
    expect(api.bodies[0]).toMatchObject({ type: 'template', template: { name: 'novo_desejo' } });
    expect(template.components.slice(1)).toEqual([
      {
        type: 'button',
        sub_type: 'quick_reply',
        index: '0',
        parameters: [{ type: 'payload', payload: 'ofertar:1a2b3c4d' }],
      },
      {
        type: 'button',
        sub_type: 'quick_reply',
        index: '1',
        parameters: [{ type: 'payload', payload: 'recusar:1a2b3c4d' }],
      },
    ]);
  });

  it('the same notice inside the window goes as reply buttons', async () => {
    const api = graphApi();
    const to = await personWhoWrote(1);
    const interactive = replyButtons('Novo desejo', [
      { id: 'ofertar:1a2b3c4d', title: 'Fazer oferta' },
      { id: 'recusar:1a2b3c4d', title: 'Não tenho' },
    ]);
    await sender.sendTemplate({
      to,
      template: 'novo_desejo',
      variables: { codigo: '1a2b3c4d' },
      text: 'Novo desejo',
      idempotencyKey: `teste:${randomUUID()}`,
      interactive,
    });
    expect(api.bodies[0]).toMatchObject({
      type: 'interactive',
      interactive: {
        type: 'button',
        action: { buttons: [{ reply: { id: 'ofertar:1a2b3c4d' } }, { reply: { id: 'recusar:1a2b3c4d' } }] },
      },
    });
  });
});
