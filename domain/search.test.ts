import { describe, expect, it } from 'vitest';
import { rankMatches } from './search.ts';

// The states whose names hold another state's abbreviation, in the pickers' alphabetical order.
const estados = [
  { sigla: 'AP', nome: 'Amapá' },
  { sigla: 'ES', nome: 'Espírito Santo' },
  { sigla: 'PA', nome: 'Pará' },
  { sigla: 'PB', nome: 'Paraíba' },
  { sigla: 'PR', nome: 'Paraná' },
  { sigla: 'SP', nome: 'São Paulo' },
  { sigla: 'SE', nome: 'Sergipe' },
];
const byState = (query: string) =>
  rankMatches(estados, query, (e) => [e.sigla, e.nome, `${e.nome} (${e.sigla})`]).map((e) => e.sigla);

describe('rankMatches', () => {
  it('puts the state whose abbreviation was typed first', () => {
    expect(byState('SP')[0]).toBe('SP');
    expect(byState('sp')).toEqual(['SP', 'ES']);
    expect(byState('PA')[0]).toBe('PA');
    expect(byState('ap')[0]).toBe('AP');
    expect(byState('pr')[0]).toBe('PR');
  });

  it('puts an exact name first, accents and case aside', () => {
    expect(byState('sao paulo')).toEqual(['SP']);
    expect(byState('PARA')).toEqual(['PA', 'PB', 'PR']);
    expect(byState('paraiba')[0]).toBe('PB');
  });

  it('ranks a start of name before a start of word before any other place', () => {
    const cidades = ['Bom Jesus', 'Jesuânia', 'Conjesus', 'Jesus'].map((nome) => ({ nome }));
    expect(rankMatches(cidades, 'jesu', (c) => [c.nome]).map((c) => c.nome)).toEqual([
      'Jesuânia',
      'Jesus',
      'Bom Jesus',
      'Conjesus',
    ]);
  });

  it('keeps every item, in order, for a blank query and drops the ones that do not match', () => {
    expect(byState('  ')).toEqual(estados.map((e) => e.sigla));
    expect(byState('xyz')).toEqual([]);
  });
});
