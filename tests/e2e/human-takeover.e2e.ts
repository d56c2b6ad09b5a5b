import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { HUMAN_MODE_MESSAGES } from '#domain/atendimento/human-mode.ts';
import { launchBrowserForFile } from './browser.ts';
import { pageErrors, randomMobile, suffix, toast } from './helpers.ts';
import { signInAsAdmin } from './server-api.ts';

// Human takeover (issue 21) as people live it: a customer on the simulator asks for a person, the
// bot says so once and goes quiet; the admin answers from /gestao, the customer's reply appears in
// the open thread without a reload; 'Devolver ao bot' and the bot answers again.

const browser = launchBrowserForFile();

type ThreadMessage = { direction: string; text: string | null; status: string | null; metadata: unknown };

/** A customer on the simulator API, with the browser's admin session. */
function customer(page: Page, telefone: string, nome: string) {
  const headers = { Origin: inject('baseUrl') };
  async function thread(): Promise<ThreadMessage[]> {
    const res = await page.request.get(`/api/admin/simulator/messages?telefone=${telefone}`, { headers });
    expect(res.status()).toBe(200);
    return ((await res.json()) as { messages: ThreadMessage[] }).messages;
  }
  const outbound = async () =>
    (await thread()).filter(
      (m) => m.direction === 'outbound' && !['queued', 'sending'].includes(m.status ?? ''),
    );
  async function send(texto: string) {
    const res = await page.request.post('/api/admin/simulator/messages', {
      headers,
      data: { telefone, texto, nome },
    });
    expect(res.status()).toBe(202);
  }
  /** Sends and waits until every inbound message has been through a turn. */
  async function sendAndSettle(texto: string) {
    await send(texto);
    await expect
      .poll(
        async () =>
          (await thread()).filter((m) => m.direction === 'inbound' && m.status !== 'processed').length,
        {
          timeout: 30_000,
          interval: 200,
        },
      )
      .toBe(0);
  }
  return { send, sendAndSettle, outbound };
}

describe.sequential('human takeover', () => {
  it('a customer asks for a person, the admin answers from /gestao, then gives the conversation back to the bot', {
    timeout: 180_000,
  }, async () => {
    const tracked = await browser.open();
    const { page } = tracked;
    await signInAsAdmin(page);
    const nome = `Cliente Humano ${suffix()}`;
    const who = customer(page, `55${randomMobile()}`, nome);

    await who.sendAndSettle('oi, quero falar com um atendente');
    await expect
      .poll(async () => (await who.outbound()).map((m) => m.text), { timeout: 30_000 })
      .toEqual([HUMAN_MODE_MESSAGES.aviso]);
    // The bot stays quiet: the message is kept, nobody answers it, and no second notice.
    await who.sendAndSettle('alô? quero uma geladeira');
    expect((await who.outbound()).map((m) => m.text)).toEqual([HUMAN_MODE_MESSAGES.aviso]);

    const conversas = page.getByRole('region', { name: 'Conversas Recentes' });
    await conversas.getByRole('button', { name: 'Atualizar conversas' }).click();
    const row = conversas.getByRole('button', { name: new RegExp(nome) });
    await row.waitFor();
    await expect.poll(() => row.textContent()).toMatch(/Aguardando atendente · há \d+ min/);
    await row.click();

    const thread = page.getByRole('log', { name: `Mensagens de ${nome}` });
    await thread.getByText('alô? quero uma geladeira').waitFor();
    await page.getByText(/Aguardando uma pessoa há/).waitFor();
    await page
      .getByLabel('Responder como atendente')
      .fill('Oi! Aqui é da equipe. Qual geladeira você procura?');
    await page.getByRole('button', { name: 'Enviar resposta' }).click();
    const answer = thread
      .getByRole('article', { name: 'Mensagem enviada' })
      .filter({ hasText: 'Qual geladeira você procura?' });
    await answer.waitFor();
    expect(await answer.textContent()).toContain(`Enviada por ${inject('adminEmail').split('@')[0]}`);
    await page.getByText('Em atendimento humano: o bot não responde esta conversa.').waitFor();
    // The customer got it on their side (the simulator), through the same sender as the bot.
    await expect
      .poll(async () => (await who.outbound()).map((m) => m.text))
      .toContain('Oi! Aqui é da equipe. Qual geladeira você procura?');

    // The customer's answer shows in the open thread by itself (polling, no reload).
    await who.sendAndSettle('Uma frost free de 400 litros');
    await thread.getByText('Uma frost free de 400 litros').waitFor({ timeout: 15_000 });
    expect(await who.outbound()).toHaveLength(2);

    await page.getByRole('button', { name: 'Devolver ao bot' }).click();
    await toast(page, 'Conversa devolvida ao bot').waitFor();
    await page.getByRole('button', { name: 'Assumir conversa' }).waitFor();

    await who.send('oi');
    await expect.poll(async () => (await who.outbound()).length, { timeout: 60_000, interval: 250 }).toBe(3);
    const botAnswer = (await who.outbound()).at(-1);
    expect(botAnswer?.text).not.toBe(HUMAN_MODE_MESSAGES.aviso);
    expect(botAnswer?.metadata).toMatchObject({ fallback: true });
    await thread
      .getByText(botAnswer?.text?.split('\n')[0] ?? '')
      .first()
      .waitFor({ timeout: 15_000 });

    expect(pageErrors(tracked)).toEqual([]);
  });
});

describe.sequential('human takeover timeout', () => {
  // The e2e server runs with HUMAN_MODE_TIMEOUT_HOURS=0.03 (108 s, swept every 27 s).
  it('gives the conversation back to the bot by itself when no admin writes for the timeout', {
    timeout: 300_000,
  }, async () => {
    const tracked = await browser.open();
    const { page } = tracked;
    await signInAsAdmin(page);
    const nome = `Cliente Esquecido ${suffix()}`;
    const who = customer(page, `55${randomMobile()}`, nome);
    await who.sendAndSettle('me passa pra uma pessoa');
    await expect.poll(async () => (await who.outbound()).length, { timeout: 30_000 }).toBe(1);

    const status = page.getByRole('region', { name: 'Status do Sistema' });
    await status.getByRole('button', { name: 'Status do Sistema' }).click();
    await status
      .getByRole('status', { name: 'Atendimento humano' })
      .getByText(/aguardando atendente/)
      .waitFor();
    const conversas = page.getByRole('region', { name: 'Conversas Recentes' });
    const row = conversas.getByRole('button', { name: new RegExp(nome) });
    await expect.poll(() => row.textContent(), { timeout: 30_000 }).toMatch(/Aguardando atendente/);

    // Nobody answers: the sweep returns it, the badge goes, and the bot answers the next message.
    await expect
      .poll(() => row.textContent(), { timeout: 200_000, interval: 2_000 })
      .not.toMatch(/Aguardando atendente/);
    await who.send('oi');
    await expect.poll(async () => (await who.outbound()).length, { timeout: 60_000, interval: 250 }).toBe(2);
    expect((await who.outbound()).at(-1)?.metadata).toMatchObject({ fallback: true });

    expect(pageErrors(tracked)).toEqual([]);
  });
});
