import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { launchBrowserForFile } from './browser.ts';
import { clientNetwork, pageErrors, suffix, toast } from './helpers.ts';
import { seriousViolations, signInAsAdmin } from './server-api.ts';
import { adminCookie, associateCnpj, registerShop, seededCategoria } from './shop-flows.ts';

// /gestao/lojistas signed in as admin: the plan filter, the pages of 20 and the details dialog.
// The shops are registered through the public quick registration, in a capital no other browser
// suite uses; counts are read from the page, since later suites may add shops there too.

const browser = launchBrowserForFile();
const city = { sigla: 'TO', nome: 'Palmas' };
const tag = suffix();
const associateName = `Associada ${tag}`;

beforeAll(async () => {
  const categoria = await seededCategoria();
  const memberCnpj = await associateCnpj(await adminCookie(), {
    association: `Associação ${tag}`,
    member: associateName,
  });
  const net = clientNetwork(tag);
  for (let i = 0; i < 22; i++) {
    await registerShop(city, categoria, {
      nomeLoja: `Loja ${tag} ${String(i).padStart(2, '0')}`,
      address: `${net}.${i + 1}`,
    });
  }
  await registerShop(city, categoria, { nomeLoja: associateName, address: `${net}.200`, cnpj: memberCnpj });
}, 180_000);

/** The table shows the answer to the current filters and page, not the previous rows. */
async function settled(page: Page) {
  await page.locator('table[aria-busy="false"]').waitFor();
}

/** Signed in as the admin, /gestao/lojistas filtered to Palmas without a plan: a full first page. */
async function palmasWithoutPlan(page: Page) {
  await signInAsAdmin(page);
  await page.goto('/gestao/lojistas');
  // The page waits for the server's admin check first; a busy machine can take a while.
  await page.getByRole('heading', { level: 1, name: 'Gestão de Lojistas' }).waitFor({ timeout: 40_000 });

  await page.getByLabel('Estado').selectOption(city.sigla);
  await page.getByLabel('Cidade').locator('option', { hasText: city.nome }).waitFor({ state: 'attached' });
  await page.getByLabel('Cidade').selectOption(city.nome);
  await page.getByLabel('Tipo de Plano').selectOption('sem_plano');

  const table = page.getByRole('table');
  // The previous rows stay on screen (dimmed, aria-busy) until the filtered page arrives.
  const palmasSemPlano = table
    .getByRole('row')
    .filter({ hasText: city.nome })
    .filter({ hasText: 'Sem Plano' });
  await expect.poll(() => palmasSemPlano.count()).toBe(20);
  await settled(page);
  return table;
}

