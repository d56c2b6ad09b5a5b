import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { totpCode } from '#api/auth/auth-test-client.ts';
import { launchBrowserForFile, type TrackedPage } from './browser.ts';
import { linkFromOutbox, pageErrors, toast } from './helpers.ts';
import { submitShopSignIn } from './shop-flows.ts';

// The shopkeeper and admin auth screens against the real server: sign-up with the confirmation
// link from the outbox, login errors and 'Salvar dados', admin TOTP enrolment and a login with a
// code. Everything a person does is done through the page; only the e-mail is read from disk.

const browser = launchBrowserForFile();

// Shared by the tests below, in order; the password changes along the way. Sign-ins stay within
// the server's limit of 5 per e-mail in 15 minutes.
const shop = {
  email: `lojista-${randomBytes(4).toString('hex')}@exemplo.com.br`,
  password: `Senha-${randomBytes(6).toString('hex')}`,
  name: 'Maria Lojista',
};

/** Every key and value in localStorage and sessionStorage of the page's origin. */
async function browserStorage(page: Page): Promise<string> {
  return page.evaluate(() => {
    const dump = (storage: Storage) =>
      Array.from({ length: storage.length }, (_, i) => {
        const key = storage.key(i) ?? '';
        return `${key}=${storage.getItem(key)}`;
      });
    return [...dump(localStorage), ...dump(sessionStorage)].join('\n');
  });
}

/** No secret of the session in script-readable storage; the session cookie itself is httpOnly. */
async function expectNoSecretsInStorage({ page, context }: TrackedPage, secrets: string[]) {
  const storage = await browserStorage(page);
  for (const secret of secrets) expect(storage).not.toContain(secret);
  expect(storage).not.toMatch(/token|secret|senha|password|totp/i);
  const cookies = await context.cookies();
  const sessionCookies = cookies.filter((cookie) => cookie.name.includes('session'));
  for (const cookie of sessionCookies) {
    expect(cookie.httpOnly).toBe(true);
    expect(storage).not.toContain(cookie.value.split('.')[0]);
  }
}

describe.sequential('shopkeeper auth pages', () => {
  it('signs up on /minha-conta/login, confirms through the e-mailed link and lands on /completar-perfil', async () => {
    const tracked = await browser.open();
    const { page } = tracked;
    await page.goto('/minha-conta/login');
    await page.getByRole('heading', { level: 1, name: 'Minha Conta' }).waitFor();
    await page.getByRole('button', { name: 'Criar Conta' }).click();
    await page.getByRole('heading', { level: 1, name: 'Criar Conta' }).waitFor();

    await page.getByLabel('Nome completo').fill(shop.name);
    await page.getByLabel('E-mail').fill(shop.email);
    await page.getByLabel('Senha', { exact: true }).fill(shop.password);
    await page.getByLabel('Confirmar senha').fill(`${shop.password}x`);
    await page.getByRole('button', { name: 'Criar Conta' }).click();
    await page.getByText('As senhas não coincidem.').waitFor();
    await toast(page, 'Termos não aceitos').waitFor();

    await page.getByLabel('Confirmar senha').fill(shop.password);
    await page.getByLabel(/Li e aceito os/).check();
    await page.getByRole('button', { name: 'Criar Conta' }).click();
    await toast(page, 'Conta criada com sucesso!').waitFor();
    await page.getByText('Conta criada!').waitFor();
    expect(await page.getByLabel('E-mail').inputValue()).toBe('');
    expect(await page.getByLabel('Senha', { exact: true }).inputValue()).toBe('');

    // Before confirming: the login explains it and offers to resend the link.
    await page.getByRole('button', { name: 'Entrar' }).click();
    await submitShopSignIn(page, shop);
    await page.getByRole('alert').filter({ hasText: 'Seu e-mail ainda não foi confirmado.' }).waitFor();
    await page.getByRole('button', { name: 'Reenviar e-mail de confirmação' }).click();
    await toast(page, 'Email enviado!').waitFor();

    const link = await linkFromOutbox(shop.email, `${inject('baseUrl')}/api/auth/verify-email`);
    await page.goto(link);
    await page.waitForURL('**/completar-perfil');
    await page.getByRole('heading', { level: 1, name: 'Complete seu Perfil' }).waitFor();
    await toast(page, 'Email confirmado!').waitFor();

    await expectNoSecretsInStorage(tracked, [shop.password]);
    expect(pageErrors(tracked)).toEqual([]);
  });

  it('shows "Email ou senha incorretos." for a wrong password, then signs in keeping only the e-mail', async () => {
    const tracked = await browser.open();
    const { page } = tracked;
    await page.goto('/minha-conta/login');
    await submitShopSignIn(page, { email: shop.email, password: 'senha-errada' });
    await page.getByRole('alert').filter({ hasText: 'Email ou senha incorretos.' }).waitFor();
    await toast(page, 'Email ou senha incorretos.').waitFor();

    await page.getByLabel('Senha', { exact: true }).fill(shop.password);
    await page.getByLabel('Salvar dados').check();
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    // No shop yet: the profile comes first.
    await page.waitForURL('**/completar-perfil');

    expect(await page.evaluate(() => localStorage.getItem('salvar-dados:email'))).toBe(shop.email);
    await expectNoSecretsInStorage(tracked, [shop.password]);
    expect(pageErrors(tracked)).toEqual([]);
  });
});

