import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowserForFile } from './browser.ts';
import { pageErrors, suffix, toast } from './helpers.ts';
import { apiRequest, seriousViolations, signInAsAdmin } from './server-api.ts';
import {
  adminCookie,
  approveShop,
  associateCnpj,
  type Categoria,
  registerShop,
  seededCategoria,
  sendWishOnSite,
  submitShopSignIn,
} from './shop-flows.ts';

// Issue 23, the shop's side, as a shopkeeper and an admin meet it at 360 and 1280 px: the forced
// password change right after login, the plan card of a shop without a plan, focus back on the
// button that opened a dialog, the dashboard tabs on the keyboard, the opportunity's id on a phone,
// the offer description in /gestao, the auth screens' copy and an admin on the shop dashboard.

const browser = launchBrowserForFile();
const hasAdmin = Boolean(inject('adminEmail'));

// A city no other e2e file uses: the opportunities on screen are this file's own.
const city = { estado: 'Sergipe (SE)', sigla: 'SE', nome: 'Aracaju' };
const phone = { width: 360, height: 780 };
const desktop = { width: 1280, height: 800 };

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The accessible name a person would hear for the focused element. */
function focusedName(page: Page) {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return '<body>';
    return focused.getAttribute('aria-label') ?? focused.textContent?.trim() ?? focused.tagName;
  });
}

