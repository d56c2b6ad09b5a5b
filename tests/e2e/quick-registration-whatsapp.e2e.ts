import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { launchBrowserForFile } from './browser.ts';
import { holdRequests, pageErrors, randomCnpj, randomMobile, suffix, toast } from './helpers.ts';
import { apiRequest } from './server-api.ts';
import { adminCookie } from './shop-flows.ts';

// The quick registration's success screen against the real server, whose WhatsApp is the default
// simulator: the spec's toasts (001 §8) and "Reenviar WhatsApp", which makes a new password, sends
// it by WhatsApp and e-mail, and says the previous one no longer works. The shop's messages land
// in its simulator thread with the password masked.

const browser = launchBrowserForFile();
const hasAdmin = Boolean(inject('adminEmail'));

async function fillRegistration(page: Page, shop: { name: string; email: string; whatsapp: string }) {
  await page.goto('/parceiros/cadastro-rapido');
  await page.getByRole('heading', { name: 'Dados do Lojista' }).waitFor({ timeout: 45_000 });
  await page.getByLabel('Nome da Loja').fill(shop.name);
  await page.getByLabel('CNPJ').fill(randomCnpj());
  await page.getByLabel('E-mail').fill(shop.email);
  await page.getByLabel('WhatsApp da Loja').fill(shop.whatsapp);
  await page.getByLabel('Nome do Representante').fill('Rita Parceira');
  await page.getByLabel('WhatsApp do Representante').fill(randomMobile());
  // The server asks the fake ViaCEP of global-setup.ts, which fills the state and the city.
  await page.getByLabel('CEP').fill('01310100');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await toast(page, 'CEP encontrado!').waitFor();
  await page
    .getByRole('group', { name: 'Categorias *', exact: true })
    .getByRole('checkbox', { name: 'Celulares e Telefonia' })
    .check();
  await page.getByLabel(/aceita os/).check();
  await page.getByRole('button', { name: 'Cadastrar Lojista' }).click();
}

type ThreadMessage = { text: string | null };

describe('quick registration credentials on WhatsApp', () => {
  it('announces the credentials sent by e-mail and WhatsApp, and "Reenviar WhatsApp" replaces the password saying so', async () => {
    const tracked = await browser.open();
    const { page } = tracked;
    const shop = {
      name: `Loja Zap ${suffix()}`,
      email: `zap-${suffix()}@exemplo.com.br`,
      whatsapp: randomMobile(),
    };
    await fillRegistration(page, shop);

    await page.getByRole('heading', { name: 'Cadastro Realizado com Sucesso!' }).waitFor();
    await toast(page, 'Cadastro realizado! Credenciais enviadas por e-mail e WhatsApp.').waitFor();
    const password = page.locator('code');
    const first = (await password.textContent()) ?? '';
    expect(first).toMatch(/^\S{12}$/);

    // While the resend is under way both buttons wait, so a second click cannot start another.
    const release = await holdRequests(page, '**/api/parceiros/cadastro-rapido/*/reenviar');
    await page.getByRole('button', { name: 'Reenviar WhatsApp' }).click();
    await page.getByRole('button', { name: 'Gerar nova senha e reenviar' }).click();
    await page.getByRole('button', { name: 'Reenviando...' }).waitFor();
    expect(await page.getByRole('button', { name: 'Reenviar E-mail' }).isDisabled()).toBe(true);
    release();

    const done = toast(page, 'WhatsApp reenviado com sucesso!');
    await done.waitFor();
    expect(await done.textContent()).toContain(
      'Uma nova senha temporária foi gerada e enviada por WhatsApp e por e-mail. A senha anterior não vale mais.',
    );
    await page.getByRole('button', { name: 'Reenviar WhatsApp' }).waitFor();
    const second = (await password.textContent()) ?? '';
    expect(second).toMatch(/^\S{12}$/);
    expect(second).not.toBe(first);

    if (hasAdmin) {
      // Both messages are in the shop's thread, each with the password masked.
      const cookie = await adminCookie();
      const thread = await apiRequest(`/api/admin/simulator/messages?telefone=55${shop.whatsapp}`, {
        cookie,
      });
      expect(thread.status).toBe(200);
      const texts = ((thread.body.messages ?? []) as ThreadMessage[]).map((m) => m.text ?? '');
      expect(texts).toHaveLength(2);
      for (const text of texts) {
        expect(text).toContain('*Senha temporária:* ••••••••');
        expect(text).not.toContain(first);
        expect(text).not.toContain(second);
      }
    }
    expect(pageErrors(tracked)).toEqual([]);
  });
});
