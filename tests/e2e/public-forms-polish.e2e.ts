import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { launchBrowserForFile } from './browser.ts';
import { pageErrors, randomMobile, suffix, toast } from './helpers.ts';
import { coveredBy, isOnTop, messageOf, pickState } from './page-checks.ts';
import { seriousViolations } from './server-api.ts';
import {
  confirmOnProfilePage,
  registerShop,
  seededCategoria,
  signInChangingPassword,
  signUpOverApi,
} from './shop-flows.ts';

// Issue 23, the public forms and pages as a shopkeeper and a customer meet them at 360 px and
// 1280 px: the state pickers, the floating buttons over fields, cards and dialogs, the validation
// hints, each page's own title, the success pages opened by hand, the wish form's pickers and its
// second wish, the CEP failure and the home page's hero.

const browser = launchBrowserForFile();

const phone = { width: 360, height: 740 };
const desktop = { width: 1280, height: 800 };

const fieldsSelector = 'main input:not([type="checkbox"]), main textarea, main button';
const whatsappButton = (page: Page) => page.getByRole('link', { name: 'Conversar no WhatsApp' });

describe('state pickers', () => {
  it.each(['/envie-seu-desejo', '/parceiros/cadastro-rapido'])(
    '%s picks the state whose abbreviation or exact name was typed, with Enter',
    async (path) => {
      const tracked = await browser.open({ viewport: desktop });
      const { page } = tracked;
      await page.goto(path);
      expect(await pickState(page, 'SP')).toBe('São Paulo (SP)');
      expect(await pickState(page, 'PA')).toBe('Pará (PA)');
      expect(await pickState(page, 'ap')).toBe('Amapá (AP)');
      expect(await pickState(page, 'sao paulo')).toBe('São Paulo (SP)');
      expect(pageErrors(tracked)).toEqual([]);
    },
  );
});

describe('floating buttons at 360 px', () => {
  it.each(['/envie-seu-desejo', '/parceiros/cadastro-rapido'])(
    '%s: no field stays under the WhatsApp button, and the menu overlay covers it',
    async (path) => {
      const { page } = await browser.open({ viewport: phone });
      await page.goto(path);
      await page.getByRole('combobox', { name: 'Estado *' }).waitFor();
      await whatsappButton(page).waitFor();
      expect(await coveredBy(page, whatsappButton(page), fieldsSelector)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);

      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).waitFor();
      // The open dialog hides the rest of the page from the accessibility tree: found by its markup.
      expect(await isOnTop(page.locator('a[aria-label="Conversar no WhatsApp"]'))).toBe(false);
    },
  );

  it('/completar-perfil: no field stays under the WhatsApp button; Telefone fixo and CNPJ hints are specific', async () => {
    const { confirmationLink } = await signUpOverApi('Rosa Lojista', 'flutuante');
    const { page } = await browser.open({ viewport: phone });
    await confirmOnProfilePage(page, confirmationLink);
    await whatsappButton(page).waitFor();
    expect(await coveredBy(page, whatsappButton(page), fieldsSelector)).toEqual([]);

    const telefone = page.getByRole('textbox', { name: 'Telefone fixo' });
    await telefone.fill('11987654321');
    await telefone.blur();
    await expect.poll(() => messageOf(telefone)).toBe('Telefone fixo não pode começar com 9');
    const cnpj = page.getByRole('textbox', { name: 'CNPJ' });
    await cnpj.fill('11111111111111');
    await cnpj.blur();
    await expect.poll(() => messageOf(cnpj)).toBe('CNPJ não pode ter todos os dígitos iguais');
  });

  it('the dashboard: no card text under "Reportar Problema", whose dialog overlay covers it', async () => {
    const shop = await registerShop({ sigla: 'AC', nome: 'Rio Branco' }, await seededCategoria());
    const { page } = await browser.open({ viewport: phone });
    await signInChangingPassword(page, shop);
    await page.getByText(`Bem-vindo, ${shop.nomeLoja}!`).waitFor();
    const report = page.getByRole('button', { name: 'Reportar Problema' });
    await report.waitFor();
    const texts = 'main p, main h2, main h3, main dt, main dd, main li';
    expect(await coveredBy(page, report, texts)).toEqual([]);

    await report.click();
    await page.getByRole('dialog', { name: 'Reportar Problema' }).waitFor();
    expect(await isOnTop(page.locator('button').filter({ hasText: 'Reportar Problema' }))).toBe(false);
  });
});

describe('validation hints', () => {
  it('/parceiros/cadastro-rapido says what is wrong with the CNPJ and each WhatsApp', async () => {
    const { page } = await browser.open({ viewport: phone });
    await page.goto('/parceiros/cadastro-rapido');
    const cnpj = page.getByRole('textbox', { name: 'CNPJ *' });
    await cnpj.fill('11222333000');
    await cnpj.blur();
    await expect.poll(() => messageOf(cnpj)).toBe('CNPJ deve conter 14 dígitos');
    const loja = page.getByRole('textbox', { name: 'WhatsApp da Loja *' });
    await loja.fill('00987654321');
    await loja.blur();
    await expect.poll(() => messageOf(loja)).toBe('DDD inválido');
    const representante = page.getByRole('textbox', { name: 'WhatsApp do Representante *' });
    await representante.fill('1134567890');
    await representante.blur();
    await expect.poll(() => messageOf(representante)).toBe('WhatsApp deve começar com 9 após o DDD');
  });
});