describe.skipIf(!hasAdmin).sequential('shop dashboard polish', () => {
  let categoria: Categoria;
  // Without a plan; its password changes in the first test.
  let shop: Awaited<ReturnType<typeof registerShop>> & { senha?: string };
  // A partner association's member (5 offers a day), which answers the wish.
  let seller: Awaited<ReturnType<typeof registerShop>>;
  const produto = `Cafeteira ${suffix()}`;

  beforeAll(async () => {
    categoria = await seededCategoria();
    const cookie = await adminCookie();
    shop = await registerShop(city, categoria);
    await approveShop(shop.id, cookie);
    seller = await registerShop(city, categoria, { cnpj: await associateCnpj(cookie) });
    await approveShop(seller.id, cookie);
  }, 60_000);

  it('asks only for the new password right after a login with the temporary one, with no ✕, and shows "no plan" instead of a full bar (360 px)', async () => {
    const tracked = await browser.open({ viewport: phone, bypassCSP: true });
    const { page } = tracked;
    await page.goto('/minha-conta/login');
    await submitShopSignIn(page, { email: shop.email, password: shop.senhaTemporaria });
    const dialog = page.getByRole('dialog', { name: 'Alterar senha' });
    await dialog.getByLabel('Nova senha', { exact: true }).waitFor();
    expect(await dialog.getByLabel('Senha atual').count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Fechar' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(true);

    shop.senha = `Nova-${suffix()}-senha`;
    await dialog.getByLabel('Nova senha', { exact: true }).fill(shop.senha);
    await dialog.getByLabel('Confirmar nova senha').fill(shop.senha);
    await dialog.getByRole('button', { name: 'Alterar senha' }).click();
    await toast(page, 'Senha alterada!').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const plan = page.getByRole('region', { name: 'Seu plano' });
    await plan.getByText('Você ainda não tem um plano ativo.').waitFor();
    expect(await plan.getByRole('progressbar').count()).toBe(0);
    expect(await plan.getByText(/Ofertas hoje/).count()).toBe(0);
    expect(await plan.getByRole('link', { name: 'Escolher um plano' }).getAttribute('href')).toBe(
      '/assinatura',
    );
    await expectNoSidewaysScroll(page);
    await page.waitForFunction(() => document.getAnimations().length === 0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(pageErrors(tracked)).toEqual([]);
  });

  it('lets an ordinary shop close ?trocar-senha=true, gives focus back to the opener of each dialog and moves between tabs with the arrows (1280 px)', async () => {
    const tracked = await browser.open({ viewport: desktop });
    const { page } = tracked;
    await page.goto('/minha-conta/login');
    await submitShopSignIn(page, { email: shop.email, password: shop.senha ?? '' });
    await page.waitForURL('**/minha-conta/dashboard');

    // The password is no longer temporary: the URL opens the ordinary dialog, which closes.
    await page.goto('/minha-conta/dashboard?trocar-senha=true');
    const passwordDialog = page.getByRole('dialog', { name: 'Alterar senha' });
    await passwordDialog.getByLabel('Senha atual').waitFor();
    await passwordDialog.getByRole('button', { name: 'Fechar' }).click();
    await passwordDialog.waitFor({ state: 'detached' });
    await page.getByText('Informe a senha atual').waitFor({ state: 'detached' });
    const plan = page.getByRole('region', { name: 'Seu plano' });
    expect(await plan.getByRole('progressbar').count()).toBe(0);

    await page.getByRole('button', { name: 'Perfil' }).click();
    await page.getByRole('dialog', { name: 'Editar Perfil' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await focusedName(page)).toBe('Perfil');

    await page.getByRole('button', { name: 'Reportar Problema' }).click();
    await page
      .getByRole('dialog', { name: 'Reportar Problema' })
      .getByRole('button', { name: 'Fechar' })
      .click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await focusedName(page)).toContain('Reportar Problema');

    // WAI-ARIA tabs: one tab in the Tab order, arrows wrap, Home and End.
    const tab = (name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });
    expect(await tab('Enviadas').getAttribute('tabindex')).toBe('-1');
    await tab('Novas').focus();
    const expectSelected = async (name: string) => {
      expect(await tab(name).getAttribute('aria-selected')).toBe('true');
      expect(await tab(name).getAttribute('tabindex')).toBe('0');
      expect(await focusedName(page)).toMatch(new RegExp(`^${name}`));
    };
    await page.keyboard.press('ArrowRight');
    await expectSelected('Enviadas');
    await page.keyboard.press('End');
    await expectSelected('Arquivadas');
    await page.keyboard.press('ArrowRight');
    await expectSelected('Novas');
    await page.keyboard.press('ArrowLeft');
    await expectSelected('Arquivadas');
    await page.keyboard.press('Home');
    await expectSelected('Novas');
    expect(pageErrors(tracked)).toEqual([]);
  });

  it("keeps an opportunity's id on one line at 360 px, and /gestao shows an offer's description line by line", {
    timeout: 120_000,
  }, async () => {
    const customer = await browser.open();
    await sendWishOnSite(customer.page, { city, categoria, produto });

    // The member answers over the API, with the terms the dashboard's dialog would send.
    const signIn = await apiRequest('/api/auth/sign-in/email', {
      body: { email: seller.email, password: seller.senhaTemporaria },
    });
    expect(signIn.status).toBe(200);
    const novas = await apiRequest('/api/dashboard/matches?aba=novas', { cookie: signIn.cookie });
    const items = novas.body.items as Array<{ id: string; desejo: { produtoDesejado: string } }>;
    const match = items.find((item) => item.desejo.produtoDesejado === produto);
    if (!match) throw new Error('a oportunidade não chegou ao associado');
    const offered = await apiRequest(`/api/dashboard/matches/${match.id}/oferta`, {
      cookie: signIn.cookie,
      body: { valorCentavos: 35900, condicoesPagamento: 'Pix ou 3x no cartão', prazoEntrega: 'Amanhã' },
    });
    expect(offered.status, JSON.stringify(offered.body)).toBe(201);

    const tracked = await browser.open({ viewport: phone, bypassCSP: true });
    const { page } = tracked;
    await page.goto('/minha-conta/login');
    await submitShopSignIn(page, { email: shop.email, password: shop.senha ?? '' });
    const card = page.getByRole('article', { name: produto });
    const idLine = card.getByText(/^Oportunidade/);
    await idLine.waitFor();
    const fullId = card.getByTitle(/^[0-9a-f-]{36}$/);
    const matchId = await fullId.getAttribute('title');
    expect(await fullId.textContent()).toBe(`#${matchId}`);
    const lineHeight = await idLine.evaluate((el) => Number.parseFloat(getComputedStyle(el).lineHeight));
    const box = await fullId.boundingBox();
    expect(box?.height).toBeLessThanOrEqual(lineHeight + 1);
    expect(box && box.x + box.width).toBeLessThanOrEqual(phone.width);
    await expectNoSidewaysScroll(page);

    // Closing "Não tenho interesse" gives focus back to it.
    await card.getByRole('button', { name: 'Não tenho interesse' }).click();
    await page.getByRole('dialog', { name: 'Por que não tem interesse?' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await focusedName(page)).toBe('Não tenho interesse');
    await page.waitForFunction(() => document.getAnimations().length === 0);
    expect(await seriousViolations(page)).toEqual([]);

    const admin = await browser.open({ viewport: desktop, bypassCSP: true });
    await signInAsAdmin(admin.page);
    const row = admin.page.getByRole('row').filter({ hasText: produto });
    const descricao = row.getByText(/^Condições de pagamento/);
    await descricao.waitFor();
    // One line per term, as the shop wrote them, not one run-on line.
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered line breaks are what is checked.
    expect(await descricao.innerText()).toContain(
      'Condições de pagamento: Pix ou 3x no cartão\nPrazo de entrega: Amanhã',
    );
    expect(await seriousViolations(admin.page)).toEqual([]);
    expect(pageErrors(tracked)).toEqual([]);
  });
});

describe.skipIf(!hasAdmin)('admin polish', () => {
  it('explains to an admin on /minha-conta/dashboard that the account has no shop, instead of inviting one', async () => {
    const tracked = await browser.open({ viewport: phone, bypassCSP: true });
    const { page } = tracked;
    await signInAsAdmin(page);
    await page.goto('/minha-conta/dashboard');
    await page.getByText('Você entrou com uma conta de administrador').waitFor();
    expect(await page.getByRole('link', { name: 'Ir para a Gestão' }).getAttribute('href')).toBe(
      '/gestao/dashboard',
    );
    expect(new URL(page.url()).pathname).toBe('/minha-conta/dashboard');
    expect(await page.getByRole('link', { name: 'Completar perfil' }).count()).toBe(0);
    await expectNoSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("marks the association form's missing name as an error, formats the temperature in pt-BR and returns focus from /gestao/lojistas details", {
    timeout: 90_000,
  }, async () => {
    const categoria = await seededCategoria();
    const nomeLoja = `Loja Detalhes ${suffix()}`;
    await registerShop(city, categoria, { nomeLoja });
    const tracked = await browser.open({ viewport: desktop, bypassCSP: true });
    const { page } = tracked;
    await signInAsAdmin(page);

    const section = page.getByRole('region', { name: 'Gestão de Parceiros' });
    await section.getByRole('button', { name: 'Gestão de Parceiros' }).click();
    await section.getByRole('button', { name: 'Nova' }).click();
    const form = page.getByRole('dialog', { name: 'Nova associação' });
    await form.getByRole('button', { name: 'Salvar' }).click();
    expect(await form.getByLabel('Nome').getAttribute('aria-invalid')).toBe('true');
    // Both away from focus (the refused form focuses the name): only the error tells them apart.
    await form.getByLabel('Cidade').focus();
    const border = (name: string) =>
      form.getByLabel(name).evaluate((el) => getComputedStyle(el).borderTopColor);
    expect(await border('Nome')).not.toBe(await border('Telefone'));
    await page.waitForFunction(() => document.getAnimations().length === 0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'detached' });

    await page.goto('/gestao/ferramentas');
    const temperatura = page.getByLabel('Temperatura');
    await temperatura.waitFor();
    const value = await temperatura.inputValue();
    const shown = page.locator(`output[for="${await temperatura.getAttribute('id')}"]`);
    expect(await shown.textContent()).toBe(Number(value).toFixed(1).replace('.', ','));

    await page.goto('/gestao/lojistas');
    await page.getByRole('heading', { level: 1, name: 'Gestão de Lojistas' }).waitFor({ timeout: 40_000 });
    await page.getByLabel('Estado').selectOption(city.sigla);
    await page.getByLabel('Cidade').locator('option', { hasText: city.nome }).waitFor({ state: 'attached' });
    await page.getByLabel('Cidade').selectOption(city.nome);
    const details = page.getByRole('button', { name: `Detalhes de ${nomeLoja}` });
    await details.click();
    await page.getByRole('dialog').getByRole('heading', { name: nomeLoja }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await focusedName(page)).toBe(`Detalhes de ${nomeLoja}`);
    expect(pageErrors(tracked)).toEqual([]);
  });
});

describe('auth screens copy', () => {
  it('offers "Esqueceu sua senha?" on /lojista/auth, says E-mail, states the recovery once and asks to confirm the e-mail after sign-up', async () => {
    const tracked = await browser.open({ viewport: phone, bypassCSP: true });
    const { page } = tracked;
    await page.goto('/lojista/auth');
    // Its two tabs take Home and End as well as the arrows.
    await page.getByRole('tab', { name: 'Entrar' }).focus();
    await page.keyboard.press('End');
    expect(await page.getByRole('tab', { name: 'Criar Conta' }).getAttribute('aria-selected')).toBe('true');
    expect(await focusedName(page)).toBe('Criar Conta');
    await page.keyboard.press('Home');
    expect(await page.getByRole('tab', { name: 'Entrar' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('button', { name: 'Esqueceu sua senha?' }).click();
    await page.getByRole('button', { name: 'Enviar link de recuperação' }).waitFor();
    await page.getByLabel('E-mail').fill(`ninguem-${suffix()}@exemplo.com.br`);
    await page.getByRole('button', { name: 'Enviar link de recuperação' }).click();
    await toast(page, 'Email enviado!').waitFor();
    await page.getByRole('button', { name: 'Voltar para o login' }).click();
    await page.getByRole('button', { name: 'Entrar', exact: true }).waitFor();
    await expectNoSidewaysScroll(page);

    await page.getByRole('tab', { name: 'Criar Conta' }).click();
    await page.getByLabel('Nome completo').fill('Paula Lojista');
    await page.getByLabel('E-mail').fill(`nova-${suffix()}@exemplo.com.br`);
    const senha = `Senha-${suffix()}`;
    await page.getByLabel('Senha', { exact: true }).fill(senha);
    await page.getByLabel('Confirmar senha').fill(senha);
    await page.getByRole('button', { name: 'Criar Conta' }).click();
    const created = toast(page, 'Conta criada com sucesso!');
    await created.waitFor();
    expect(await created.textContent()).toContain('Confirme seu e-mail para entrar.');
    expect(await created.textContent()).not.toContain('Você já pode fazer login');

    await page.goto('/minha-conta/login');
    await page.getByRole('button', { name: 'Esqueceu sua senha?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Recuperar Senha' }).waitFor();
    expect(await page.getByText(/link para você criar uma nova senha/).count()).toBe(1);
    expect(await page.getByText(/\bEmail\b/).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(pageErrors(tracked)).toEqual([]);
  });
});
