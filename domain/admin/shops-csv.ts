import { saoPauloFormat } from '#domain/dates.ts';
import { maskCep, maskCnpj, nationalPhoneDigits } from '#domain/masks.ts';
import { type PlanoTipoFiltro, planoLabels } from './shop-schemas.ts';

// The shop report of /gestao/lojistas (spec 001 §7 Export, §9 columns): UTF-8 with a byte-order
// mark so spreadsheets in pt-BR read the accents, every cell quoted, columns in the spec's order.
// The spec does not name the header cells; these are the page's own words. Cells are separated by
// ';': Excel in pt-BR uses ',' as the decimal mark and opens a comma-separated file in one column.
// CNPJ, CEP and phones are written with their separators: Excel turns a cell of bare digits
// into a number (quotes do not stop it) and drops the leading zeros of a CEP like 01001000.

export type ShopExportRow = {
  nomeLoja: string;
  cnpj: string | null;
  email: string;
  telefone: string | null;
  whatsappRepresentante: string;
  whatsappLoja: string;
  cidade: string;
  estado: string;
  endereco: string | null;
  cep: string | null;
  planoTipo: PlanoTipoFiltro | null;
  planoAtivo: boolean;
  limiteDiario: number | null;
  ofertasHoje: number | null;
  receberMatches: boolean;
  associacao: string | null;
  categorias: string[];
  subcategorias: string[];
  createdAt: Date;
};

export const shopCsvHeader = [
  'Nome da Loja',
  'CNPJ',
  'E-mail',
  'Telefone',
  'WhatsApp Representante',
  'WhatsApp Loja',
  'Cidade',
  'Estado',
  'Endereço',
  'CEP',
  'Tipo de Plano',
  'Status do Plano',
  'Limite Diário',
  'Ofertas Hoje',
  'Recebe Matches',
  'Associação Parceira',
  'Categorias',
  'Subcategorias',
  'Data de Cadastro',
] as const;

const BOM = '\uFEFF';

const dateTime = saoPauloFormat({ dateStyle: 'short', timeStyle: 'short' });

/**
 * A cell between double quotes, inner quotes doubled (RFC 4180). Shop names come from a public
 * form, so a text a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a
 * leading apostrophe (OWASP CSV injection): quotes alone do not stop Excel from evaluating it.
 */
export function quoteCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function planoLabel(tipo: PlanoTipoFiltro | null): string {
  return planoLabels[tipo ?? 'sem_plano'];
}

/**
 * (11) 98765-4321: the national number, without the '+55' the site shows, because a cell starting
 * with '+' is read as a formula and would get the apostrophe of quoteCell.
 */
export function csvPhone(value: string | null): string {
  if (!value) return '';
  const d = nationalPhoneDigits(value);
  if (d.length !== 10 && d.length !== 11) return value;
  const split = d.length - 4;
  return `(${d.slice(0, 2)}) ${d.slice(2, split)}-${d.slice(split)}`;
}

function cells(row: ShopExportRow): string[] {
  return [
    row.nomeLoja,
    row.cnpj ? maskCnpj(row.cnpj) : '',
    row.email,
    csvPhone(row.telefone),
    csvPhone(row.whatsappRepresentante),
    csvPhone(row.whatsappLoja),
    row.cidade,
    row.estado,
    row.endereco ?? '',
    row.cep ? maskCep(row.cep) : '',
    planoLabel(row.planoTipo),
    row.planoAtivo ? 'Ativo' : 'Inativo',
    String(row.limiteDiario ?? 0),
    String(row.ofertasHoje ?? 0),
    row.receberMatches ? 'Sim' : 'Não',
    row.associacao ?? '',
    row.categorias.join('; '),
    row.subcategorias.join('; '),
    dateTime.format(row.createdAt),
  ];
}

/** The whole file: BOM, header, one line per shop, CRLF line ends. */
export function buildShopsCsv(rows: ShopExportRow[]): string {
  const lines = [shopCsvHeader, ...rows.map(cells)].map((line) => line.map(quoteCell).join(';'));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

/** relatorio-lojistas-{timestamp}.csv, the timestamp safe in a file name (no ':' or '.'). */
export function shopsCsvFilename(now: Date): string {
  return `relatorio-lojistas-${now.toISOString().replace(/[:.]/g, '-')}.csv`;
}
