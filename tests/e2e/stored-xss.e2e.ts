import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { launchBrowserForFile, type TrackedPage } from './browser.ts';
import { pageErrors, randomMobile, suffix } from './helpers.ts';
import { apiRequest, signInAsAdmin } from './server-api.ts';
import { approveShop, registerShop, seededCategoria, signInChangingPassword } from './shop-flows.ts';

// Stored XSS: markup typed into a wish (by a customer nobody knows) and into a shop's name comes
// back as plain text on the shop's dashboard and in /gestao — nothing runs, no element is made.
// Every payload sets window.__xss if it ever executes.

const city = { sigla: 'AP', nome: 'Macapá' };
const payloads = {
  produto: `<img src=x onerror="window.__xss='produto'">Geladeira ${suffix()}`,
  marca: `<script>window.__xss='marca'</script>`,
  caracteristicas: `"><svg onload="window.__xss='caracteristicas'">`,
  nomeCliente: `<iframe srcdoc="<script>parent.__xss='nome'</script>">`,
  nomeLoja: `<img src=x onerror="window.__xss='loja'">Loja ${suffix()}`,
};

const browser = launchBrowserForFile();

/** Nothing of the payloads became markup or ran on this page. */
async function expectInert(tracked: TrackedPage) {
  const { page } = tracked;
  expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
  expect(await page.locator('img[src="x"], main script, main svg[onload], iframe[srcdoc]').count()).toBe(0);
  expect(pageErrors(tracked)).toEqual([]);
}

async function waitForText(page: Page, text: string) {
  await page.getByText(text, { exact: false }).first().waitFor();
}

describe('stored markup', () => {
  it.skipIf(!inject('adminEmail'))(
    "is shown as text on the shop's dashboard and in /gestao, and never runs",
    { timeout: 120_000 },
    async () => {
      const categoria = await seededCategoria();
      const shop = await registerShop(city, categoria, { nomeLoja: payloads.nomeLoja });
      await approveShop(shop.id);
      const wish = await apiRequest('/api/desejos', {
        address: `10.9.${Math.floor(Math.random() * 250)}.1`,
        body: {
          nomeCliente: payloads.nomeCliente,
          whatsapp: randomMobile(),
          estado: city.sigla,
          cidade: city.nome,
          categoriaId: categoria.id,
          produtoDesejado: payloads.produto,
          marca: payloads.marca,
          caracteristicas: payloads.caracteristicas,
          termosAceitos: true,
        },
      });
      expect(wish.status, JSON.stringify(wish.body)).toBe(201);

      const shopPage = await browser.open();
      await signInChangingPassword(shopPage.page, shop);
      await waitForText(shopPage.page, payloads.produto);
      await waitForText(shopPage.page, payloads.marca);
      await waitForText(shopPage.page, payloads.nomeLoja);
      await expectInert(shopPage);

      const adminPage = await browser.open();
      await signInAsAdmin(adminPage.page);
      await adminPage.page.getByRole('button', { name: 'Últimos Lojistas Cadastrados' }).click();
      await waitForText(adminPage.page, payloads.nomeLoja);
      await adminPage.page.goto('/gestao/lojistas');
      await waitForText(adminPage.page, payloads.nomeLoja);
      await expectInert(adminPage);
    },
  );
});
