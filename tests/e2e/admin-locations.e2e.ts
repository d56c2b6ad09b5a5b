import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { launchBrowserForFile } from './browser.ts';
import { pageErrors, toast } from './helpers.ts';
import { seriousViolations, signInAsAdmin } from './server-api.ts';
import { confirmOnProfilePage, signUpOverApi } from './shop-flows.ts';

// Gestão de Localização on /gestao/dashboard signed in as the admin, against what a shopkeeper is
// offered on /completar-perfil. The city is one no other browser suite uses (Campina Grande, PB,
// inactive in the seed): the test switches it on itself first, so it owns its state, and leaves it
// off as the seed has it.

const browser = launchBrowserForFile();

const dataDir = inject('dataDir');
const city = { nome: 'Campina Grande', sigla: 'PB', estado: 'Paraíba (PB)' };

async function openLocations(page: Page) {
  const section = page.getByRole('region', { name: 'Gestão de Localização' });
  await section.getByRole('button', { name: 'Gestão de Localização' }).click();
  await section.getByText(/^\d+\/\d+ Estados Ativos$/).waitFor();
  return section;
}

/** The city's row switch in the Cidades tab, narrowed to its state and name. */
async function citySwitch(section: Locator): Promise<Locator> {
  await section.getByRole('tab', { name: 'Cidades' }).click();
  await section.getByLabel('Estado').selectOption(city.sigla);
  await section.getByLabel('Buscar cidade').fill('campína');
  const row = section.getByRole('switch', { name: `${city.nome} - ${city.sigla}` });
  await row.waitFor();
  await section.getByText('Mostrando 1 de 1 cidade').waitFor();
  return row;
}

/** The city names /completar-perfil offers for the state, read from the open list. */
async function offeredCities(page: Page): Promise<string[]> {
  const estado = page.getByRole('combobox', { name: 'Estado' });
  await estado.click();
  await estado.fill('paraiba');
  await page.getByRole('option', { name: city.estado }).click();
  const cidade = page.getByRole('combobox', { name: 'Cidade' });
  await cidade.click();
  const list = page.getByRole('listbox');
  await list.getByRole('option', { name: 'João Pessoa' }).waitFor();
  const names = await list.getByRole('option').allTextContents();
  await page.keyboard.press('Escape');
  return names.map((name) => name.trim());
}

describe.sequential('Gestão de Localização', () => {
  it.skipIf(!dataDir)(
    'toggling a city off hides it from /completar-perfil',
    { timeout: 120_000 },
    async () => {
      // axe-core is injected as an inline script, which the site's CSP refuses.
      const admin = await browser.open({ bypassCSP: true });
      const shop = await browser.open();
      await signInAsAdmin(admin.page);
      const section = await openLocations(admin.page);
      const row = await citySwitch(section);
      if ((await row.getAttribute('aria-checked')) !== 'true') {
        await row.click();
        await toast(admin.page, 'Cidade ativada com sucesso').waitFor();
      }
      await expect.poll(() => row.getAttribute('aria-checked')).toBe('true');

      // A confirmed account on /completar-perfil (the e-mailed link signs it in).
      await confirmOnProfilePage(shop.page, (await signUpOverApi('Lia Local', 'local')).confirmationLink);
      expect(await offeredCities(shop.page)).toContain(city.nome);

      await row.click();
      await toast(admin.page, 'Cidade atualizada').waitFor();
      await toast(admin.page, 'Cidade desativada com sucesso').waitFor();
      await expect.poll(() => row.getAttribute('aria-checked')).toBe('false');
      // Switched off by the admin: the city no longer takes wishes, and its row says nothing of it.
      const cityRow = section.getByRole('listitem').filter({ has: row });
      await expect.poll(() => cityRow.getByText('aceita desejos').count()).toBe(0);
      expect(await seriousViolations(admin.page)).toEqual([]);

      // The same browser, which already fetched the list: no cached copy offers the city.
      await shop.page.reload();
      await shop.page.getByRole('heading', { level: 1, name: 'Complete seu Perfil' }).waitFor();
      const offered = await offeredCities(shop.page);
      expect(offered).not.toContain(city.nome);
      expect(offered).toContain('João Pessoa');

      expect(pageErrors(admin)).toEqual([]);
      expect(pageErrors(shop)).toEqual([]);
    },
  );

  it('counts, searches the states and checks the Adicionar Estado form', async () => {
    const tracked = await browser.open();
    const { page } = tracked;
    await signInAsAdmin(page);
    const section = await openLocations(page);
    await section.getByText(/^[\d.]+\/5\.570 Cidades Ativas$/).waitFor();
    // A city no shop made active and no admin switched off still takes wishes; its row says so.
    await section.getByRole('tab', { name: 'Cidades' }).click();
    await section.getByLabel('Estado').selectOption('SP');
    await section.getByLabel('Buscar cidade').fill('pindamonhangaba');
    const pinda = section.getByRole('listitem').filter({ hasText: 'Pindamonhangaba' });
    await pinda.getByText('aceita desejos').waitFor();
    expect(await pinda.getByRole('switch').getAttribute('aria-checked')).toBe('false');
    await section.getByRole('tab', { name: 'Estados' }).click();
    expect(await section.getByRole('tab', { name: 'Estados' }).getAttribute('aria-selected')).toBe('true');
    await section.getByLabel('Buscar estado').fill('PARAIBA');
    await section.getByRole('switch', { name: 'Paraíba (PB)' }).waitFor();
    expect(await section.getByRole('switch').count()).toBe(1);

    await section.getByRole('button', { name: 'Adicionar Estado' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar Estado' });
    const sigla = dialog.getByLabel('Sigla');
    await sigla.fill('pbx');
    expect(await sigla.inputValue()).toBe('PB');
    await dialog.getByRole('button', { name: 'Adicionar', exact: true }).click();
    await toast(page, 'Dados incompletos').waitFor();
    await toast(page, 'Preencha todos os campos').waitFor();
    // A sigla already taken: the server's 409 says which, and nothing is added.
    await dialog.getByLabel('Nome do estado').fill('Outra Paraíba');
    await dialog.getByRole('button', { name: 'Adicionar', exact: true }).click();
    await toast(page, 'Já existe um estado com a sigla PB.').waitFor();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'detached' });
    // The 409 is logged to the console, as the spec asks of every failure.
    expect(pageErrors(tracked).every((e) => e.includes('Não foi possível adicionar o estado'))).toBe(true);
  });
});
