import { describe, expect, inject, it } from 'vitest';
import { launchBrowserForFile } from './browser.ts';
import { pageErrors, suffix, toast } from './helpers.ts';
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

// Issue 21: the funnel's "Lojas no período" table. Two shops of a city and category receive a
// wish sent on the site; only the one whose name sorts last offers. Neither is rated, so "Melhor
// avaliação" falls back to the name; "Mais ofertas" puts the one that offered first.

const browser = launchBrowserForFile();
const admin = { email: inject('adminEmail') };
const city = { estado: 'Paraná (PR)', sigla: 'PR', nome: 'Curitiba' };

describe.sequential('funnel shops', () => {
  it.skipIf(!admin.email)(
    'lists the shops of the period and re-orders them by offers',
    { timeout: 150_000 },
    async () => {
      const categoria = await seededCategoria(4);
      const cookie = await adminCookie();
      const tag = suffix();
      const alfa = await registerShop(city, categoria, {
        cnpj: await associateCnpj(cookie),
        nomeLoja: `Alfa Funil ${tag}`,
      });
      const zeta = await registerShop(city, categoria, {
        cnpj: await associateCnpj(cookie),
        nomeLoja: `Zeta Funil ${tag}`,
      });
      await approveShop(alfa.id, cookie);
      await approveShop(zeta.id, cookie);

      const produto = `Liquidificador ${tag}`;
      await sendWishOnSite((await browser.open()).page, { city, categoria, produto });
      const shopPage = (await browser.open()).page;
      await signInChangingPassword(shopPage, zeta);
      const card = shopPage.getByRole('article', { name: produto });
      await card.getByRole('button', { name: 'Fazer Oferta' }).click();
      const dialog = shopPage.getByRole('dialog', { name: 'Fazer Oferta' });
      await dialog.getByLabel('Preço').pressSequentially('15900');
      await dialog.getByLabel('Condições de pagamento').fill('Pix');
      await dialog.getByLabel('Prazo de entrega').fill('Amanhã');
      await dialog.getByRole('button', { name: 'Enviar Oferta' }).click();
      await toast(shopPage, 'Oferta enviada com sucesso!').waitFor();

      const tracked = await browser.open();
      const { page } = tracked;
      await signInAsAdmin(page);
      const funil = page.getByRole('region', { name: 'Funil de Desejos' });
      await funil.getByRole('button', { name: 'Funil de Desejos' }).click();
      await funil.getByLabel('Cidade').selectOption({ label: `${city.nome} - ${city.sigla}` });
      await funil.getByLabel('Categoria').selectOption({ label: categoria.nome });
      const table = funil.getByRole('region', { name: 'Lojas no período' });
      const ours = table.getByRole('row').filter({ hasText: `Funil ${tag}` });
      await ours.first().waitFor();
      const names = async () => (await ours.allTextContents()).map((text) => text.slice(0, 4));
      await expect.poll(names).toEqual(['Alfa', 'Zeta']);
      expect(await table.getByLabel('Ordenar por').inputValue()).toBe('avaliacao');
      expect(await ours.nth(1).getByRole('cell').allTextContents()).toEqual([
        `Zeta Funil ${tag}`,
        '1',
        '1',
        '0',
        'Sem avaliações',
      ]);

      await table.getByLabel('Ordenar por').selectOption({ label: 'Mais ofertas' });
      await expect.poll(names).toEqual(['Zeta', 'Alfa']);

      expect(pageErrors(tracked)).toEqual([]);
    },
  );
});
