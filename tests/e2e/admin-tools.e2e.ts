import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser.ts';
import { pageErrors, suffix, toast } from './helpers.ts';
import { signInAsAdmin } from './server-api.ts';

// /gestao/ferramentas in Chromium, signed in as the admin the server created: a new system prompt
// saved from the page is what a reload shows, and the playground talks to the bot through the
// simulator (this server has no model configured, so the guided questionnaire answers). That the
// next model request carries the saved prompt is pinned by api/admin/tools-routes.test.ts.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('admin tools page', () => {
  it('saves a new system prompt (a reload shows it) and chats with the bot in the playground', {
    timeout: 90_000,
  }, async () => {
    const tracked = await openPage(browser);
    const { page, context } = tracked;
    try {
      await signInAsAdmin(page);
      await page.goto('/gestao/ferramentas');
      await page.getByRole('heading', { level: 1, name: 'Ferramentas' }).waitFor();

      const promptField = page.getByLabel('Prompt do sistema (clientes)');
      const original = await promptField.inputValue();
      expect(original.length).toBeGreaterThan(0);
      const prompt = `Você é o assistente do teste ${suffix()}. Seja breve e gentil.`;
      await promptField.fill(prompt);
      await page.getByRole('button', { name: 'Salvar configuração' }).click();
      await toast(page, 'Configuração salva').waitFor();

      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Ferramentas' }).waitFor();
      await expect.poll(() => page.getByLabel('Prompt do sistema (clientes)').inputValue()).toBe(prompt);

      // An invalid parameter schema is refused on the page, with the reason.
      const tool = page.getByRole('form', { name: 'Função listar_ofertas' });
      await tool.getByRole('button', { name: 'Editar função listar_ofertas' }).click();
      await tool.getByLabel('Parâmetros (JSON Schema)').fill('{"type": "object", "properties": ');
      await tool.getByRole('button', { name: 'Salvar função' }).click();
      await tool.getByText('Os parâmetros não são um JSON válido').waitFor();

      await page.getByLabel('Mensagem').fill('Oi, quero comprar uma geladeira');
      await page.getByRole('button', { name: 'Enviar' }).click();
      const thread = page.getByRole('list', { name: 'Mensagens do playground' });
      await thread.getByText('Oi, quero comprar uma geladeira', { exact: true }).waitFor();
      await thread
        .getByText('Questionário guiado (sem modelo configurado)')
        .first()
        .waitFor({ timeout: 30_000 });

      await page.getByLabel('Prompt do sistema (clientes)').fill(original);
      await page.getByRole('button', { name: 'Salvar configuração' }).click();
      await toast(page, 'Configuração salva').waitFor();
      expect(pageErrors(tracked)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
