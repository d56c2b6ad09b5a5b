import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { launchBrowserForFile } from './browser.ts';
import { pageErrors, randomMobile, suffix, toast } from './helpers.ts';
import { signInAsAdmin } from './server-api.ts';
import {
  adminCookie,
  approveShop,
  associateCnpj,
  registerShop,
  seededCategoria,
  sendWishOnSite,
  signInChangingPassword,
} from './shop-flows.ts';

// A wish's outcome on the shops' dashboards: two associate shops offer, the customer chooses the
// cheaper one on WhatsApp (the simulator, guided flow), its card under Enviadas reads Aceita and
// the other shop's Recusada; the rating ask (RATING_DELAY_MINUTES=0 on this server) is answered
// with "5", and the chosen shop's dashboard and /gestao show the rating.

const browser = launchBrowserForFile();
const admin = { email: inject('adminEmail') };
const city = { estado: 'Paraná (PR)', sigla: 'PR', nome: 'Curitiba' };

async function makeOffer(page: Page, produto: string, centavos: string) {
  const card = page.getByRole('article', { name: produto });
  await card.getByRole('button', { name: 'Fazer Oferta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Fazer Oferta' });
  await dialog.getByLabel('Preço').pressSequentially(centavos);
  await dialog.getByLabel('Condições de pagamento').fill('Pix');
  await dialog.getByLabel('Prazo de entrega').fill('Amanhã');
  await dialog.getByRole('button', { name: 'Enviar Oferta' }).click();
  await toast(page, 'Oferta enviada com sucesso!').waitFor();
}

type ThreadMessage = { direction: string; text: string | null; status: string | null };

/** The customer on the simulator API (admin session), as admin-dashboard.e2e.ts drives it. */
function customer(page: Page, telefone: string) {
  const headers = { Origin: inject('baseUrl') };
  async function outbound(): Promise<ThreadMessage[]> {
    const res = await page.request.get(`/api/admin/simulator/messages?telefone=${telefone}`, { headers });
    expect(res.status()).toBe(200);
    const { messages } = (await res.json()) as { messages: ThreadMessage[] };
    return messages.filter(
      (m) => m.direction === 'outbound' && !['queued', 'sending'].includes(m.status ?? ''),
    );
  }
  async function waitFor(text: string, after: number): Promise<string> {
    for (let i = 0; i < 300; i++) {
      const found = (await outbound()).slice(after).find((m) => m.text?.includes(text));
      if (found) return found.text ?? '';
      await page.waitForTimeout(100);
    }
    throw new Error(`sem "${text}" para ${telefone}: ${JSON.stringify(await outbound())}`);
  }
  return {
    async send(texto: string, expected: string): Promise<string> {
      const before = (await outbound()).length;
      const res = await page.request.post('/api/admin/simulator/messages', {
        headers,
        data: { telefone, texto },
      });
      expect(res.status()).toBe(202);
      return waitFor(expected, before);
    },
    waitFor: (text: string) => waitFor(text, 0),
  };
}

describe.sequential('outcomes and ratings', () => {
  it.skipIf(!admin.email)(
    'the chosen offer reads Aceita, the other Recusada, and the rating shows on the dashboard and in /gestao',
    { timeout: 180_000 },
    async () => {
      const categoria = await seededCategoria(3);
      const cookie = await adminCookie();
      const escolhida = await registerShop(city, categoria, { cnpj: await associateCnpj(cookie) });
      const preterida = await registerShop(city, categoria, { cnpj: await associateCnpj(cookie) });
      await approveShop(escolhida.id, cookie);
      await approveShop(preterida.id, cookie);

      const mobile = randomMobile();
      const telefone = `55${mobile}`;
      const produto = `Cafeteira ${suffix()}`;
      const form = await browser.open();
      const codigo = await sendWishOnSite(form.page, { city, categoria, produto, whatsapp: mobile });

      const shopA = await browser.open();
      await signInChangingPassword(shopA.page, escolhida);
      await makeOffer(shopA.page, produto, '19900');
      const shopB = await browser.open();
      await signInChangingPassword(shopB.page, preterida);
      await makeOffer(shopB.page, produto, '25900');

      // The customer closes the wish choosing the cheaper offer; they were told the shop gets their contact.
      const adminPage = await browser.open();
      await signInAsAdmin(adminPage.page);
      const joana = customer(adminPage.page, telefone);
      const confirm = await joana.send(`quero encerrar o desejo ${codigo}`, 'Encerrar o desejo');
      expect(confirm).toContain('a loja escolhida recebe seu primeiro nome e seu WhatsApp');
      await joana.send('1', `Desejo ${codigo} encerrado`);

      for (const [shop, label] of [
        [shopA, 'Aceita'],
        [shopB, 'Recusada'],
      ] as const) {
        await shop.page.reload();
        await shop.page.getByRole('tab', { name: /Enviadas/ }).click();
        await shop.page.getByRole('article', { name: produto }).getByText(label, { exact: true }).waitFor();
      }
      expect(await shopA.page.getByRole('button', { name: 'Alterar Oferta' }).count()).toBe(0);

      // The ask arrives (the sweep runs every 2 s here); "5" right after it is the rating.
      await joana.waitFor('Como foi com a');
      await joana.send('5', 'Obrigado pela avaliação!');

      await shopA.page.reload();
      await shopA.page.getByText('★ 5,0 de 5 (1 avaliação)').waitFor();
      await shopB.page.reload();
      await shopB.page.getByText('Sem avaliações').first().waitFor();

      await adminPage.page.goto('/gestao/lojistas');
      await adminPage.page.getByRole('button', { name: `Detalhes de ${escolhida.nomeLoja}` }).click();
      const details = adminPage.page.getByRole('dialog');
      await details.getByText('★ 5,0 de 5 (1 avaliação)').waitFor();

      for (const tracked of [form, shopA, shopB, adminPage]) expect(pageErrors(tracked)).toEqual([]);
    },
  );
});
