import { describe, expect, inject, it } from 'vitest';
import { launchBrowserForFile } from './browser.ts';
import { holdRequests } from './helpers.ts';

const browser = launchBrowserForFile();

// Every route of spec 001 §2.1 with the title its page shows to a visitor without a session.
const routeTitles: Array<[path: string, title: string]> = [
  ['/', 'Qual é o Seu Desejo Hoje?'],
  ['/como-funciona', 'Como Funciona'],
  ['/cadastro-de-lojistas', 'Multiplique Suas Vendas'],
  ['/lojista/auth', 'Área do Lojista'],
  ['/cadastro-sucesso', 'Cadastro enviado!'],
  ['/envie-seu-desejo', 'Envie seu Desejo'],
  ['/minha-conta/login', 'Minha Conta'],
  ['/assinatura', 'Assinatura'],
  ['/parceiros', 'Parceiros'],
  ['/assinatura/sucesso', 'Sua assinatura'],
  ['/assinatura/gerenciar', 'Gerenciar Assinatura'],
  ['/email-confirmado', 'Confirmação de email'],
  ['/gestao', 'Área de Gestão'],
  ['/gestao/login', 'Área de Gestão'],
  ['/termos-e-politica', 'Termos de Uso e Política de Privacidade'],
  ['/parceiros/cadastro-rapido', 'Parceiros - Cadastro Rápido'],
];

// /whatsapp and /contato are not pages to stay on: they open the chat and return home (below).

// Pages behind a login send a visitor without a session to it (spec 000 §4, spec 001 §6); their
// own titles are checked signed in, in auth-pages.e2e.ts.
const guardedRoutes: Array<[path: string, loginPath: string, title: string]> = [
  ['/minha-conta/dashboard', '/minha-conta/login', 'Minha Conta'],
  ['/completar-perfil', '/lojista/auth', 'Área do Lojista'],
  ['/gestao/dashboard', '/gestao/login', 'Área de Gestão'],
  ['/gestao/mfa', '/gestao/login', 'Área de Gestão'],
  ['/gestao/lojistas', '/gestao/login', 'Área de Gestão'],
  // Its title shows for an instant before the redirect, so it is checked signed in (admin-tools.e2e.ts).
  ['/gestao/ferramentas', '/gestao/login', 'Área de Gestão'],
];

const headerLinks = ['Home', 'Como Funciona', 'Assinatura', 'Parceiros', 'Lojistas', 'Envie seu Desejo'];

