import { describe, expect, it } from 'vitest';
import {
  isGreeting,
  isNo,
  isSkip,
  isYes,
  parseChoice,
  parseCityInput,
  parseCustomerCommand,
  parseExtras,
  parseUf,
  productFromIntent,
  searchWords,
} from './parse.ts';

describe('answers', () => {
  it('reads yes, no, skip and greetings with accents and punctuation ignored', () => {
    expect(['Sim', 'sim!', 'S', 'pode', 'OK'].every(isYes)).toBe(true);
    expect(['Não', 'nao', 'N', 'não.'].every(isNo)).toBe(true);
    expect(['pular', 'Não', 'nenhuma', 'tanto faz'].every(isSkip)).toBe(true);
    expect(['Oi', 'olá!', 'Bom dia', 'boa noite, tudo bem?'].every(isGreeting)).toBe(true);
    expect(isYes('sim, mas mude a cidade')).toBe(false);
    expect(isGreeting('oi quero uma geladeira')).toBe(false);
  });

  it('reads a numbered choice within range only', () => {
    expect(parseChoice('2', 5)).toBe(2);
    expect(parseChoice(' opção 3 ', 5)).toBe(3);
    expect(parseChoice('1)', 5)).toBe(1);
    expect(parseChoice('0', 5)).toBe(0);
    expect(parseChoice('6', 5)).toBeNull();
    expect(parseChoice('dois', 5)).toBeNull();
  });
});

describe('commands', () => {
  it('recognises offers, closing with or without a code, restart and help', () => {
    expect(parseCustomerCommand('Ofertas')).toEqual({ kind: 'ofertas' });
    expect(parseCustomerCommand('ver ofertas 1a2b3c4d')).toEqual({ kind: 'ofertas', codigo: '1a2b3c4d' });
    expect(parseCustomerCommand('Já comprei!')).toEqual({ kind: 'fechar' });
    expect(parseCustomerCommand('fechar #1A2B3C4D')).toEqual({ kind: 'fechar', codigo: '1a2b3c4d' });
    expect(parseCustomerCommand('encerrar')).toEqual({ kind: 'fechar' });
    expect(parseCustomerCommand('Recomeçar')).toEqual({ kind: 'recomecar' });
    expect(parseCustomerCommand('cancelar')).toEqual({ kind: 'recomecar' });
    expect(parseCustomerCommand('ajuda')).toEqual({ kind: 'ajuda' });
    expect(parseCustomerCommand('geladeira')).toBeNull();
    expect(parseCustomerCommand('ofertas de geladeira baratas')).toBeNull();
  });
});

describe('product of a first message', () => {
  it('takes the words after the buying intent, accents kept', () => {
    expect(productFromIntent('Quero uma geladeira frost free')).toBe('geladeira frost free');
    expect(productFromIntent('preciso de um Fogão 4 bocas.')).toBe('Fogão 4 bocas');
    expect(productFromIntent('Vocês tem tênis de corrida?')).toBe('tênis de corrida');
    expect(productFromIntent('Campinas SP')).toBeNull();
    expect(productFromIntent('quero')).toBeNull();
  });
});

describe('city and state', () => {
  it.each([
    ['Campinas SP', { cidade: 'Campinas', uf: 'SP' }],
    ['Campinas/SP', { cidade: 'Campinas', uf: 'SP' }],
    ['Campinas - sp', { cidade: 'Campinas', uf: 'SP' }],
    ['Campinas (SP)', { cidade: 'Campinas', uf: 'SP' }],
    ['Campinas, São Paulo', { cidade: 'Campinas', uf: 'SP' }],
    ['Rio de Janeiro RJ', { cidade: 'Rio de Janeiro', uf: 'RJ' }],
    ['Ji-Paraná RO', { cidade: 'Ji-Paraná', uf: 'RO' }],
    ['moro em Recife/PE', { cidade: 'Recife', uf: 'PE' }],
    ['São Paulo', { cidade: 'São Paulo' }],
    ['Embu-Guaçu', { cidade: 'Embu-Guaçu' }],
  ])('%s', (text, expected) => {
    expect(parseCityInput(text)).toEqual(expected);
  });

  it('refuses what cannot be a city', () => {
    expect(parseCityInput('1')).toBeNull();
    expect(parseCityInput('123456')).toBeNull();
  });

  it('reads a UF by its code or the state name', () => {
    expect(parseUf('sp')).toBe('SP');
    expect(parseUf('Paraná')).toBe('PR');
    expect(parseUf('estado de Minas Gerais')).toBe('MG');
    expect(parseUf('XX')).toBeNull();
  });
});

describe('extras and search words', () => {
  it('splits brand, characteristics and a link', () => {
    expect(parseExtras('marca Brastemp, 400 litros, inox')).toEqual({
      marca: 'Brastemp',
      caracteristicas: '400 litros, inox',
    });
    expect(parseExtras('frost free https://loja.com/p/1')).toEqual({
      caracteristicas: 'frost free',
      link: 'https://loja.com/p/1',
    });
    expect(parseExtras('Marca: Samsung')).toEqual({ marca: 'Samsung' });
  });

  it('searches with up to three telling words, singular', () => {
    expect(searchWords('Geladeiras frost free 400 litros')).toEqual(['geladeira', 'frost', 'free']);
    expect(searchWords('TV de 50 polegadas')).toEqual([]);
    expect(searchWords('Fogão 4 bocas')).toEqual(['fog', 'boca']);
    expect(searchWords('colchão de casal')).toEqual(['colch', 'casal']);
    expect(searchWords('móvel')).toEqual(['move']);
  });
});

describe('privacy commands', () => {
  it('reads "meus dados" and "apagar meus dados" in their usual spellings', () => {
    expect(parseCustomerCommand('Meus dados')).toEqual({ kind: 'meus_dados' });
    expect(parseCustomerCommand('quais são os meus dados?')).toEqual({ kind: 'meus_dados' });
    expect(parseCustomerCommand('apagar meus dados')).toEqual({ kind: 'apagar_dados' });
    expect(parseCustomerCommand('Quero excluir todos os meus dados!')).toEqual({ kind: 'apagar_dados' });
    expect(parseCustomerCommand('meus dados de entrega são rua x')).toBeNull();
  });
});
