import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { formatPhone } from '#domain/masks.ts';
import { launchBrowserForFile } from './browser.ts';
import { pageErrors, randomMobile, suffix } from './helpers.ts';
import { seriousViolations, signInAsAdmin } from './server-api.ts';

// /gestao/dashboard's lists as an admin reads them, at a phone's width and a desktop's:
// Conversas Recentes keeps the playground's conversations apart (a checkbox shows them, marked
// Teste) and shows a nameless customer's phone once, in the one phone format of /gestao; the
// problem reports shops send are listed with date, page, text and contact.

const browser = launchBrowserForFile();

async function simulate(page: Page, body: Record<string, unknown>) {
  const res = await page.request.post('/api/admin/simulator/messages', {
    headers: { Origin: inject('baseUrl') },
    data: body,
  });
  expect(res.status()).toBe(202);
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('dashboard lists', () => {
  it.each([360, 1280])(
    'keeps test conversations apart and lists problem reports at %i px',
    {
      timeout: 120_000,
    },
    async (width) => {
      // axe is injected as a script, which the site's CSP refuses.
      const tracked = await browser.open({ bypassCSP: true, viewport: { width, height: 800 } });
      const { page } = tracked;
      await signInAsAdmin(page);
      const tag = suffix();
      const playgroundName = `Playground ${tag}`;
      const customerPhone = `55${randomMobile()}`;
      await simulate(page, {
        telefone: `55${randomMobile()}`,
        texto: 'oi',
        nome: playgroundName,
        playground: true,
      });
      await simulate(page, { telefone: customerPhone, texto: 'oi' });
      const titulo = `Tela travou ${tag}`;
      const report = await page.request.post('/api/relatorios-erro', {
        headers: { Origin: inject('baseUrl') },
        data: {
          titulo,
          descricao: 'A lista não carrega.',
          url: `${inject('baseUrl')}/minha-conta/dashboard`,
        },
      });
      expect(report.status()).toBe(201);

      const conversas = page.getByRole('region', { name: 'Conversas Recentes' });
      await conversas.getByRole('button', { name: 'Atualizar conversas' }).click();
      const customerRow = conversas.getByRole('button', { name: formatPhone(customerPhone) });
      await customerRow.waitFor();
      // No name: the phone is the title, and only once.
      expect(await customerRow.getByText(formatPhone(customerPhone)).count()).toBe(1);
      expect(await conversas.getByText(playgroundName).count()).toBe(0);
      await conversas.getByLabel(/Mostrar conversas de teste/).check();
      const testRow = conversas.getByRole('button', { name: playgroundName });
      await testRow.getByText('Teste', { exact: true }).waitFor();

      const reports = page.getByRole('region', { name: 'Relatórios de Problemas' });
      await reports.getByRole('button', { name: 'Relatórios de Problemas' }).click();
      const item = reports.getByRole('article', { name: `Relatório: ${titulo}` });
      await item.getByText('A lista não carrega.').waitFor();
      await item.getByText('Página: /minha-conta/dashboard').waitFor();
      await item.getByRole('link', { name: inject('adminEmail') }).waitFor();

      expect(await noSidewaysScroll(page)).toBe(true);
      await expect.poll(() => page.locator('[data-sonner-toast]').count(), { timeout: 15_000 }).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      expect(pageErrors(tracked)).toEqual([]);
    },
  );
});
