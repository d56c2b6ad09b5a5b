import { describe, expect, it } from 'vitest';
import { launchBrowserForFile } from './browser.ts';
import { pageErrors } from './helpers.ts';
import { signInAsAdmin } from './server-api.ts';

// The /gestao playground draws the bot's reply buttons and lists, and a tap answers with the
// option's id through the simulator, as a tap on WhatsApp does: a wish corrected through the
// correction list and sent with the summary's Enviar button, without typing a yes.

const browser = launchBrowserForFile();

describe('playground buttons and lists', () => {
  it('a wish corrected from the list and sent by tapping Enviar', { timeout: 120_000 }, async () => {
    const tracked = await browser.open();
    const { page } = tracked;
    await signInAsAdmin(page);
    await page.goto('/gestao/ferramentas');
    await page.getByRole('heading', { level: 1, name: 'Ferramentas' }).waitFor();

    // No marker: the fake model refuses it and the guided conversation answers.
    await page.getByLabel('Mensagem').fill('quero uma cafeteira expresso Nespresso em Curitiba');
    await page.getByRole('button', { name: 'Enviar' }).click();
    const thread = page.getByRole('list', { name: 'Mensagens do playground' });
    await thread
      .getByText(/Resumo do seu desejo/)
      .first()
      .waitFor({ timeout: 30_000 });
    const buttons = thread.getByRole('group', { name: 'Botões de resposta' }).last();
    await expect
      .poll(() => buttons.getByRole('button').allTextContents())
      .toEqual(['Enviar', 'Corrigir', 'Cancelar']);

    await buttons.getByRole('button', { name: 'Corrigir' }).click();
    // The correction menu as a list behind its label; its rows are the fields.
    const label = thread.locator('summary', { hasText: 'Corrigir' }).last();
    await label.waitFor({ timeout: 30_000 });
    await label.click();
    const rows = thread.getByRole('list', { name: 'Corrigir' }).last();
    await expect
      .poll(() => rows.getByRole('button').allTextContents())
      .toEqual(['Produto', 'Cidade', 'Marca', 'Detalhes', 'Categoria', 'CancelarDesistir deste desejo']);
    await rows.getByRole('button', { name: 'Cidade' }).click();
    await thread
      .getByText(/Em qual cidade você quer comprar\?/)
      .last()
      .waitFor({ timeout: 30_000 });
    // The tap is shown as the person's message, with the title they saw.
    await thread.getByText('Cidade', { exact: true }).first().waitFor();

    await page.getByLabel('Mensagem').fill('Maringá PR');
    await page.getByLabel('Mensagem').press('Enter');
    await thread
      .getByText(/Cidade: Maringá\/PR/)
      .first()
      .waitFor({ timeout: 30_000 });
    await thread
      .getByRole('group', { name: 'Botões de resposta' })
      .last()
      .getByRole('button', { name: 'Enviar' })
      .click();
    await thread.getByText(/Seu desejo foi (enviado|registrado)/).waitFor({ timeout: 30_000 });
    expect(pageErrors(tracked)).toEqual([]);
  });
});
