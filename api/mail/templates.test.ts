import { describe, expect, it } from 'vitest';
import {
  accountExistsMail,
  approvalMail,
  confirmationMail,
  credentialsMail,
  type MailContent,
  recoveryMail,
  siteUrl,
  welcomeMail,
} from './templates.ts';

const productName = 'Desejo Teste';
const password = 'Xk7#mP2$vQ9w';

const mails: Record<string, { mail: MailContent; link: string }> = {
  confirmation: {
    link: 'https://desejo.example/api/auth/verify-email?token=abc&callbackURL=%2Femail-confirmado',
    mail: confirmationMail({
      productName,
      name: 'Maria',
      confirmUrl: 'https://desejo.example/api/auth/verify-email?token=abc&callbackURL=%2Femail-confirmado',
    }),
  },
  recovery: {
    link: 'https://desejo.example/api/auth/reset-password/tok?callbackURL=x',
    mail: recoveryMail({
      productName,
      resetUrl: 'https://desejo.example/api/auth/reset-password/tok?callbackURL=x',
    }),
  },
  welcome: {
    link: 'https://desejo.example/minha-conta/dashboard',
    mail: welcomeMail({
      productName,
      name: 'João',
      nomeLoja: 'Loja <Centro> & Cia',
      dashboardUrl: 'https://desejo.example/minha-conta/dashboard',
    }),
  },
  approval: {
    link: 'https://desejo.example/minha-conta/dashboard',
    mail: approvalMail({
      productName,
      nomeLoja: 'Loja Centro',
      dashboardUrl: 'https://desejo.example/minha-conta/dashboard',
    }),
  },
  credentials: {
    link: 'https://desejo.example/lojista/auth',
    mail: credentialsMail({
      productName,
      nomeLoja: 'Loja Centro',
      email: 'loja@exemplo.com.br',
      temporaryPassword: password,
      loginUrl: 'https://desejo.example/lojista/auth',
    }),
  },
  accountExists: {
    link: 'https://desejo.example/lojista/auth',
    mail: accountExistsMail({
      productName,
      loginUrl: 'https://desejo.example/lojista/auth',
    }),
  },
};

describe('e-mail templates', () => {
  for (const [kind, { mail, link }] of Object.entries(mails)) {
    it(`${kind}: text and HTML are filled in, name the product and carry the link`, () => {
      for (const body of [mail.subject, mail.text, mail.html]) {
        expect(body).not.toMatch(/\{\{|\}\}|\$\{|undefined|null/);
      }
      expect(mail.subject).toContain(productName);
      expect(mail.text).toContain(link);
      expect(mail.html).toContain(`href="${link.replaceAll('&', '&amp;')}"`);
      expect(mail.html).toMatch(/^<!doctype html>/);
      expect(mail.html).toContain('lang="pt-BR"');
    });
  }

  it('only the credentials e-mail carries the temporary password', () => {
    for (const [kind, { mail }] of Object.entries(mails)) {
      const carries = [mail.subject, mail.text, mail.html].some((body) => body.includes(password));
      expect(carries, kind).toBe(kind === 'credentials');
    }
    expect(mails.credentials!.mail.text).toContain(`Senha temporária: ${password}`);
    expect(mails.credentials!.mail.text).toMatch(/primeiro acesso/);
  });

  it('escapes HTML in the values it inserts', () => {
    const { html, text } = mails.welcome!.mail;
    expect(html).toContain('Loja &lt;Centro&gt; &amp; Cia');
    expect(html).not.toContain('<Centro>');
    expect(text).toContain('Loja <Centro> & Cia');
  });

  it('greets by name when known, generically otherwise', () => {
    expect(mails.confirmation!.mail.text.startsWith('Olá, Maria!')).toBe(true);
    expect(mails.recovery!.mail.text.startsWith('Olá!')).toBe(true);
  });

  it('states the review window in the welcome e-mail', () => {
    expect(mails.welcome!.mail.text).toContain('48 horas');
  });
});

describe('siteUrl', () => {
  it('uses PUBLIC_URL, or the local server on PORT', () => {
    expect(siteUrl({ PUBLIC_URL: 'https://desejo.example/', PORT: 3000 }, '/email-confirmado')).toBe(
      'https://desejo.example/email-confirmado',
    );
    expect(siteUrl({ PUBLIC_URL: undefined, PORT: 8080 }, 'lojista/auth')).toBe(
      'http://localhost:8080/lojista/auth',
    );
  });
});
