import { describe, expect, inject, it } from 'vitest';
import { HUMAN_MODE_MESSAGES } from '#domain/atendimento/human-mode.ts';
import { PHOTO_UPLOAD_MESSAGES } from '#domain/media/photo-upload.ts';
import { TINY_PNG } from '#tests/factories/photos.ts';
import { launchBrowserForFile } from './browser.ts';
import { pageErrors, randomMobile, suffix } from './helpers.ts';
import { signInAsAdmin } from './server-api.ts';

// Human takeover with a photo (issue 21): the admin attaches a photo to a reply in /gestao's thread;
// it reaches the customer (the simulator) with the text as its caption and shows in the thread.

const browser = launchBrowserForFile();

type ThreadMessage = { direction: string; text: string | null; status: string | null; metadata: unknown };

describe.sequential('human takeover with a photo', () => {
  it('an admin attaches a photo to the reply, and it shows in the thread', { timeout: 120_000 }, async () => {
    const tracked = await browser.open();
    const { page } = tracked;
    await signInAsAdmin(page);
    const nome = `Cliente Foto ${suffix()}`;
    const telefone = `55${randomMobile()}`;
    const headers = { Origin: inject('baseUrl') };
    const outbound = async () => {
      const res = await page.request.get(`/api/admin/simulator/messages?telefone=${telefone}`, { headers });
      const { messages } = (await res.json()) as { messages: ThreadMessage[] };
      return messages.filter(
        (m) => m.direction === 'outbound' && !['queued', 'sending'].includes(m.status ?? ''),
      );
    };
    const asked = await page.request.post('/api/admin/simulator/messages', {
      headers,
      data: { telefone, texto: 'oi, quero falar com um atendente', nome },
    });
    expect(asked.status()).toBe(202);
    await expect
      .poll(async () => (await outbound()).map((m) => m.text), { timeout: 30_000 })
      .toEqual([HUMAN_MODE_MESSAGES.aviso]);

    const conversas = page.getByRole('region', { name: 'Conversas Recentes' });
    await conversas.getByRole('button', { name: 'Atualizar conversas' }).click();
    await conversas.getByRole('button', { name: new RegExp(nome) }).click();
    const thread = page.getByRole('log', { name: `Mensagens de ${nome}` });
    await page.getByText(/Aguardando uma pessoa há/).waitFor();

    // Not a photo: said at once, nothing can be sent.
    const photo = page.getByLabel('Anexar foto (opcional)');
    await photo.setInputFiles({ name: 'nota.txt', mimeType: 'text/plain', buffer: Buffer.from('oi') });
    await page.getByText(PHOTO_UPLOAD_MESSAGES.tipo).waitFor();
    expect(await page.getByRole('button', { name: 'Enviar resposta' }).isDisabled()).toBe(true);

    await photo.setInputFiles({
      name: 'geladeira.png',
      mimeType: 'image/png',
      buffer: Buffer.from(TINY_PNG),
    });
    await page.getByLabel('Responder como atendente').fill('Esta é a geladeira que temos na loja.');
    await page.getByRole('button', { name: 'Enviar resposta' }).click();

    const answer = thread
      .getByRole('article', { name: 'Mensagem enviada' })
      .filter({ hasText: 'Esta é a geladeira que temos na loja.' });
    await answer.waitFor();
    const image = answer.getByRole('img', { name: 'Foto da mensagem 1 de 1' });
    await image.waitFor();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(1);
    // The box is ready for the next reply: no text, no file.
    expect(await page.getByLabel('Responder como atendente').inputValue()).toBe('');
    expect(await photo.evaluate((input: HTMLInputElement) => input.files?.length ?? 0)).toBe(0);

    // The customer got it through the bot's sender: the photo with the text as its caption.
    await expect
      .poll(async () => (await outbound()).at(-1))
      .toMatchObject({
        text: 'Esta é a geladeira que temos na loja.',
        metadata: { autor: { tipo: 'admin' }, imagem: { mime_type: 'image/png' } },
      });

    expect(pageErrors(tracked)).toEqual([]);
  });
});
