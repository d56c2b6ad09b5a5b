import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { launchBrowserForFile } from './browser.ts';
import { pageErrors, toast } from './helpers.ts';
import { signInAsAdmin } from './server-api.ts';
import {
  adminCookie,
  approveShop,
  associateCnpj,
  registerShop,
  seededCategoria,
  signInChangingPassword,
} from './shop-flows.ts';

// Issue 21: a shop writes "pausar" on WhatsApp (the simulator, guided flow); its web dashboard
// says so and its "Voltar a receber" button resumes it, as "voltar" would.

const browser = launchBrowserForFile();
const admin = { email: inject('adminEmail') };
const city = { sigla: 'PR', nome: 'Curitiba' };
const notice =
  'Você pausou o recebimento de oportunidades pelo WhatsApp. Para voltar a receber, envie "voltar" para o nosso WhatsApp.';

/** Sends `texto` from `telefone` through the simulator (admin session) and waits for `expected`. */
async function say(page: Page, telefone: string, texto: string, expected: string) {
  const headers = { Origin: inject('baseUrl') };
  const sent = await page.request.post('/api/admin/simulator/messages', {
    headers,
    data: { telefone, texto },
  });
  expect(sent.status()).toBe(202);
  for (let i = 0; i < 300; i++) {
    const res = await page.request.get(`/api/admin/simulator/messages?telefone=${telefone}`, { headers });
    const { messages } = (await res.json()) as {
      messages: Array<{ direction: string; text: string | null }>;
    };
    if (messages.some((m) => m.direction === 'outbound' && m.text?.includes(expected))) return;
    await page.waitForTimeout(100);
  }
  throw new Error(`sem "${expected}" para ${telefone}`);
}

describe.sequential('the shop pause on the dashboard', () => {
  it.skipIf(!admin.email)(
    'shows the notice after "pausar" on WhatsApp, and "Voltar a receber" resumes',
    { timeout: 120_000 },
    async () => {
      const cookie = await adminCookie();
      const shop = await registerShop(city, await seededCategoria(), { cnpj: await associateCnpj(cookie) });
      await approveShop(shop.id, cookie);
      const adminPage = await browser.open();
      await signInAsAdmin(adminPage.page);
      await say(adminPage.page, shop.whatsappLoja, 'pausar', 'pausei suas oportunidades');

      const tracked = await browser.open();
      const { page } = tracked;
      await signInChangingPassword(page, shop);
      const status = page.getByRole('status').filter({ hasText: notice });
      await status.waitFor();
      await status.getByRole('button', { name: 'Voltar a receber' }).click();
      await toast(page, 'Você voltou a receber oportunidades.').waitFor();
      await status.waitFor({ state: 'detached' });
      await page.reload();
      await page.getByRole('heading', { name: 'Painel do Lojista' }).waitFor();
      expect(await page.getByText(notice).count()).toBe(0);

      expect(pageErrors(tracked)).toEqual([]);
    },
  );
});
