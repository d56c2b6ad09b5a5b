import { describe, expect, it } from 'vitest';
import {
  accountExistsMail,
  approvalMail,
  confirmationMail,
  credentialsMail,
  type MailContent,
  recoveryMail,
  welcomeMail,
} from '#api/mail/templates.ts';
import { errorReportMail } from '#api/relatorios/report-mail.ts';
import { launchBrowserForFile } from './browser.ts';

// Every e-mail's HTML in Chromium at a phone's width and a desktop's: nothing wider than the
// screen. Links are as long as real ones: a signed token makes a confirmation link one unbroken
// word of hundreds of characters, which once made the e-mail 2,443 px wide on a phone.

const browser = launchBrowserForFile();
const origin = 'https://www.desejolocal.com.br';
const token = 'eyJhbGciOiJIUzI1NiJ9.'.padEnd(260, 'x9Qa7Lm2Zt');
const common = { productName: 'Desejo Local', name: 'Maria Aparecida dos Santos' };

const mails: Record<string, MailContent> = {
  confirmation: confirmationMail({
    ...common,
    confirmUrl: `${origin}/api/auth/verify-email?token=${token}&callbackURL=%2Femail-confirmado`,
  }),
  recovery: recoveryMail({ ...common, resetUrl: `${origin}/api/auth/reset-password/${token}?callbackURL=x` }),
  welcome: welcomeMail({
    ...common,
    nomeLoja: 'Loja de Materiais de Construção Irmãos Oliveira',
    dashboardUrl: `${origin}/minha-conta/dashboard`,
  }),
  approval: approvalMail({
    ...common,
    nomeLoja: 'Loja Aprovada',
    dashboardUrl: `${origin}/minha-conta/dashboard`,
  }),
  credentials: credentialsMail({
    ...common,
    nomeLoja: 'Loja Rápida',
    email: 'representante.comercial.da.loja.com.nome.longo@exemplo-de-dominio.com.br',
    temporaryPassword: 'Xk7#mP2$vQ9w',
    loginUrl: `${origin}/minha-conta/login`,
  }),
  accountExists: accountExistsMail({ ...common, loginUrl: `${origin}/minha-conta/login` }),
  errorReport: errorReportMail({
    productName: 'Desejo Local',
    id: '3f0c6f64-5a6e-4d4f-9a53-2f6f1d0b9e11',
    titulo: 'Botão não responde',
    descricao: `Cliquei em Fazer Oferta e nada aconteceu: ${origin}/minha-conta/dashboard?aba=novas&pagina=${token}`,
    passos: '1. Abrir Novas\n2. Fazer Oferta',
    lojistaNome: 'Loja Teste',
    lojistaEmail: 'loja@exemplo.com.br',
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    url: `${origin}/minha-conta/dashboard?token=${token}`,
  }),
};

describe('e-mails', () => {
  for (const width of [360, 1280]) {
    it.each(Object.keys(mails))(`%s fits a ${width} px screen without sideways scrolling`, async (name) => {
      const { page } = await browser.open({ viewport: { width, height: 800 } });
      await page.setContent(mails[name]!.html);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(width);
    });
  }
});
