import { describe, expect, it } from 'vitest';
import { normalizeText, sortByName, toDisplayCategoryName, toStoredCategoryName } from './text.ts';

describe('normalizeText', () => {
  it('folds accents, case, underscores and spacing', () => {
    expect(normalizeText('  São  Paulo ')).toBe('sao paulo');
    expect(normalizeText('ITAPEVÍ')).toBe('itapevi');
    expect(normalizeText('Eletrônicos_e_Informática')).toBe('eletronicos e informatica');
  });
});

describe('category names', () => {
  it('are stored with underscores and without commas, shown with spaces', () => {
    expect(toStoredCategoryName('Casa, Móveis e Decoração')).toBe('Casa_Móveis_e_Decoração');
    expect(toDisplayCategoryName('Casa_Móveis_e_Decoração')).toBe('Casa Móveis e Decoração');
  });
});

describe('sortByName', () => {
  it('orders as a Brazilian reader does, case and accents aside', () => {
    const names = ['Associação Comercial Teste', 'associação comercial cdb3', 'Árvore', 'Banco', 'abelha'];
    expect(sortByName(names.map((nome) => ({ nome }))).map((r) => r.nome)).toEqual([
      'abelha',
      'Árvore',
      'associação comercial cdb3',
      'Associação Comercial Teste',
      'Banco',
    ]);
  });
});
