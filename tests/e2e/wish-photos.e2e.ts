import { describe, expect, inject, it } from 'vitest';
import { launchBrowserForFile } from './browser.ts';
import { pageErrors, suffix } from './helpers.ts';
import { apiRequest } from './server-api.ts';
import { approveShop, registerShop, seededCategoria, signInChangingPassword } from './shop-flows.ts';

// The customer's photo on the shop's dashboard card: a thumbnail that enlarges in a dialog and
// opens in a new tab. The e2e server has no way to receive a WhatsApp photo (the simulator takes
// text only), so the shop and the wish are real and only the card's list answer gains the photo,
// served by the browser from a real PNG; the route's authorization runs for real against the
// server (api/dashboard/wish-photo.test.ts covers the photo served to its shop).

const browser = launchBrowserForFile();
const admin = { email: inject('adminEmail') };
// A city the other e2e files do not use.
const city = { sigla: 'SC', nome: 'Joinville' };
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('wish photos on the dashboard', () => {
  it.skipIf(!admin.email)(
    'the card shows the customer’s photo, enlarged on a click; another id is refused by the server',
    { timeout: 120_000 },
    async () => {
      const categoria = await seededCategoria(1);
      const shop = await registerShop(city, categoria);
      await approveShop(shop.id);
      const produto = `Poltrona ${suffix()}`;
      const wish = await apiRequest('/api/desejos', {
        address: `10.77.${Math.floor(Math.random() * 250)}.9`,
        body: {
          nomeCliente: 'Clara Cliente',
          whatsapp: '+55 (47) 98765-4321',
          estado: city.sigla,
          cidade: city.nome,
          categoriaId: categoria.id,
          produtoDesejado: produto,
          termosAceitos: true,
        },
      });
      expect(wish.status, JSON.stringify(wish.body)).toBe(201);

      const tracked = await browser.open();
      const { page } = tracked;
      const fotoId = crypto.randomUUID();
      const fotoUrl = `/api/dashboard/fotos/${fotoId}`;
      await page.route('**/api/dashboard/matches?*', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { items: { desejo: Record<string, unknown> }[] };
        for (const card of body.items) {
          if (card.desejo.produtoDesejado === produto) card.desejo.fotos = [{ id: fotoId, url: fotoUrl }];
        }
        await route.fulfill({ response, json: body });
      });
      await page.route(`**${fotoUrl}`, (route) =>
        route.fulfill({ status: 200, contentType: 'image/png', body: PNG }),
      );
      await signInChangingPassword(page, shop);

      const card = page.getByRole('article', { name: produto });
      await card.waitFor();
      const thumbnail = card.getByRole('img', { name: 'Foto do cliente 1 de 1' });
      await thumbnail.waitFor();
      expect(await thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);

      await card.getByRole('button', { name: 'Ampliar foto do cliente 1 de 1' }).click();
      const dialog = page.getByRole('dialog', { name: 'Foto do cliente 1 de 1' });
      await dialog.getByRole('img', { name: 'Foto do cliente 1 de 1' }).waitFor();
      expect(await dialog.getByRole('link', { name: 'Abrir em nova aba' }).getAttribute('href')).toBe(
        fotoUrl,
      );
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      // The real route: this shop has no photo under that id, signed in or not.
      await page.unroute(`**${fotoUrl}`);
      const refused = await page.request.get(fotoUrl);
      expect(refused.status()).toBe(404);
      expect(refused.headers()['content-type']).toMatch(/json/);
      expect(pageErrors(tracked)).toEqual([]);
    },
  );
});
