import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { privacyMessages } from '#domain/admin/privacy-schemas.ts';
import { formatPhone } from '#domain/masks.ts';
import { launchBrowserForFile } from './browser.ts';
import { pageErrors, randomMobile, suffix, toast } from './helpers.ts';
import { apiRequest, seriousViolations, signInAsAdmin } from './server-api.ts';
import { seededCategoria } from './shop-flows.ts';

// /gestao/privacidade signed in as the admin: a customer with a conversation (through the
// simulator) and a wish (through the public form) under one number is exported as a JSON file,
// erased after the number is typed again, and the next export is empty. A malformed number is
// refused in the page with the API's own message, before any request.

const browser = launchBrowserForFile();

type Exported = {
  conversas: Array<{ mensagens: Array<{ texto: string | null }> }>;
  desejos: Array<{ produto_desejado: string }>;
};

/** "Oi" from the customer on the simulator, with the page's admin session; waits for the reply. */
async function seedConversation(page: Page, telefone: string) {
  const headers = { Origin: inject('baseUrl') };
  const sent = await page.request.post('/api/admin/simulator/messages', {
    headers,
    data: { telefone, texto: 'Oi', nome: 'Cliente Privacidade' },
  });
  expect(sent.status()).toBe(202);
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/admin/simulator/messages?telefone=${telefone}`, { headers });
        const { messages } = (await res.json()) as { messages: Array<{ direction: string; status: string }> };
        return messages.some((m) => m.direction === 'outbound' && !['queued', 'sending'].includes(m.status));
      },
      { timeout: 30_000, interval: 100 },
    )
    .toBe(true);
}

async function seedWish(mobile: string, produto: string) {
  const wish = await apiRequest('/api/desejos', {
    address: `10.8.${Math.floor(Math.random() * 250)}.1`,
    body: {
      nomeCliente: 'Cliente Privacidade',
      whatsapp: mobile,
      estado: 'AP',
      cidade: 'Macapá',
      categoriaId: (await seededCategoria()).id,
      produtoDesejado: produto,
      termosAceitos: true,
    },
  });
  expect(wish.status, JSON.stringify(wish.body)).toBe(201);
}

async function openPrivacy(page: Page) {
  await signInAsAdmin(page);
  await page.getByRole('navigation', { name: 'Gestão' }).getByRole('link', { name: 'Privacidade' }).click();
  await page.getByRole('heading', { level: 1, name: 'Privacidade (LGPD)' }).waitFor();
  return page.getByLabel('Telefone do cliente');
}

/** Clicks "Exportar dados" and reads the file the page downloads. */
async function exportFile(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar dados' }).click(),
  ]);
  const data = JSON.parse(await readFile(await download.path(), 'utf8')) as Exported;
  return { name: download.suggestedFilename(), data };
}

describe.sequential('Privacidade (LGPD)', () => {
  it("exports a customer's data as JSON, erases it after confirmation, and exports nothing after", {
    timeout: 120_000,
  }, async () => {
    const tracked = await browser.open();
    const { page } = tracked;
    const privacyCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/admin/privacidade/')) privacyCalls.push(request.url());
    });
    const mobile = randomMobile();
    const produto = `Bicicleta aro 29 ${suffix()}`;
    const telefone = await openPrivacy(page);
    await seedConversation(page, `55${mobile}`);
    await seedWish(mobile, produto);

    // Refused in the page, with the field focused and its message under it: no request made.
    await page.getByRole('button', { name: 'Exportar dados' }).click();
    await page.getByText(privacyMessages.telefoneObrigatorio).waitFor();
    await telefone.fill('12');
    await page.getByRole('button', { name: 'Apagar dados' }).click();
    await page.getByText(privacyMessages.telefoneInvalido).waitFor();
    expect(await telefone.getAttribute('aria-invalid')).toBe('true');
    expect(await telefone.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(privacyCalls).toEqual([]);

    const typed = `(${mobile.slice(0, 2)}) ${mobile.slice(2, 7)}-${mobile.slice(7)}`;
    await telefone.fill(typed);
    const before = await exportFile(page);
    expect(before.name).toBe(`dados-do-cliente-${mobile}.json`);
    expect(before.data.desejos.map((d) => d.produto_desejado)).toContain(produto);
    expect(before.data.conversas[0]?.mensagens.map((m) => m.texto)).toContain('Oi');
    await toast(page, '1 conversa e 1 desejo no arquivo.').waitFor();
    expect(await telefone.getAttribute('aria-invalid')).toBeNull();

    await page.getByRole('button', { name: 'Apagar dados' }).click();
    const dialog = page.getByRole('dialog', { name: 'Apagar dados do cliente?' });
    await dialog.getByText('Esta ação não pode ser desfeita.').waitFor();
    const confirmacao = dialog.getByLabel('Digite o telefone novamente para confirmar');
    expect(await confirmacao.evaluate((el) => el === document.activeElement)).toBe(true);
    // Another number typed in the dialog erases nothing.
    await confirmacao.fill(`${mobile.slice(0, -1)}${(Number(mobile.at(-1)) + 1) % 10}`);
    await dialog.getByRole('button', { name: 'Apagar definitivamente' }).click();
    await dialog.getByText(privacyMessages.confirmacaoDiferente).waitFor();
    expect(privacyCalls.filter((url) => url.endsWith('/apagar'))).toEqual([]);

    await confirmacao.fill(mobile);
    await dialog.getByRole('button', { name: 'Apagar definitivamente' }).click();
    await toast(page, 'Dados apagados').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const summary = page.getByRole('region', { name: `Dados apagados do telefone ${formatPhone(mobile)}` });
    for (const line of ['1 conversa apagada', '1 desejo anonimizado']) {
      await summary.getByText(line, { exact: true }).waitFor();
    }
    expect(await summary.getByText(/^\d+ mensagens apagadas$/).count()).toBe(1);
    // Radix gives the focus back to the button that opened the dialog.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()))
      .toBe('Apagar dados');

    const after = await exportFile(page);
    expect(after.data.conversas).toEqual([]);
    expect(after.data.desejos).toEqual([]);
    await toast(page, 'Nenhuma conversa ou desejo encontrado para este telefone.').waitFor();

    expect(pageErrors(tracked)).toEqual([]);
  });

  it('has no serious accessibility violations with a field message, the dialog and a summary', {
    timeout: 90_000,
  }, async () => {
    // axe is injected as a script, which the site's CSP refuses: this page bypasses it (the test
    // above keeps the CSP, so the download is checked under it).
    const { page } = await browser.open({ bypassCSP: true });
    const telefone = await openPrivacy(page);
    await telefone.fill('abc');
    await page.getByRole('button', { name: 'Exportar dados' }).click();
    await page.getByText(privacyMessages.telefoneInvalido).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // A number nobody used: the erasure finds nothing and says so.
    const mobile = randomMobile();
    await telefone.fill(mobile);
    await page.getByRole('button', { name: 'Apagar dados' }).click();
    const dialog = page.getByRole('dialog', { name: 'Apagar dados do cliente?' });
    await dialog.getByRole('button', { name: 'Apagar definitivamente' }).click();
    await dialog.getByText(privacyMessages.telefoneObrigatorio).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await dialog.getByLabel('Digite o telefone novamente para confirmar').fill(mobile);
    await dialog.getByRole('button', { name: 'Apagar definitivamente' }).click();
    const summary = page.getByRole('region', { name: `Dados apagados do telefone ${formatPhone(mobile)}` });
    await summary.getByText('Nenhum dado de cliente encontrado para este telefone.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('sends a visitor without a session to the login', async () => {
    const { page, errors } = await browser.open();
    await page.goto('/gestao/privacidade');
    await page.waitForURL((url) => url.pathname === '/gestao/login');
    await page.getByRole('heading', { level: 1, name: 'Área de Gestão' }).waitFor();
    expect(errors).toEqual([]);
  });
});
