import type { Locator, Route } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { REDIRECT_SETTINGS_MESSAGES } from '#domain/whatsapp-redirect/redirect-settings.ts';
import { launchBrowserForFile } from './browser.ts';
import { pageErrors, toast } from './helpers.ts';
import { apiRequest, seriousViolations, signInAsAdmin } from './server-api.ts';

// The dashboard's "Redirect WhatsApp QR Code" signed in as the admin: a refused number, a saved
// one that the public page then opens, the URL copied, the QR code, and 'Hoje' going up after a
// visit to /whatsapp (wa.me answered by a stub: the test never reaches the Internet).
// The number saved is the server's SUPPORT_WHATSAPP, the number /whatsapp opens when none is set,
// so the redirect suite running beside this one sees the same destination either way.

const browser = launchBrowserForFile();

const chatStub = (route: Route) =>
  route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>WhatsApp</title><p>Conversa</p>' });

/** The number of a statistics card; NaN while it shows the dash of a card not loaded. */
async function cardValue(card: Locator): Promise<number> {
  const text = (await card.locator('dd').textContent()) ?? '';
  return /^\d[\d.]*$/.test(text) ? Number(text.replace(/\./g, '')) : Number.NaN;
}

describe('admin redirect QR code', () => {
  it('saves the number, shows the URL and its QR code, and counts a visit to /whatsapp today', {
    timeout: 120_000,
  }, async () => {
    const tracked = await browser.open({ permissions: ['clipboard-read', 'clipboard-write'] });
    const { page, context } = tracked;
    const { supportWhatsapp } = (await apiRequest('/api/public/config')).body as {
      supportWhatsapp: string;
    };
    const n = supportWhatsapp;
    const typed = `+${n.slice(0, 2)} (${n.slice(2, 4)}) ${n.slice(4, -4)}-${n.slice(-4)}`;

    await signInAsAdmin(page);
    const section = page.getByRole('region', { name: 'Redirect WhatsApp QR Code' });
    const numero = section.getByLabel('Número do WhatsApp');
    // Closed by default (spec 001 §2.2): nothing asked of the server until opened.
    expect(await numero.count()).toBe(0);
    await section.getByRole('button', { name: 'Redirect WhatsApp QR Code' }).click();

    const hoje = section.locator('dl > div').filter({ has: page.getByText('Hoje', { exact: true }) });
    await expect.poll(() => cardValue(hoje)).not.toBeNaN();
    const before = await cardValue(hoje);
    for (const label of ['Últimos 7 dias', 'Últimos 30 dias', 'Total']) {
      await section.getByText(label, { exact: true }).waitFor();
    }

    // Nine digits: refused in the page, the field says why.
    await numero.fill('119888877');
    await section.getByRole('button', { name: 'Salvar' }).click();
    await section.getByText(REDIRECT_SETTINGS_MESSAGES.numeroCurto).waitFor();
    expect(await numero.getAttribute('aria-invalid')).toBe('true');

    await numero.fill(typed);
    await section.getByRole('button', { name: 'Salvar' }).click();
    await toast(page, 'Número de WhatsApp atualizado!').waitFor();
    await expect.poll(() => numero.inputValue()).toBe(n);
    expect((await apiRequest('/api/whatsapp-redirect')).body).toEqual({ numero: n });

    const url = `${inject('baseUrl')}/whatsapp`;
    expect(await section.getByLabel('URL de redirecionamento').inputValue()).toBe(url);
    await section.getByRole('button', { name: 'Copiar URL' }).click();
    await toast(page, 'URL copiada!').waitFor();
    await section.getByRole('button', { name: 'URL copiada' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    // The check goes back to the copy icon after 2 s.
    await section.getByRole('button', { name: 'Copiar URL' }).waitFor({ timeout: 5_000 });

    const qr = section.getByRole('img', { name: `QR code que abre ${url}` });
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThanOrEqual(512);
    const download = section.getByRole('link', { name: 'Baixar QR Code (PNG)' });
    expect(await download.getAttribute('download')).toBe('qrcode-whatsapp.png');
    expect(await download.getAttribute('href')).toBe(await qr.getAttribute('src'));

    // A visitor scans the code: the page records the access and opens the chat (stubbed).
    const visitor = await context.newPage();
    await visitor.route('https://wa.me/**', chatStub);
    const recorded = visitor.waitForResponse(
      (r) => r.url().endsWith('/api/whatsapp-redirect/acessos') && r.request().method() === 'POST',
    );
    const chat = visitor.waitForRequest((r) => r.url().startsWith('https://wa.me/'));
    await visitor.goto('/whatsapp');
    expect((await recorded).status()).toBe(201);
    expect(new URL((await chat).url()).pathname).toBe(`/${n}`);
    await visitor.close();

    await section.getByRole('button', { name: 'Atualizar estatísticas' }).click();
    // Other suites may record visits at the same time: at least one more.
    await expect.poll(() => cardValue(hoje), { timeout: 10_000 }).toBeGreaterThanOrEqual(before + 1);

    expect(pageErrors(tracked)).toEqual([]);
  });

  it('has no serious accessibility violations once open', async () => {
    // axe is injected as a script, which the site's CSP refuses: this page bypasses it (the test
    // above keeps the CSP, so the QR code's data: image is checked under it).
    const { page } = await browser.open({ bypassCSP: true });
    await signInAsAdmin(page);
    const section = page.getByRole('region', { name: 'Redirect WhatsApp QR Code' });
    await section.getByRole('button', { name: 'Redirect WhatsApp QR Code' }).click();
    await section.getByRole('img', { name: /^QR code que abre / }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
