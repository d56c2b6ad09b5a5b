import { describe, expect, it } from 'vitest';
import { CsvFormatError, decodeCsvBytes, invalidCsvMessage, parseAssociatesCsv } from './associates-csv.ts';

describe('parseAssociatesCsv', () => {
  it('reads a pt-BR spreadsheet export: BOM, semicolons, a header and CRLF line ends', () => {
    const text =
      '\uFEFFDocumento;Loja;Contato;E-mail;Telefone\r\n' +
      '12.345.678/0001-95;Padaria Sol;Ana;ana@sol.com.br;(11) 98765-4321\r\n' +
      '123.456.789-09;;João;;\r\n';
    expect(parseAssociatesCsv(text)).toEqual([
      {
        documento: '12345678000195',
        nome_completo: 'Padaria Sol - Ana',
        email: 'ana@sol.com.br',
        telefone: '(11) 98765-4321',
      },
      { documento: '12345678909', nome_completo: 'João', email: null, telefone: null },
    ]);
  });

  it('detects commas and keeps separators, doubled quotes and line breaks inside quoted cells', () => {
    const text = '11222333000181,"Mercado ""Bom Preço"", Centro","Rua A\nfundos",,\n';
    expect(parseAssociatesCsv(text)).toEqual([
      {
        documento: '11222333000181',
        nome_completo: 'Mercado "Bom Preço", Centro - Rua A\nfundos',
        email: null,
        telefone: null,
      },
    ]);
  });

  it('keeps the first line when it is not a header', () => {
    const rows = parseAssociatesCsv('11222333000181;Loja Um\n44555666000199;Loja Dois');
    expect(rows.map((r) => r.nome_completo)).toEqual(['Loja Um', 'Loja Dois']);
  });

  it('drops rows without documento or name, blank lines and documents longer than 14 digits', () => {
    const text = [
      'documento;loja;contato',
      ';Loja sem documento;Ana',
      '11222333000181;;',
      '',
      '123456789012345;Documento comprido;',
      '44555666000199;Loja Boa;',
    ].join('\n');
    expect(parseAssociatesCsv(text)).toEqual([
      { documento: '44555666000199', nome_completo: 'Loja Boa', email: null, telefone: null },
    ]);
  });

  it.each([
    ['an unclosed quote', '11222333000181;"Loja sem fim\n'],
    ['binary content', '\u0089PNG\r\n\u001a\n\u0000\u0000'],
    ['only a header', 'documento;loja;contato;email;telefone\n'],
    ['an empty file', ''],
    ['a quote in the middle of a cell', '11222333000181;Lo"ja;Ana'],
  ])('refuses %s with "Formato de CSV inválido"', (_label, text) => {
    expect(() => parseAssociatesCsv(text)).toThrow(CsvFormatError);
    expect(() => parseAssociatesCsv(text)).toThrow(invalidCsvMessage);
  });
});

describe('decodeCsvBytes', () => {
  it('reads UTF-8, and Windows-1252 from Excel when the bytes are not UTF-8', () => {
    expect(decodeCsvBytes(new TextEncoder().encode('João;Padaria São'))).toBe('João;Padaria São');
    // "João;Açaí" as Excel pt-BR saves it.
    const cp1252 = Uint8Array.from([0x4a, 0x6f, 0xe3, 0x6f, 0x3b, 0x41, 0xe7, 0x61, 0xed]);
    expect(decodeCsvBytes(cp1252)).toBe('João;Açaí');
  });
});
