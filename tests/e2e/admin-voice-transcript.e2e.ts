import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { cloudNotification } from '#whatsapp/cloud/notification-envelope.ts';
import { launchBrowserForFile } from './browser.ts';
import { pageErrors, randomMobile, suffix } from './helpers.ts';
import { signInAsAdmin } from './server-api.ts';

// /gestao/dashboard shows a voice note as its transcript with its length. The e2e server has no
// Cloud API credentials nor transcription endpoint, so the voice note arrives through the webhook
// for real (and gets the "please type" answer), and only the thread's answer gains the transcript
// the pipeline would have kept (tests/bot/inbound-media-journey.test.ts covers it end to end).

const browser = launchBrowserForFile();

describe('voice notes in /gestao', () => {
  it('shows the transcript with the audio length, and the bot asking to type', {
    timeout: 120_000,
  }, async () => {
    const tracked = await browser.open();
    const { page } = tracked;
    const nome = `Cliente Áudio ${suffix()}`;
    const from = `55${randomMobile()}`;
    const res = await fetch(`${inject('baseUrl')}/api/whatsapp/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(
        cloudNotification({
          contacts: [{ wa_id: from, profile: { name: nome } }],
          messages: [
            {
              from,
              id: `wamid.${randomUUID()}`,
              timestamp: String(Math.floor(Date.now() / 1000)),
              type: 'audio',
              audio: { mime_type: 'audio/ogg; codecs=opus', sha256: 'c2hh', id: '1234567890', voice: true },
            },
          ],
        }),
      ),
    });
    expect(res.status).toBe(200);

    await page.route('**/api/admin/dashboard/conversations/*/messages', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      for (const message of body.messages ?? []) {
        if (message.texto === '[áudio]') {
          message.texto = '[áudio] quero uma geladeira em campinas sp';
          message.transcricao = { texto: 'quero uma geladeira em campinas sp', segundos: 12 };
        }
      }
      await route.fulfill({ response, json: body });
    });

    await signInAsAdmin(page);
    const conversas = page.getByRole('region', { name: 'Conversas Recentes' });
    const row = conversas.getByRole('button', { name: new RegExp(nome) });
    await expect
      .poll(async () => {
        await conversas.getByRole('button', { name: 'Atualizar conversas' }).click();
        return row.count();
      })
      .toBeGreaterThan(0);
    await row.click();

    const thread = page.getByRole('log', { name: `Mensagens de ${nome}` });
    const received = thread.getByRole('article', { name: 'Mensagem recebida' });
    await expect
      .poll(async () => {
        await page.getByRole('button', { name: 'Atualizar mensagens' }).click();
        return received.allTextContents();
      })
      .toEqual([expect.stringContaining('🎤 0:12 — transcrição: quero uma geladeira em campinas sp')]);
    const answer = thread.getByRole('article', { name: 'Mensagem enviada' });
    await expect
      .poll(() => answer.allTextContents())
      .toEqual([expect.stringContaining('Não consegui ouvir')]);

    expect(pageErrors(tracked)).toEqual([]);
  });
});