describe('route table', () => {
  it.each(routeTitles)('%s shows the single title "%s"', async (path, title) => {
    const { page, errors } = await browser.open();
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
    expect(await page.locator('h1').count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it.each(guardedRoutes)('%s sends a visitor without a session to %s', async (path, loginPath, title) => {
    const { page, errors } = await browser.open();
    await page.goto(path);
    await page.waitForURL((url) => url.pathname === loginPath);
    await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
    expect(errors).toEqual([]);
  });

  // A phone hands wa.me to the app and the tab stays where it was: a 204 answer to the navigation
  // does the same here, so the page's own return home after 2 s (spec 001 §2.6) is what moves it.
  it.each(['/whatsapp', '/contato'])(
    '%s shows the single title "Redirecionando para o WhatsApp...", opens the chat and returns home',
    async (path) => {
      const { page, errors } = await browser.open();
      const config = await (await fetch(`${inject('baseUrl')}/api/public/config`)).json();
      const chats: string[] = [];
      let chatAt = 0;
      await page.route('https://wa.me/**', (route) => {
        chats.push(route.request().url());
        chatAt = Date.now();
        return route.fulfill({ status: 204 });
      });
      // The number's answer waits until the title has been seen: a busy machine must not let
      // the whole visit finish between two looks.
      const release = await holdRequests(page, '**/api/whatsapp-redirect');
      await page.goto(path);
      await page
        .getByRole('heading', { level: 1, name: 'Redirecionando para o WhatsApp...', exact: true })
        .waitFor();
      expect(await page.locator('h1').count()).toBe(1);
      release();
      // Not waitForURL: it fails on the aborted (204) navigation to wa.me.
      await page.getByRole('heading', { level: 1, name: 'Qual é o Seu Desejo Hoje?' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
      expect(Date.now() - chatAt).toBeGreaterThan(1_500);
      expect(chats).toHaveLength(1);
      expect(new URL(chats[0] ?? '').pathname).toBe(`/${config.supportWhatsapp}`);
      expect(errors).toEqual([]);
    },
  );

  it('shows the 404 page on an unknown path, whose link returns home', async () => {
    const { page } = await browser.open();
    await page.goto('/rota-que-nao-existe');
    await page.getByRole('heading', { level: 1, name: 'Página não encontrada' }).waitFor();
    await page.getByRole('link', { name: 'Voltar ao início', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Qual é o Seu Desejo Hoje?' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });
});

describe('error screen', () => {
  it('replaces the page when rendering throws, and "Tentar novamente" reloads it', async () => {
    const { page, errors } = await browser.open();
    // No debug route ships to users. Instead the test answers the Como Funciona chunk with a
    // module that throws when evaluated: React.lazy rejects, the page throws during render, and
    // the router's real errorElement (the root route's) must catch it.
    const chunk = /\/assets\/how-it-works-page-[\w-]+\.js$/;
    let intercepted = 0;
    await page.route(chunk, (route) => {
      intercepted += 1;
      return route.fulfill({
        contentType: 'text/javascript',
        body: "throw new Error('falha simulada pelo teste');",
      });
    });

    await page.goto('/como-funciona');
    await page.getByRole('heading', { level: 1, name: 'Ocorreu um erro' }).waitFor();
    expect(intercepted).toBeGreaterThan(0);
    await page
      .getByText('Detectamos um problema ao processar a página. Toque abaixo para tentar novamente.')
      .waitFor();
    expect(await page.getByRole('navigation', { name: 'Principal' }).count()).toBe(0);
    expect(errors.some((message) => message.includes('falha simulada pelo teste'))).toBe(true);

    await page.unroute(chunk);
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await page.getByRole('heading', { level: 1, name: 'Como Funciona' }).waitFor();
  });
});

describe('header', () => {
  it('lists the six links in order plus Minha Conta, and marks the active route', async () => {
    const { page, errors } = await browser.open({ viewport: { width: 1280, height: 800 } });
    await page.goto('/assinatura');
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await nav.waitFor();
    expect(await nav.getByRole('link').allTextContents()).toEqual(headerLinks);

    const account = page.getByRole('banner').getByRole('link', { name: 'Minha Conta' });
    expect(await account.getAttribute('href')).toBe('/minha-conta/login');

    expect(await nav.getByRole('link', { name: 'Assinatura' }).getAttribute('aria-current')).toBe('page');
    expect(await nav.locator('[aria-current="page"]').count()).toBe(1);

    await nav.getByRole('link', { name: 'Parceiros' }).click();
    await page.getByRole('heading', { level: 1, name: 'Parceiros' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Parceiros' }).getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('link', { name: 'Assinatura' }).getAttribute('aria-current')).toBeNull();

    await nav.getByRole('link', { name: 'Home' }).click();
    await page.getByRole('heading', { level: 1, name: 'Qual é o Seu Desejo Hoje?' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    expect(await nav.locator('[aria-current="page"]').count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('on a phone, opens the menu with an accessible button and closes it after navigating', async () => {
    const { page, errors } = await browser.open({ viewport: { width: 390, height: 844 } });
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Qual é o Seu Desejo Hoje?' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Principal' }).isVisible()).toBe(false);

    const toggle = page.getByRole('button', { name: 'Abrir menu' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();

    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    // While the modal menu is open Radix hides the rest of the page from assistive technology.
    const hiddenToggle = page.getByRole('button', { name: 'Abrir menu', includeHidden: true });
    expect(await hiddenToggle.getAttribute('aria-expanded')).toBe('true');
    const menuNav = menu.getByRole('navigation', { name: 'Menu principal' });
    expect(await menuNav.getByRole('link').allTextContents()).toEqual([...headerLinks, 'Minha Conta']);
    expect(await menuNav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');

    await menuNav.getByRole('link', { name: 'Envie seu Desejo' }).click();
    await page.getByRole('heading', { level: 1, name: 'Envie seu Desejo' }).waitFor();
    await menu.waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: 'Abrir menu' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    expect(errors).toEqual([]);
  });

  it('has a footer with the home logo, the terms link and the company name', async () => {
    const { page } = await browser.open();
    const config = await (await fetch(`${inject('baseUrl')}/api/public/config`)).json();
    await page.goto('/como-funciona');
    const footer = page.getByRole('contentinfo');
    await footer.getByText(config.companyName, { exact: false }).waitFor();
    expect(await footer.getByRole('link', { name: config.productName }).getAttribute('href')).toBe('/');
    await footer.getByRole('link', { name: 'Termos de Uso e Política de Privacidade' }).click();
    await page.getByRole('heading', { level: 1, name: 'Termos de Uso e Política de Privacidade' }).waitFor();
  });
});

describe('floating WhatsApp button', () => {
  const buttonName = 'Conversar no WhatsApp';

  it('opens a chat with the support number and "Qual é o seu Desejo?" on the home page', async () => {
    const { page } = await browser.open();
    const config = await (await fetch(`${inject('baseUrl')}/api/public/config`)).json();
    await page.goto('/');
    const button = page.getByRole('link', { name: buttonName });
    await button.waitFor();
    const href = new URL((await button.getAttribute('href')) ?? '');
    expect(href.origin + href.pathname).toBe(`https://wa.me/${config.supportWhatsapp}`);
    expect(href.searchParams.get('text')).toBe('Qual é o seu Desejo?');
    expect(await button.getAttribute('target')).toBe('_blank');
  });

  // The dashboard needs a session: auth-pages.e2e.ts checks it there.
  it.each(['/lojista/auth', '/gestao', '/gestao/dashboard'])('is hidden on %s', async (path) => {
    const { page } = await browser.open();
    const config = await (await fetch(`${inject('baseUrl')}/api/public/config`)).json();
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The product name comes from the same request as the number: once it shows, the button
    // would have too.
    await page.getByRole('banner').getByText(config.productName).waitFor();
    expect(await page.getByRole('link', { name: buttonName }).count()).toBe(0);
  });

  it('disappears when navigating from the home page to the shopkeeper sign-up', async () => {
    const { page } = await browser.open({ viewport: { width: 1280, height: 800 } });
    await page.goto('/cadastro-de-lojistas');
    // Exact: the page's contact section has its own "Conversar no WhatsApp (abre o WhatsApp…)" link.
    await page.getByRole('link', { name: buttonName, exact: true }).waitFor();
    await page.getByRole('link', { name: 'Cadastrar minha loja' }).click();
    await page.getByRole('heading', { level: 1, name: 'Área do Lojista' }).waitFor();
    expect(await page.getByRole('link', { name: buttonName }).count()).toBe(0);
  });
});
