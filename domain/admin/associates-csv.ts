// The associates CSV of /gestao (spec 001 §5, CSV import), read the same way by the browser (the
// preview) and by the API (the import itself). Columns: documento, shop name, contact name,
// e-mail, phone. pt-BR spreadsheets write semicolons, others commas (DECISIONS.md): the separator
// is the one the first line uses more of, outside quotes.

export const invalidCsvMessage = 'Formato de CSV inválido';

/** Spec 001 §9: the import dialog previews the first 5 rows. */
export const CSV_PREVIEW_ROWS = 5;

export type AssociateCsvRow = {
  documento: string;
  nome_completo: string;
  email: string | null;
  telefone: string | null;
};

export class CsvFormatError extends Error {
  constructor() {
    super(invalidCsvMessage);
    this.name = 'CsvFormatError';
  }
}

function detectSeparator(text: string): ';' | ',' {
  let semicolons = 0;
  let commas = 0;
  let isQuoted = false;
  for (const char of text) {
    if (char === '"') isQuoted = !isQuoted;
    else if (!isQuoted && (char === '\n' || char === '\r')) break;
    else if (!isQuoted && char === ';') semicolons += 1;
    else if (!isQuoted && char === ',') commas += 1;
  }
  return semicolons > commas ? ';' : ',';
}

/** RFC 4180 records: quoted cells may hold the separator, doubled quotes and line breaks. */
function splitRecords(text: string, separator: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let isQuoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (isQuoted) {
      if (char !== '"') cell += char;
      else if (text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else isQuoted = false;
    } else if (char === '"') {
      // A quote opens a quoted cell only at its start; elsewhere it is an unbalanced file.
      if (cell.trim() !== '') throw new CsvFormatError();
      cell = '';
      isQuoted = true;
    } else if (char === separator) {
      record.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
    } else cell += char;
  }
  if (isQuoted) throw new CsvFormatError();
  record.push(cell);
  records.push(record);
  return records.filter((r) => r.some((c) => c.trim() !== ''));
}

const orNull = (value: string | undefined) => value?.trim() || null;

function toRow(cells: string[]): AssociateCsvRow | null {
  const documento = (cells[0] ?? '').replace(/\D/g, '');
  const shop = cells[1]?.trim() ?? '';
  const contact = cells[2]?.trim() ?? '';
  const nome = shop && contact ? `${shop} - ${contact}` : shop || contact;
  // A CNPJ has 14 digits, a CPF 11: anything longer is not a document (the column is varchar(14)).
  if (!documento || documento.length > 14 || !nome) return null;
  return { documento, nome_completo: nome, email: orNull(cells[3]), telefone: orNull(cells[4]) };
}

/**
 * The associates of a CSV file's text. The UTF-8 byte-order mark is dropped, the first line is
 * skipped when it contains "documento" (the header), rows without documento or name are dropped.
 * Throws CsvFormatError ("Formato de CSV inválido") for a file that is not a CSV of associates:
 * binary content, an unclosed quote, or no usable row at all.
 */
export function parseAssociatesCsv(text: string): AssociateCsvRow[] {
  const content = text.replace(/^\uFEFF/, '');
  if (content.includes('\u0000')) throw new CsvFormatError();
  const records = splitRecords(content, detectSeparator(content));
  const first = records[0];
  if (first?.join(' ').toLowerCase().includes('documento')) records.shift();
  const rows = records.map(toRow).filter((row): row is AssociateCsvRow => row !== null);
  if (rows.length === 0) throw new CsvFormatError();
  return rows;
}

/**
 * A CSV file's bytes as text: UTF-8 when they are valid UTF-8, else Windows-1252, which is what
 * Excel in Portuguese writes for "CSV (separado por vírgulas)".
 */
export function decodeCsvBytes(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
