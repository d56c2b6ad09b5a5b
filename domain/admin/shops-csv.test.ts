import { describe, expect, it } from 'vitest';
import {
  buildShopsCsv,
  csvPhone,
  quoteCell,
  type ShopExportRow,
  shopCsvHeader,
  shopsCsvFilename,
} from './shops-csv.ts';

const row = (overrides: Partial<ShopExportRow> = {}): ShopExportRow => ({
  nomeLoja: 'Loja "Boa" Vista',
  cnpj: '01345678000195',
  email: 'loja@exemplo.com.br',
  telefone: null,
  whatsappRepresentante: '5511912345678',
  whatsappLoja: '5511987654321',
  cidade: 'São Paulo',
  estado: 'SP',
  endereco: 'Rua A, 10',
  cep: '01001000',
  planoTipo: 'associado_gratuito',
  planoAtivo: true,
  limiteDiario: 5,
  ofertasHoje: 2,
  receberMatches: true,
  associacao: 'ACSP',
  categorias: ['Eletrônicos', 'Casa e Decoração'],
  subcategorias: ['Celulares'],
  createdAt: new Date('2026-03-02T15:04:00Z'),
  ...overrides,
});

describe('buildShopsCsv', () => {
  it('starts with a BOM, quotes every cell, separates them with ; and keeps the spec 001 §9 column order', () => {
    const csv = buildShopsCsv([row({ telefone: '551133334444' })]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [header, line, end] = csv.slice(1).split('\r\n');
    expect(header).toBe(shopCsvHeader.map((h) => `"${h}"`).join(';'));
    expect(line).toBe(
      [
        '"Loja ""Boa"" Vista"',
        '"01.345.678/0001-95"',
        '"loja@exemplo.com.br"',
        '"(11) 3333-4444"',
        '"(11) 91234-5678"',
        '"(11) 98765-4321"',
        '"São Paulo"',
        '"SP"',
        '"Rua A, 10"',
        '"01001-000"',
        '"Associado Gratuito"',
        '"Ativo"',
        '"5"',
        '"2"',
        '"Sim"',
        '"ACSP"',
        '"Eletrônicos; Casa e Decoração"',
        '"Celulares"',
        '"02/03/2026, 12:04"',
      ].join(';'),
    );
    expect(end).toBe('');
  });

  it('writes the defaults of a shop without a plan: Sem Plano, Inativo, 0, 0, Não', () => {
    const csv = buildShopsCsv([
      row({
        planoTipo: null,
        planoAtivo: false,
        limiteDiario: null,
        ofertasHoje: null,
        receberMatches: false,
      }),
    ]);
    const cells = csv.split('\r\n')[1]?.split('";"');
    expect(cells?.slice(10, 15)).toEqual(['Sem Plano', 'Inativo', '0', '0', 'Não']);
  });

  it('writes only the header when no shop matches', () => {
    expect(buildShopsCsv([]).split('\r\n')).toHaveLength(2);
  });
});

describe('csvPhone', () => {
  it('writes a stored number as text Excel keeps: no bare digits, no leading +', () => {
    expect(csvPhone('5511987654321')).toBe('(11) 98765-4321');
    expect(csvPhone('1133334444')).toBe('(11) 3333-4444');
    expect(csvPhone(null)).toBe('');
    expect(csvPhone('123')).toBe('123');
  });
});

describe('quoteCell', () => {
  it('neutralises text a spreadsheet would run as a formula', () => {
    expect(quoteCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(quoteCell('@SUM(A1)')).toBe('"\'@SUM(A1)"');
    expect(quoteCell('Loja 1')).toBe('"Loja 1"');
  });
});

describe('shopsCsvFilename', () => {
  it('is relatorio-lojistas-{timestamp}.csv without characters a file system refuses', () => {
    expect(shopsCsvFilename(new Date('2026-11-23T18:30:05.123Z'))).toBe(
      'relatorio-lojistas-2026-11-23T18-30-05-123Z.csv',
    );
  });
});
