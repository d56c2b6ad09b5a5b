import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { launchBrowserForFile } from './browser.ts';
import { pageErrors, suffix, toast } from './helpers.ts';
import { seriousViolations, signInAsAdmin } from './server-api.ts';

// "Entendimento do bot" on /gestao/dashboard signed in as the admin: a brand and a subcategory term
// are added through the forms and show up in their lists; a duplicate brand is refused on the
// field. Names carry a random suffix, so reruns against the same server never collide.

const browser = launchBrowserForFile();

async function openUnderstanding(page: Page) {
  const section = page.getByRole('region', { name: 'Entendimento do bot' });
  await section.getByRole('button', { name: 'Entendimento do bot' }).click();
  await section.getByRole('heading', { name: 'Marcas' }).waitFor();
  return section;
}

describe('Entendimento do bot', () => {
  it('an admin adds a brand and a subcategory term and sees them listed', { timeout: 120_000 }, async () => {
    // axe-core is injected as an inline script, which the site's CSP refuses.
    const tracked = await browser.open({ bypassCSP: true });
    const { page } = tracked;
    await signInAsAdmin(page);
    const section = await openUnderstanding(page);
    const marcas = section.getByRole('region', { name: 'Marcas' });
    const marcasList = marcas.getByRole('list', { name: 'Marcas' });
    // The seeded list is there before anything is added.
    await marcasList.waitFor();

    const marca = `Ferramentas Zé ${suffix()}`;
    await marcas.getByLabel('Nova marca').fill(marca);
    await marcas.getByLabel(/^Ambígua/).check();
    await marcas.getByRole('button', { name: 'Adicionar marca' }).click();
    await toast(page, 'Marca adicionada').waitFor();
    expect(await marcas.getByLabel('Nova marca').inputValue()).toBe('');

    await marcas.getByLabel('Buscar marca').fill(marca.toUpperCase().replace('É', 'E'));
    const row = marcasList.getByRole('listitem').filter({ hasText: marca });
    await row.waitFor();
    expect(await marcasList.getByRole('listitem').count()).toBe(1);
    expect(await row.getByRole('switch', { name: `${marca} é ambígua` }).getAttribute('aria-checked')).toBe(
      'true',
    );

    // The same brand in another spelling: refused under the field.
    await marcas.getByLabel('Nova marca').fill(marca.toLowerCase());
    await marcas.getByRole('button', { name: 'Adicionar marca' }).click();
    await marcas.getByText('Essa marca já está na lista.').waitFor();

    const termos = section.getByRole('region', { name: 'Termos por subcategoria' });
    await termos.getByLabel('Categoria', { exact: true }).selectOption({ label: 'Eletrodomésticos' });
    await termos.getByLabel('Subcategoria', { exact: true }).selectOption({ label: 'Geladeiras' });
    const termosList = termos.getByRole('list', { name: 'Termos de Geladeiras' });
    const termo = `Geladeira Duplex ${suffix()}`;
    await termos.getByLabel('Novo termo').fill(termo);
    await termos.getByRole('button', { name: 'Adicionar termo' }).click();
    await toast(page, 'Termo adicionado').waitFor();
    const folded = termo.toLowerCase();
    const termoRow = termosList.getByRole('listitem').filter({ hasText: folded });
    await termoRow.waitFor();
    expect(await termoRow.textContent()).toContain('admin');

    expect(await seriousViolations(page)).toEqual([]);
    // The refused duplicate is logged to the console, as every failure of the back office is.
    expect(pageErrors(tracked).every((e) => e.includes('Não foi possível adicionar a marca'))).toBe(true);
  });
});
