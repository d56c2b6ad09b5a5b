import { describe, expect, it } from 'vitest';
import { pageTitle } from './page-titles.ts';

describe('pageTitle', () => {
  it('names each page, then the product', () => {
    expect(pageTitle('/envie-seu-desejo', 'Desejo Local')).toBe('Envie seu Desejo | Desejo Local');
    expect(pageTitle('/parceiros/cadastro-rapido', 'Desejo Local')).toBe(
      'Parceiros - Cadastro Rápido | Desejo Local',
    );
    expect(pageTitle('/', 'Desejo Local')).toBe('Desejo Local');
  });

  it('matches as the router does: any case, a trailing slash', () => {
    expect(pageTitle('/Como-Funciona/', 'X')).toBe('Como Funciona | X');
  });

  it('calls an unknown path the 404 and waits for the product name with the default one', () => {
    expect(pageTitle('/nao-existe', 'X')).toBe('Página não encontrada | X');
    expect(pageTitle('/assinatura')).toBe('Assinatura | Qual é o seu Desejo?');
  });
});
