import { describe, expect, it } from 'vitest';
import { renderTemplate, SHOP_ACCOUNT_TEMPLATES, TEMPLATE_VARIABLES } from './templates.ts';

// The shop's account templates are registered with Meta as written here: each body must use
// exactly its declared parameters, or Meta refuses the send (prisma/seed/bot-config.test.ts holds
// the editable notices to the same rule).

describe('shop account templates', () => {
  it('use exactly their declared parameters', () => {
    for (const [key, text] of Object.entries(SHOP_ACCOUNT_TEMPLATES)) {
      const used = [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]);
      expect(new Set(used), key).toEqual(
        new Set(TEMPLATE_VARIABLES[key as keyof typeof SHOP_ACCOUNT_TEMPLATES]),
      );
    }
  });

  it('render the credentials with the login, the password and the link', () => {
    const text = renderTemplate(SHOP_ACCOUNT_TEMPLATES.lojista_credenciais, {
      nome: 'José',
      loja: 'Ferragens do Zé',
      plataforma: 'Desejo Local',
      email: 'ze@exemplo.com.br',
      senha: 'Ab3$kLm9Qr2!',
      link_login: 'https://desejo.local/lojista/auth',
    });
    expect(text).toContain('🔐 Olá, José! A loja *Ferragens do Zé* foi cadastrada no Desejo Local.');
    expect(text).toContain('*E-mail:* ze@exemplo.com.br\n*Senha temporária:* Ab3$kLm9Qr2!');
    expect(text).toContain('Entre na sua conta: https://desejo.local/lojista/auth');
    expect(text).not.toMatch(/\{\{|\n{3}/);
  });
});