describe.sequential('password change and recovery', () => {
  it('changes the password from /minha-conta/dashboard?trocar-senha=true with the messages of the spec', async () => {
    const tracked = await browser.open();
    const { page } = tracked;
    await page.goto('/minha-conta/login');
    await submitShopSignIn(page, shop);
    await page.waitForURL('**/completar-perfil');

    await page.goto('/minha-conta/dashboard?trocar-senha=true');
    const dialog = page.getByRole('dialog', { name: 'Alterar senha' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Alterar senha' }).click();
    await toast(page, 'Campos obrigatórios').waitFor();
    await dialog.getByLabel('Senha atual').fill(shop.password);
    await dialog.getByLabel('Nova senha', { exact: true }).fill('12345');
    await dialog.getByLabel('Confirmar nova senha').fill('12345');
    await dialog.getByRole('button', { name: 'Alterar senha' }).click();
    await toast(page, 'Senha muito curta').waitFor();
    const changed = `${shop.password}-2`;
    await dialog.getByLabel('Nova senha', { exact: true }).fill(changed);
    await dialog.getByLabel('Confirmar nova senha').fill(`${changed}x`);
    await dialog.getByRole('button', { name: 'Alterar senha' }).click();
    await toast(page, 'Senhas não conferem').waitFor();
    await dialog.getByLabel('Senha atual').fill('senha-errada');
    await dialog.getByLabel('Confirmar nova senha').fill(changed);
    await dialog.getByRole('button', { name: 'Alterar senha' }).click();
    await toast(page, 'Erro ao alterar senha').waitFor();
    await dialog.getByLabel('Senha atual').fill(shop.password);
    await dialog.getByRole('button', { name: 'Alterar senha' }).click();
    await toast(page, 'Senha alterada!').waitFor();
    await dialog.waitFor({ state: 'detached' });
    shop.password = changed;
    expect(new URL(page.url()).search).toBe('');

    // The dashboard hides the floating WhatsApp button (spec 000 §1).
    await page.getByRole('heading', { level: 1, name: 'Painel do Lojista' }).waitFor();
    expect(await page.getByRole('link', { name: 'Conversar no WhatsApp' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Sair' }).click();
    await toast(page, 'Logout realizado').waitFor();
    await page.goto('/minha-conta/dashboard');
    await page.waitForURL('**/minha-conta/login');
    await expectNoSecretsInStorage(tracked, [shop.password, changed]);
  });

  it('sends the recovery e-mail and sets a new password from its link without a session', async () => {
    const tracked = await browser.open();
    const { page } = tracked;
    await page.goto('/minha-conta/login');
    await page.getByRole('button', { name: 'Esqueceu sua senha?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Recuperar Senha' }).waitFor();
    await page.getByRole('button', { name: 'Enviar link de recuperação' }).click();
    await toast(page, 'Email necessário').waitFor();
    await page.getByLabel('E-mail').fill(shop.email);
    await page.getByRole('button', { name: 'Enviar link de recuperação' }).click();
    await toast(page, 'Email enviado!').waitFor();

    const link = await linkFromOutbox(shop.email, `${inject('baseUrl')}/api/auth/reset-password/`);
    await page.goto(link);
    const dialog = page.getByRole('dialog', { name: 'Criar nova senha' });
    await dialog.waitFor();
    expect(new URL(page.url()).searchParams.get('trocar-senha')).toBe('true');
    const recovered = `${shop.password}-r`;
    await dialog.getByLabel('Nova senha', { exact: true }).fill(recovered);
    await dialog.getByLabel('Confirmar nova senha').fill(recovered);
    await dialog.getByRole('button', { name: 'Alterar senha' }).click();
    await toast(page, 'Senha alterada!').waitFor();
    await page.waitForURL('**/minha-conta/login');
    shop.password = recovered;

    await expectNoSecretsInStorage(tracked, [recovered]);
    expect(pageErrors(tracked)).toEqual([]);
  });
});

describe.sequential('admin sign-in and TOTP', () => {
  const admin = { email: inject('adminEmail'), password: inject('adminPassword') };

  async function signIn(page: Page) {
    await page.goto('/gestao/login');
    await page.getByRole('heading', { level: 1, name: 'Área de Gestão' }).waitFor();
    await page.getByLabel('E-mail').fill(admin.email);
    await page.getByLabel('Senha').fill(admin.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
  }

  it('enrols TOTP on /gestao/mfa, then needs a code from the app to sign in again', {
    timeout: 120_000,
  }, async () => {
    const tracked = await browser.open();
    const { page } = tracked;
    await signIn(page);
    await page.waitForURL('**/gestao/dashboard');
    await page.getByRole('link', { name: 'Segurança' }).click();
    await page.getByRole('heading', { level: 1, name: 'Autenticação de Dois Fatores' }).waitFor();

    await page.getByRole('button', { name: 'Configurar MFA' }).click();
    await page.getByLabel('Senha').fill(admin.password);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('img', { name: 'QR code para o aplicativo autenticador' }).waitFor();
    const secret = await page.getByLabel('Chave manual').inputValue();
    expect(secret).toMatch(/^[A-Z2-7]{16,}=*$/);

    // Spec 001 §4: 'Ativar MFA' stays disabled until the code has its 6 digits.
    await page.getByLabel('Código de 6 dígitos').fill('12345');
    expect(await page.getByRole('button', { name: 'Ativar MFA' }).isDisabled()).toBe(true);
    const enrolledAt = Date.now();
    await page.getByLabel('Código de 6 dígitos').fill(totpCode(secret, enrolledAt));
    await page.getByRole('button', { name: 'Ativar MFA' }).click();
    await page.getByRole('button', { name: 'Desativar MFA' }).waitFor();
    await expectNoSecretsInStorage(tracked, [admin.password, secret]);

    await page.getByRole('link', { name: 'Voltar' }).click();
    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL(/\/gestao$/);

    // A fresh code from the next 30-second step: the one used to enrol may not be replayed.
    await signIn(page);
    await page.getByLabel('Código de 6 dígitos').waitFor();
    const nextStep = (Math.floor(enrolledAt / 30_000) + 1) * 30_000;
    if (Date.now() < nextStep) await page.waitForTimeout(nextStep - Date.now() + 250);
    await page.getByLabel('Código de 6 dígitos').fill(totpCode(secret));
    await page.getByRole('button', { name: 'Verificar' }).click();
    await page.waitForURL('**/gestao/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Gestão' }).waitFor();

    await expectNoSecretsInStorage(tracked, [admin.password, secret]);
    expect(pageErrors(tracked)).toEqual([]);

    // Leave the shared admin as it was found, which also covers 'Desativar MFA'.
    await page.getByRole('link', { name: 'Segurança' }).click();
    await page.getByRole('button', { name: 'Desativar MFA' }).click();
    await page.getByLabel('Senha').fill(admin.password);
    await page.getByRole('button', { name: 'Desativar MFA' }).click();
    await page.getByRole('button', { name: 'Configurar MFA' }).waitFor();
  });

  it('refuses a shopkeeper on /gestao/login with "Acesso negado"', async () => {
    const tracked = await browser.open();
    const { page } = tracked;
    await page.goto('/gestao/login');
    await page.getByLabel('E-mail').fill(shop.email);
    await page.getByLabel('Senha').fill(shop.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await toast(page, 'Acesso negado').waitFor();
    await page.goto('/gestao/dashboard');
    await page.waitForURL('**/gestao/login');
  });
});
