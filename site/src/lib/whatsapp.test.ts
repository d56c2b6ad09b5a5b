import { describe, expect, it } from 'vitest';
import { formatCnpj } from './public-config.ts';
import { isWhatsappButtonHidden, whatsappChatUrl } from './whatsapp.ts';

describe('whatsappChatUrl', () => {
  it('links to the digits of the number with the greeting prefilled', () => {
    expect(whatsappChatUrl('+55 (11) 99999-9999')).toBe(
      'https://wa.me/5511999999999?text=Qual%20%C3%A9%20o%20seu%20Desejo%3F',
    );
  });
});

describe('isWhatsappButtonHidden', () => {
  it.each([
    '/lojista/auth',
    '/lojista/auth/',
    '/Minha-Conta/Dashboard',
    '/gestao',
    '/gestao/lojistas',
    '/whatsapp',
    '/contato',
  ])('hides the button on %s', (path) => {
    expect(isWhatsappButtonHidden(path)).toBe(true);
  });

  it.each(['/', '/cadastro-de-lojistas', '/minha-conta/login', '/gestaodesejos'])(
    'shows it on %s',
    (path) => {
      expect(isWhatsappButtonHidden(path)).toBe(false);
    },
  );
});

describe('formatCnpj', () => {
  it('masks 14 digits and leaves anything else as configured', () => {
    expect(formatCnpj('12345678000190')).toBe('12.345.678/0001-90');
    expect(formatCnpj('12.345.678/0001-90')).toBe('12.345.678/0001-90');
    expect(formatCnpj('')).toBe('');
  });
});
