import { describe, expect, inject, it } from 'vitest';
import { launchBrowserForFile } from './browser.ts';
import {
  MODEL_ANSWER,
  MODEL_MESSAGE_MARKER,
  MODEL_PROMPT_MARKER,
  type RecordedRequest,
} from './fake-model.ts';
import { pageErrors, suffix, toast } from './helpers.ts';
import { seriousViolations, signInAsAdmin } from './server-api.ts';
import { confirmOnProfilePage, signUpOverApi } from './shop-flows.ts';

// /gestao/ferramentas in Chromium, signed in as the admin the server created: a new system prompt
// saved from the page is what a reload shows, and the next conversation in the playground (through
// the simulator) reaches the model with it — read back from the fake model's record of the
// requests it received (fake-model.ts).

const browser = launchBrowserForFile();

/** /gestao/ferramentas open in a new context, signed in as the admin. */
async function openToolsPage(options: { bypassCSP?: boolean } = {}) {
  const tracked = await browser.open(options);
  await signInAsAdmin(tracked.page);
  await tracked.page.goto('/gestao/ferramentas');
  await tracked.page.getByRole('heading', { level: 1, name: 'Ferramentas' }).waitFor();
  return tracked;
}

describe('admin tools page', () => {
  it('saves a new system prompt (a reload shows it) and chats with the bot in the playground', {
    timeout: 90_000,
  }, async () => {
    const tracked = await openToolsPage();
    const { page } = tracked;
    const promptField = page.getByLabel('Prompt do sistema (clientes)');
    const original = await promptField.inputValue();
    expect(original.length).toBeGreaterThan(0);
    const prompt = `Você é o assistente do teste ${suffix()} (${MODEL_PROMPT_MARKER}). Seja breve e gentil.`;
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

    const message = `Oi, quero comprar uma geladeira (${MODEL_MESSAGE_MARKER} ${suffix()})`;
    await page.getByLabel('Mensagem').fill(message);
    await page.getByRole('button', { name: 'Enviar' }).click();
    const thread = page.getByRole('list', { name: 'Mensagens do playground' });
    await thread.getByText(message, { exact: true }).waitFor();
    await thread.getByText(MODEL_ANSWER).first().waitFor({ timeout: 30_000 });
    const requests = (await (await fetch(`${inject('modelUrl')}/requests`)).json()) as RecordedRequest[];
    const request = requests.findLast((r) => r.lastUser.includes(message));
    expect(request?.system).toContain(prompt);

    await page.getByLabel('Prompt do sistema (clientes)').fill(original);
    await page.getByRole('button', { name: 'Salvar configuração' }).click();
    await toast(page, 'Configuração salva').waitFor();
    expect(pageErrors(tracked)).toEqual([]);
  });

  it('shows the guided conversation in the playground: one message with product and city reaches the summary', {
    timeout: 90_000,
  }, async () => {
    const tracked = await openToolsPage();
    const { page } = tracked;
    // No marker: the fake model refuses it and the guided conversation answers.
    const message = `oi, quero uma cafeteira expresso aqui em Curitiba ${suffix()}`;
    await page.getByLabel('Mensagem').fill(message);
    await page.getByRole('button', { name: 'Enviar' }).click();
    const thread = page.getByRole('list', { name: 'Mensagens do playground' });
    await thread.getByText(message, { exact: true }).waitFor();
    const summary = thread.getByText(/Resumo do seu desejo/).first();
    await summary.waitFor({ timeout: 30_000 });
    const text = (await summary.textContent()) ?? '';
    expect(text).toContain('Cidade: Curitiba/PR');
    expect(text).toContain('Categoria: Eletroportáteis › Cafeteiras');
    expect(pageErrors(tracked)).toEqual([]);
  });

  it("says the spec's verdict of the webhook test and names each save failure", {
    timeout: 90_000,
  }, async () => {
    const tracked = await openToolsPage();
    const { page } = tracked;
    await page.getByRole('button', { name: 'Testar webhook' }).click();
    await page.getByRole('status').getByText('Webhook está funcionando corretamente!').waitFor();

    await page.route('**/api/admin/whatsapp/webhook-test', (route) =>
      route.fulfill({ json: { ok: false, status: 401, body: { error: 'assinatura' } } }),
    );
    await page.getByRole('button', { name: 'Testar webhook' }).click();
    await page.getByRole('status').getByText('Webhook retornou erro (HTTP 401)').waitFor();

    // A server that fails names what was being saved, not a generic error.
    const crash = { status: 500, json: { error: 'Erro interno', code: 'INTERNAL' } };
    await page.route('**/api/admin/tools/agent', (route) => route.fulfill(crash));
    await page.route('**/api/admin/tools/functions/*', (route) => route.fulfill(crash));
    const promptField = page.getByLabel('Prompt do sistema (clientes)');
    await promptField.fill(`${await promptField.inputValue()} `);
    await page.getByRole('button', { name: 'Salvar configuração' }).click();
    await toast(page, 'Não foi possível salvar o prompt').waitFor();

    const tool = page.getByRole('form', { name: 'Função listar_ofertas' });
    await tool.getByRole('button', { name: 'Editar função listar_ofertas' }).click();
    await tool.getByRole('button', { name: 'Salvar função' }).click();
    await toast(page, 'Não foi possível salvar as funções').waitFor();
  });

  it("sends a signed-in non-admin home with the page's own refusal", { timeout: 90_000 }, async () => {
    const tracked = await browser.open();
    const { page } = tracked;
    await confirmOnProfilePage(page, (await signUpOverApi('Rui Curioso', 'ferramentas')).confirmationLink);
    await page.goto('/gestao/ferramentas');
    await toast(page, 'Você não tem permissão para acessar esta página.').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it.each([360, 1280])(
    'has no serious axe violation in the playground chips at %i px',
    {
      timeout: 90_000,
    },
    async (width) => {
      // axe is injected as a script, which the site's CSP refuses.
      const tracked = await openToolsPage({ bypassCSP: true });
      const { page } = tracked;
      await page.setViewportSize({ width, height: 800 });
      const chip = page.getByRole('button', { name: 'Como cliente' });
      await chip.scrollIntoViewIfNeeded();
      expect(await chip.getAttribute('aria-pressed')).toBe('true');
      await expect.poll(() => page.locator('[data-sonner-toast]').count(), { timeout: 15_000 }).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
    },
  );
});