describe('titles and the 404', () => {
  it('gives each page its own title, and the 404 speaks Portuguese', async () => {
    const { page } = await browser.open({ viewport: desktop });
    const paths = ['/', '/como-funciona', '/envie-seu-desejo', '/parceiros/cadastro-rapido', '/assinatura'];
    const titles: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      await page.locator('h1').first().waitFor();
      await expect.poll(() => page.title()).toContain('Desejo Local');
      titles.push(await page.title());
    }
    expect(new Set(titles).size).toBe(paths.length);
    expect(titles[2]).toBe('Envie seu Desejo | Desejo Local');

    await page.goto('/rota-que-nao-existe');
    await page.getByRole('heading', { level: 1, name: 'Página não encontrada' }).waitFor();
    await expect.poll(() => page.title()).toBe('Página não encontrada | Desejo Local');
    await page.getByRole('link', { name: 'Voltar ao início', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});

describe('success pages opened by hand', () => {
  it('/assinatura/sucesso confirms nothing without a subscription, and waits on a checkout return', async () => {
    // The site's CSP (script-src 'self') would block the injected axe script: this context bypasses it.
    const { page } = await browser.open({ viewport: phone, bypassCSP: true });
    await page.goto('/assinatura/sucesso');
    await page.getByRole('heading', { level: 1, name: 'Sua assinatura' }).waitFor();
    await page.getByText('Ir para o painel agora').waitFor();
    expect(await page.getByText('Assinatura confirmada!').count()).toBe(0);
    expect(await page.getByText('Sua loja agora é Premium', { exact: false }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/assinatura/sucesso?session_id=cs_test_qualquer');
    await page.getByRole('heading', { level: 1, name: 'Confirmando sua assinatura...' }).waitFor();
    expect(await page.getByText('Assinatura confirmada!').count()).toBe(0);
  });

  it('/email-confirmado without a session confirms nothing and leads to the login', async () => {
    const { page } = await browser.open({ viewport: phone, bypassCSP: true });
    await page.goto('/email-confirmado');
    await page.getByRole('heading', { level: 1, name: 'Confirmação de email' }).waitFor();
    await page
      .getByText('Para confirmar seu e-mail, abra o link que enviamos para você.', { exact: false })
      .waitFor();
    expect(await page.getByText('Email confirmado!').count()).toBe(0);
    expect(await page.getByText('Seu e-mail foi confirmado').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe('the wish form', () => {
  it('searches categories like states, and a second wish keeps the name and the phone', async () => {
    const categoria = await seededCategoria();
    const tracked = await browser.open({ viewport: phone, bypassCSP: true });
    const { page } = tracked;
    await page.goto('/envie-seu-desejo');
    await page.getByLabel('Seu nome').fill('Joana Cliente');
    expect(await page.locator('select').count()).toBe(0);
    const whatsapp = page.getByRole('textbox', { name: 'WhatsApp *' });
    await whatsapp.fill(randomMobile());
    const typedPhone = await whatsapp.inputValue();
    await pickState(page, 'AC');
    const cidade = page.getByRole('combobox', { name: 'Cidade *' });
    await cidade.click();
    await cidade.fill('Rio Branco');
    await page.getByRole('option', { name: 'Rio Branco', exact: true }).click();
    const categoriaField = page.getByRole('combobox', { name: 'Categoria *' });
    await categoriaField.click();
    await categoriaField.fill(categoria.nome);
    await categoriaField.press('Enter');
    expect(await categoriaField.inputValue()).toBe(categoria.nome);
    const subcategoria = page.getByRole('combobox', { name: 'Subcategoria' });
    expect(await subcategoria.isDisabled()).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Produto desejado').fill(`Presente ${suffix()}`);
    await page.getByLabel('Li e aceito os').check();
    await page.getByRole('button', { name: 'Enviar meu desejo' }).click();
    await page.getByRole('heading', { name: 'Desejo enviado!' }).waitFor();

    await page.getByRole('button', { name: 'Enviar outro desejo' }).click();
    expect(await page.getByLabel('Seu nome').inputValue()).toBe('Joana Cliente');
    expect(await page.getByRole('textbox', { name: 'WhatsApp *' }).inputValue()).toBe(typedPhone);
    expect(await page.getByLabel('Produto desejado').inputValue()).toBe('');
    expect(pageErrors(tracked)).toEqual([]);
  });
});

describe('CEP and the home page', () => {
  it('a CEP that is not found tells the user to fill the address by hand', async () => {
    const { page } = await browser.open({ viewport: phone });
    await page.goto('/parceiros/cadastro-rapido');
    await page.getByRole('textbox', { name: 'CEP' }).fill('99999999');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await toast(page, 'CEP não encontrado').waitFor();
    await page.getByText('Preencha o endereço, o estado e a cidade manualmente.').waitFor();
  });

  it('at 360 px the home hero leaves no empty band above the next section', async () => {
    const { page } = await browser.open({ viewport: phone });
    await page.goto('/');
    const lastButton = await page
      .getByRole('main')
      .getByRole('link', { name: 'Como Funciona' })
      .boundingBox();
    const next = await page
      .getByRole('main')
      .getByText('Direto no WhatsApp', { exact: true })
      .first()
      .boundingBox();
    if (!lastButton || !next) throw new Error('hero ou próxima seção ausente');
    expect(next.y - (lastButton.y + lastButton.height)).toBeLessThanOrEqual(64);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  });
});
