import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '#prisma/client.ts';
import { signedInAdmin } from '#tests/factories/admins.ts';
import { signedInShop } from '#tests/factories/dashboard.ts';
import { receivedPhoto, storedPhoto, TINY_PNG } from '#tests/factories/photos.ts';
import { api, createTestApp, randomMobile, type TestApp } from '#tests/factories/shops.ts';

// /gestao's conversation viewer shows the photo of a message: one a customer sent and one the bot
// sent with a notice, served to admins only from the private storage.

let dataDir: string;
let test: TestApp;
let http: ReturnType<typeof api>;
let adminCookie: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'fotos-gestao-'));
  test = createTestApp({ env: { DATA_DIR: dataDir } });
  http = api(test);
  ({ cookie: adminCookie } = await signedInAdmin(test.auth));
});
afterAll(async () => {
  await test.queue.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('photos in the /gestao conversation viewer', () => {
  it('lists the received and the sent photo with their URLs, and serves them to an admin only', async () => {
    const conversation = await db.whatsappConversation.create({
      data: { phone_number: randomMobile() },
      select: { id: true },
    });
    const received = await receivedPhoto({
      env: test.env,
      conversationId: conversation.id,
      at: new Date(Date.now() - 60_000),
      caption: 'igual a esta',
    });
    const notice = await storedPhoto(test.env);
    const sent = await db.whatsappMessage.create({
      data: {
        conversation_id: conversation.id,
        direction: 'outbound',
        message_type: 'template',
        message_text: 'Novo desejo: Abajur',
        status: 'simulado',
        timestamp: new Date(),
        metadata: { template: 'novo_desejo', imagem: { key: notice.key, mime_type: notice.mimeType } },
      },
      select: { id: true },
    });

    const thread = await http.get(
      `/api/admin/dashboard/conversations/${conversation.id}/messages`,
      adminCookie,
    );
    expect(thread.body.messages.map((m: { imagem: string | null }) => m.imagem)).toEqual([
      `/api/admin/dashboard/mensagens/${received.messageId}/imagem`,
      `/api/admin/dashboard/mensagens/${sent.id}/imagem`,
    ]);

    for (const url of thread.body.messages.map((m: { imagem: string }) => m.imagem)) {
      const res = await http.get(url, adminCookie).buffer(true);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(new Uint8Array(res.body)).toEqual(TINY_PNG);
    }
    const shop = await signedInShop(test);
    const url = `/api/admin/dashboard/mensagens/${received.messageId}/imagem`;
    expect((await http.get(url, shop.cookie)).status).toBe(403);
    expect((await http.get(url)).status).toBe(401);
  });

  it('a message without a photo, or an unknown id, is a 404', async () => {
    const conversation = await db.whatsappConversation.create({
      data: { phone_number: randomMobile() },
      select: { id: true },
    });
    const text = await db.whatsappMessage.create({
      data: {
        conversation_id: conversation.id,
        direction: 'inbound',
        message_text: 'oi',
        timestamp: new Date(),
      },
      select: { id: true },
    });
    for (const id of [text.id, crypto.randomUUID(), 'nao-e-id']) {
      const res = await http.get(`/api/admin/dashboard/mensagens/${id}/imagem`, adminCookie);
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('Imagem não encontrada.');
    }
  });
});
