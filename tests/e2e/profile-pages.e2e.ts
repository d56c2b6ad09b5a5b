import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { launchBrowserForFile } from './browser.ts';
import { pageErrors, randomCnpj, randomMobile, suffix, toast } from './helpers.ts';
import { confirmOnProfilePage, registerShop, seededCategoria, signUpOverApi } from './shop-flows.ts';

// The shop registration screens against the real server: /completar-perfil for a confirmed
// account (state, city, categories, subcategories, the duplicate CNPJ check) and the public
// /parceiros/cadastro-rapido with its one-time temporary password, resend and session counter.

const browser = launchBrowserForFile();

const dataDir = inject('dataDir');

async function browserStorage(page: Page) {
  return page.evaluate(() => {
    const dump = (storage: Storage) =>
      Object.fromEntries(
        Array.from({ length: storage.length }, (_, i) => storage.key(i) ?? '').map((k) => [
          k,
          storage.getItem(k),
        ]),
      );
    return { local: dump(localStorage), session: dump(sessionStorage) };
  });
}

describe.sequential('shop registration pages', () => {
  it('sends a visitor without a session from /completar-perfil to /lojista/auth, without a failed request', async () => {
    const tracked = await browser.open();
    const { page } = tracked;
    await page.goto('/completar-perfil');
    await page.waitForURL((url) => url.pathname === '/lojista/auth');
    await page.getByRole('heading', { level: 1, name: 'Área do Lojista' }).waitFor();
    expect(tracked.errors).toEqual([]);
  });

  it.skipIf(!dataDir)(
    'completes the profile of a confirmed account (duplicate CNPJ refused, state then city, categories then their subcategories) and lands on /assinatura',
    async () => {
      // A shop registered through the public API, whose CNPJ the profile page must refuse.
      const takenCnpj = randomCnpj();
      await registerShop({ sigla: 'SP', nome: 'São Paulo' }, await seededCategoria(), {
        nomeLoja: 'Loja Já Cadastrada',
        cnpj: takenCnpj,
      });
      const { account, confirmationLink } = await signUpOverApi('Ana Perfil', 'perfil');

      const tracked = await browser.open();
      const { page } = tracked;
      // The confirmation link signs the account in and leads to the profile.
      await confirmOnProfilePage(page, confirmationLink);

      const email = page.getByLabel('E-mail');
      expect(await email.inputValue()).toBe(account.email);
      expect(await email.isEditable()).toBe(false);
      expect(await page.getByLabel('Nome completo').inputValue()).toBe(account.name);
      await page.getByLabel('Nome da empresa').fill('Loja da Ana');

      const submit = page.getByRole('button', { name: 'Completar Cadastro' });
      await page.getByLabel('CNPJ').fill(takenCnpj);
      await page.getByText('CNPJ já cadastrado pela empresa: Loja Já Cadastrada').waitFor();
      expect(await submit.isDisabled()).toBe(true);
      await page.getByLabel('CNPJ').fill(randomCnpj());
      await page.getByText('CNPJ já cadastrado pela empresa').waitFor({ state: 'detached' });
      expect(await submit.isEnabled()).toBe(true);

      await page.getByLabel('WhatsApp do representante').fill(randomMobile());
      const whatsappLoja = page.getByLabel('WhatsApp da loja');
      await whatsappLoja.fill('11987654321');
      expect(await whatsappLoja.inputValue()).toBe('+55 (11) 98765-4321');
      await whatsappLoja.fill(randomMobile());

      // The city waits for a state and follows it.
      const estado = page.getByRole('combobox', { name: 'Estado' });
      const cidade = page.getByRole('combobox', { name: 'Cidade' });
      expect(await cidade.isDisabled()).toBe(true);

      // 'Buscar' asks the server, which asks the fake ViaCEP of global-setup.ts.
      await page.getByLabel('CEP').fill('20040002');
      await page.getByRole('button', { name: 'Buscar', exact: true }).click();
      await toast(page, 'CEP encontrado!').waitFor();
      expect(await page.getByLabel('Endereço').inputValue()).toBe('Rua da Assembleia, Centro');
      expect(await estado.inputValue()).toBe('Rio de Janeiro (RJ)');
      expect(await cidade.inputValue()).toBe('Rio de Janeiro');
      await estado.click();
      await estado.fill('rio de');
      await page.getByRole('option', { name: 'Rio de Janeiro (RJ)' }).click();
      expect(await estado.inputValue()).toBe('Rio de Janeiro (RJ)');
      await cidade.click();
      await page.getByRole('option', { name: 'Rio de Janeiro', exact: true }).click();
      expect(await cidade.inputValue()).toBe('Rio de Janeiro');
      await estado.click();
      await page.getByRole('option', { name: 'São Paulo (SP)' }).click();
      expect(await cidade.inputValue()).toBe('');
      await cidade.click();
      await page.getByRole('option', { name: 'São Paulo', exact: true }).click();

      // Subcategories appear with a category and leave with it.
      const categorias = page.getByRole('group', { name: 'Categorias *', exact: true });
      const subcategorias = page.getByRole('group', { name: 'Subcategorias *', exact: true });
      expect(await subcategorias.count()).toBe(0);
      await categorias.getByLabel('Buscar categorias').fill('celul');
      expect(await categorias.getByRole('checkbox').count()).toBe(1);
      await categorias.getByRole('checkbox', { name: 'Celulares e Telefonia' }).check();
      await categorias.getByLabel('Buscar categorias').fill('');
      await categorias.getByRole('checkbox', { name: 'Eletrônicos e Informática' }).check();
      await categorias.getByText('2 selecionadas').waitFor();
      await subcategorias.getByRole('checkbox', { name: 'Smartphones' }).check();
      await subcategorias.getByRole('checkbox', { name: 'Notebooks' }).check();
      await subcategorias.getByText('2 selecionadas').waitFor();
      await categorias.getByRole('checkbox', { name: 'Eletrônicos e Informática' }).uncheck();
      await subcategorias.getByText('1 selecionada').waitFor();
      expect(await subcategorias.getByRole('checkbox', { name: 'Notebooks' }).count()).toBe(0);
      expect(await subcategorias.getByRole('checkbox', { name: 'Smartphones' }).isChecked()).toBe(true);

      await submit.click();
      await toast(page, 'Cadastro concluído!').waitFor();
      await page.waitForURL((url) => url.pathname === '/assinatura');

      // A shop already made: the profile page sends its owner to the dashboard.
      await page.goto('/completar-perfil');
      await page.waitForURL((url) => url.pathname === '/minha-conta/dashboard');
      expect(pageErrors(tracked)).toEqual([]);
    },
  );

  it('registers a shop without login, shows the temporary password once, resends it as a new one and counts the registrations of the session', async () => {
    const tracked = await browser.open({ permissions: ['clipboard-read', 'clipboard-write'] });
    const { page } = tracked;
    const shop = { name: `Loja Rápida ${suffix()}`, email: `rapido-${suffix()}@exemplo.com.br` };
    await page.goto('/parceiros/cadastro-rapido');
    await page.getByRole('heading', { level: 1, name: 'Parceiros - Cadastro Rápido' }).waitFor();
    await page.getByRole('heading', { name: 'Dados do Lojista' }).waitFor();
    expect(await page.getByText(/cadastros? realizados?$/).count()).toBe(0);

    await page.getByLabel('Nome da Loja').fill(shop.name);
    await page.getByLabel('CNPJ').fill(randomCnpj());
    await page.getByLabel('E-mail').fill(shop.email);
    await page.getByLabel('WhatsApp da Loja').fill(randomMobile());
    await page.getByLabel('Nome do Representante').fill('Paulo Parceiro');
    await page.getByLabel('WhatsApp do Representante').fill(randomMobile());

    // The server asks the fake ViaCEP of global-setup.ts (fake-viacep.ts holds its CEPs).
    const search = page.getByRole('button', { name: 'Buscar', exact: true });
    await page.getByLabel('CEP').fill('0131');
    expect(await search.isDisabled()).toBe(true);
    await page.getByLabel('CEP').fill('99999999');
    await search.click();
    await toast(page, 'CEP não encontrado').waitFor();
    await page.getByLabel('CEP').fill('01310100');
    expect(await page.getByLabel('CEP').inputValue()).toBe('01310-100');
    await search.click();
    await toast(page, 'CEP encontrado!').waitFor();
    expect(await page.getByLabel('Endereço').inputValue()).toBe('Avenida Paulista, Bela Vista');
    expect(await page.getByRole('combobox', { name: 'Estado' }).inputValue()).toBe('São Paulo (SP)');
    expect(await page.getByRole('combobox', { name: 'Cidade' }).inputValue()).toBe('São Paulo');

    await page
      .getByRole('group', { name: 'Categorias *', exact: true })
      .getByRole('checkbox', { name: 'Celulares e Telefonia' })
      .check();
    const submit = page.getByRole('button', { name: 'Cadastrar Lojista' });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel(/aceita os/).check();
    await submit.click();

    await page.getByRole('heading', { name: 'Cadastro Realizado com Sucesso!' }).waitFor();
    await page.getByText(shop.name).waitFor();
    await page.getByText(shop.email).waitFor();
    const password = page.locator('code');
    const first = (await password.textContent()) ?? '';
    expect(first).toMatch(/^\S{12}$/);
    await page.getByText('Cadastros realizados hoje').waitFor();
    expect(await page.getByText('Cadastros realizados hoje').locator('..').textContent()).toContain('1');

    await page.getByRole('button', { name: 'Copiar senha' }).click();
    await page.getByRole('button', { name: 'Senha copiada!' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);
    await page.getByRole('button', { name: 'Copiar senha' }).waitFor({ timeout: 4_000 });

    // "Reenviar WhatsApp" has its own file (quick-registration-whatsapp.e2e.ts). Only a hash of the
    // password is kept, so a resend makes a new one: the partner is warned first, may cancel (the
    // password on screen stays), and then sees the new one marked as new.
    await page.getByRole('button', { name: 'Reenviar E-mail' }).click();
    const warning = page.getByRole('dialog', { name: 'Gerar uma nova senha?' });
    expect(await warning.textContent()).toContain(
      'a senha atual, mostrada nesta tela e enviada antes, deixará de funcionar',
    );
    await warning.getByRole('button', { name: 'Cancelar' }).click();
    await warning.waitFor({ state: 'detached' });
    expect(await password.textContent()).toBe(first);
    await page.getByRole('button', { name: 'Reenviar E-mail' }).click();
    await warning.getByRole('button', { name: 'Gerar nova senha e reenviar' }).click();
    await toast(page, 'E-mail reenviado com sucesso!').waitFor();
    await page.getByText('Nova senha temporária', { exact: true }).waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: 'A senha anterior não vale mais. Use esta nova senha.' })
      .waitFor();
    const second = (await password.textContent()) ?? '';
    expect(second).toMatch(/^\S{12}$/);
    expect(second).not.toBe(first);

    // Only the count is kept in the browser, never the password or the resend token.
    const storage = await browserStorage(page);
    const dumped = JSON.stringify(storage);
    for (const secret of [first, second]) expect(dumped).not.toContain(secret);
    expect(dumped).not.toMatch(/token|senha|password/i);
    expect(Object.values(storage.session)).toEqual(['1']);

    await page.getByRole('button', { name: 'Novo Cadastro' }).click();
    await page.getByRole('heading', { name: 'Dados do Lojista' }).waitFor();
    await page.getByText('1 cadastro realizado').waitFor();
    expect(await page.getByLabel('Nome da Loja').inputValue()).toBe('');
    expect(await page.getByLabel('CEP').inputValue()).toBe('');
    expect(pageErrors(tracked)).toEqual([]);
  });
});
