import { describe, expect, inject, it } from 'vitest';
import { launchBrowserForFile } from './browser.ts';
import { pageErrors, suffix, toast } from './helpers.ts';
import { apiRequest } from './server-api.ts';
import {
  adminCookie,
  approveShop,
  associateCnpj,
  registerShop,
  seededCategoria,
  signInChangingPassword,
} from './shop-flows.ts';

// The customer's photo on the shop's dashboard card: a thumbnail that enlarges in a dialog and
// opens in a new tab. The e2e server has no way to receive a WhatsApp photo (the simulator takes
// text only), so the shop and the wish are real and only the card's list answer gains the photo,
// served by the browser from a real PNG; the route's authorization runs for real against the
// server (api/dashboard/wish-photo.test.ts covers the photo served to its shop).

const browser = launchBrowserForFile();
const admin = { email: inject('adminEmail') };
// A city the other e2e files do not use.
const city = { sigla: 'SC', nome: 'Joinville' };
const customerPhone = '5547987654321';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A wish from the site's form (POST /api/desejos) in the file's city; the shops there get it. */
async function sendWish(categoriaId: number, produto: string) {
  const wish = await apiRequest('/api/desejos', {
    address: `10.77.${Math.floor(Math.random() * 250)}.9`,
    body: {
      nomeCliente: 'Clara Cliente',
      whatsapp: `+${customerPhone}`,
      estado: city.sigla,
      cidade: city.nome,
      categoriaId,
      produtoDesejado: produto,
      termosAceitos: true,
    },
  });
  expect(wish.status, JSON.stringify(wish.body)).toBe(201);
  return produto;
}

type ThreadMessage = { text: string | null; metadata: { imagem?: { mime_type: string } } };

/** The bot's message to the customer matching `test`, waited for (its notice job runs after the offer). */
async function customerMessage(test: (text: string) => boolean): Promise<ThreadMessage> {
  const cookie = await adminCookie();
  for (let tries = 0; tries < 40; tries += 1) {
    const thread = await apiRequest(`/api/admin/simulator/messages?telefone=${customerPhone}`, { cookie });
    const found = ((thread.body.messages ?? []) as ThreadMessage[]).find((m) => test(m.text ?? ''));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('a mensagem não chegou ao cliente');
}

describe('photos on the dashboard', () => {
  it.skipIf(!admin.email)(
    'the card shows the customer’s photo, enlarged on a click; another id is refused by the server',
    { timeout: 120_000 },
    async () => {
      const categoria = await seededCategoria(1);
      const shop = await registerShop(city, categoria);
      await approveShop(shop.id);
      const produto = await sendWish(categoria.id, `Poltrona ${suffix()}`);

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

  it.skipIf(!admin.email)(
    'an offer made with a photo in the dialog reaches the customer with the photo',
    { timeout: 120_000 },
    async () => {
      const categoria = await seededCategoria(2);
      const cookie = await adminCookie();
      const shop = await registerShop(city, categoria, { cnpj: await associateCnpj(cookie) });
      await approveShop(shop.id, cookie);
      const produto = await sendWish(categoria.id, `Luminária ${suffix()}`);

      const tracked = await browser.open();
      const { page } = tracked;
      await signInChangingPassword(page, shop);
      const card = page.getByRole('article', { name: produto });
      await card.getByRole('button', { name: 'Fazer Oferta' }).click();
      const dialog = page.getByRole('dialog', { name: 'Fazer Oferta' });
      await dialog.getByLabel('Preço').pressSequentially('18990');
      await dialog.getByLabel('Condições de pagamento').fill('Pix');
      await dialog.getByLabel('Prazo de entrega').fill('Amanhã');
      const photo = dialog.getByLabel('Foto do produto (opcional)');
      // Not a photo: refused in the page, nothing sent.
      await photo.setInputFiles({ name: 'nota.txt', mimeType: 'text/plain', buffer: Buffer.from('oi') });
      await dialog.getByText('Envie uma foto em JPG, PNG ou WebP.').waitFor();
      await photo.setInputFiles({ name: 'luminaria.png', mimeType: 'image/png', buffer: PNG });
      await dialog.getByRole('button', { name: 'Enviar Oferta' }).click();
      await toast(page, 'Oferta enviada com sucesso!').waitFor();

      // The customer's notice (the simulator's thread, as an admin reads it) carries the photo.
      const notice = await customerMessage((text) => text.includes('R$ 189,90'));
      expect(notice.metadata.imagem?.mime_type).toBe('image/png');
      expect(pageErrors(tracked)).toEqual([]);
    },
  );
});