describe('/gestao/lojistas', () => {
  it('filters by state, city and plan, pages by 20 and opens the details dialog', {
    timeout: 120_000,
  }, async () => {
    const tracked = await browser.open();
    const { page } = tracked;
    const table = await palmasWithoutPlan(page);
    expect(await table.getByRole('switch').count()).toBe(20);
    expect(await table.getByText(associateName).count()).toBe(0);
    const showing = page.getByText(/^Mostrando 1 a 20 de \d+ lojistas$/);
    const total = Number(/de (\d+) lojistas/.exec((await showing.textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThanOrEqual(22);
    await page.getByRole('heading', { name: `Lojistas (${total})` }).waitFor();

    await page.getByRole('button', { name: 'Página 2' }).click();
    await page.getByText(`Mostrando 21 a ${Math.min(40, total)} de ${total} lojistas`).waitFor();
    await expect
      .poll(() => page.getByRole('button', { name: 'Página 2' }).getAttribute('aria-current'))
      .toBe('page');

    await page.getByLabel('Tipo de Plano').selectOption('associado_gratuito');
    const row = table.getByRole('row').filter({ hasText: associateName });
    await row.waitFor();
    await row.getByText('Associado Gratuito').waitFor();
    await settled(page);
    expect(await table.getByText(`Loja ${tag}`).count()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Paginação' }).count()).toBe(0);

    // The row switch is the approval, which e-mails the shop: it asks first, and Cancelar changes
    // nothing.
    const toggle = row.getByRole('switch', { name: `Recebe Matches: ${associateName}` });
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.click();
    const approval = page.getByRole('dialog', { name: 'Aprovar lojista' });
    await approval.getByText(`Aprovar ${associateName}?`, { exact: false }).waitFor();
    await approval.getByRole('button', { name: 'Cancelar' }).click();
    await approval.waitFor({ state: 'detached' });
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.click();
    await approval.getByRole('button', { name: 'Aprovar' }).click();
    await toast(page, `${associateName} recebeu o e-mail de aprovação.`).waitFor();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    await settled(page);
    await page.getByRole('button', { name: 'Atualizar' }).click();
    await settled(page);
    await page.getByRole('button', { name: 'Atualizar' }).and(page.locator(':enabled')).waitFor();
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    // Approved once: off and on again need no confirmation, each switch says it took.
    await toggle.click();
    await toast(page, 'Matches desativados').waitFor();
    await toggle.click();
    await toast(page, 'Matches ativados').waitFor();
    expect(await approval.count()).toBe(0);
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');

    await row.getByRole('button', { name: `Detalhes de ${associateName}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: associateName }).waitFor();
    for (const section of [
      'Informações Básicas',
      'Contatos',
      'Categorias',
      'Subcategorias',
      'Informações do Plano',
      'Datas',
    ]) {
      await dialog.getByRole('heading', { name: section, exact: true }).waitFor();
    }
    await dialog.getByText('Ofertas realizadas hoje').waitFor();
    await dialog.getByText(`Associação ${tag}`).waitFor();
    await dialog.getByText(`${city.nome}/${city.sigla}`).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    expect(pageErrors(tracked)).toEqual([]);
  });
  it('switches a whole page on after the confirmation, reverts a refused row switch and exports the filtered shops as CSV', {
    timeout: 120_000,
  }, async () => {
    const tracked = await browser.open();
    const { page } = tracked;
    const table = await palmasWithoutPlan(page);

    await page.getByLabel('Selecionar todos os lojistas da página').check();
    const bar = page.getByRole('region', { name: 'Lojistas selecionados' });
    await bar.getByText('20 lojistas selecionados').waitFor();
    await bar.getByRole('button', { name: 'Ativa Matches', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Ativar matches' });
    await confirm.getByText('Ativar o recebimento de matches de 20 lojistas?', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Confirmar' }).click();
    await toast(page, '20 lojista(s) atualizado(s) com sucesso').waitFor();
    await bar.waitFor({ state: 'detached' });
    await expect.poll(() => table.locator('[role="switch"][aria-checked="true"]').count()).toBe(20);

    // A switch the server refuses goes back to where it was, with the spec's toast.
    await page.route('**/api/admin/lojistas/*/receber-matches', (route) =>
      route.fulfill({ status: 500, json: { error: 'Erro interno (teste)', code: 'INTERNAL' } }),
    );
    const firstSwitch = table.getByRole('switch').first();
    await firstSwitch.click();
    await toast(page, 'Não foi possível alterar o status').waitFor();
    await expect.poll(() => firstSwitch.getAttribute('aria-checked')).toBe('true');
    await page.unroute('**/api/admin/lojistas/*/receber-matches');
    await settled(page);

    const showing = await page.getByText(/^Mostrando 1 a 20 de \d+ lojistas$/).textContent();
    const total = Number(/de (\d+) lojistas/.exec(showing ?? '')?.[1]);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar Relatório' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^relatorio-lojistas-[\dT-]+Z\.csv$/);
    const path = await download.path();
    const text = await readFile(path, 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(total + 1);
    expect(lines[0]?.startsWith('"Nome da Loja";"CNPJ";"E-mail"')).toBe(true);
    expect(lines.slice(1).every((line) => line.includes(`"${city.nome}";"${city.sigla}"`))).toBe(true);
    // CNPJ and phones as Excel keeps them text: formatted, never bare digits.
    expect(lines[1]).toMatch(
      /^"[^"]*";"\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}";"[^"]*";"[^"]*";"\(\d{2}\) \d{4,5}-\d{4}"/,
    );
    await toast(page, `${total} lojista(s) exportado(s) com sucesso`).waitFor();

    expect(pageErrors(tracked)).toEqual([]);
  });

  it.each([360, 1280])(
    'has no serious axe violation (phone link contrast included) at %i px',
    {
      timeout: 120_000,
    },
    async (width) => {
      // axe is injected as a script, which the site's CSP refuses.
      const tracked = await browser.open({ bypassCSP: true, viewport: { width, height: 800 } });
      const { page } = tracked;
      const table = await palmasWithoutPlan(page);
      await table
        .getByRole('link', { name: /^WhatsApp da loja / })
        .first()
        .waitFor();
      await expect.poll(() => page.locator('[data-sonner-toast]').count(), { timeout: 15_000 }).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
    },
  );
});
