// How a Brazilian writes on WhatsApp, made comparable: no accents, no capitals, the usual
// abbreviations spelled out ("vc" → "voce", "qro" → "quero", "pra" → "para"). Tokens keep their
// place in the original text, so a phrase found in the folded words is cut from the customer's own
// spelling (accents and capitals as typed).

/** Accents and case folded, whitespace collapsed: "São  José" → "sao jose". */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/**
 * Abbreviations and spellings of chat Portuguese, folded, mapped to the folded standard word. Only
 * forms that are not also common words with another meaning: "n", "s", "c" and "p" alone are left
 * out (list letters, "s/n"), and so are state abbreviations ("ce", "pa"). "to" is kept ("tô"):
 * readers of places look at `folded`, where "TO" is still Tocantins.
 */
export const ABBREVIATIONS: Readonly<Record<string, string>> = {
  vc: 'voce',
  vcs: 'voces',
  voc: 'voce',
  oce: 'voce',
  qro: 'quero',
  qero: 'quero',
  kero: 'quero',
  qria: 'queria',
  keria: 'queria',
  qr: 'quer',
  pra: 'para',
  pro: 'para',
  to: 'estou',
  tou: 'estou',
  tô: 'estou',
  tb: 'tambem',
  tbm: 'tambem',
  tmb: 'tambem',
  obg: 'obrigado',
  obgd: 'obrigado',
  obgda: 'obrigada',
  brigado: 'obrigado',
  brigada: 'obrigada',
  pfv: 'por favor',
  pf: 'por favor',
  pfvr: 'por favor',
  plmds: 'pelo amor de deus',
  blz: 'beleza',
  bz: 'beleza',
  q: 'que',
  oq: 'o que',
  pq: 'porque',
  ta: 'esta',
  tah: 'esta',
  msm: 'mesmo',
  hj: 'hoje',
  amn: 'amanha',
  cmg: 'comigo',
  td: 'tudo',
  tds: 'todos',
  qto: 'quanto',
  qnto: 'quanto',
  qt: 'quanto',
  qnt: 'quanto',
  qnd: 'quando',
  qdo: 'quando',
  mt: 'muito',
  mto: 'muito',
  mta: 'muita',
  eh: 'e',
  vlw: 'valeu',
  vlws: 'valeu',
  kd: 'cade',
  dps: 'depois',
  agr: 'agora',
  aq: 'aqui',
  aki: 'aqui',
  ngm: 'ninguem',
  alg: 'alguem',
  algm: 'alguem',
  qm: 'quem',
  nd: 'nada',
  ctz: 'certeza',
  vdd: 'verdade',
  tenhu: 'tenho',
  naum: 'nao',
  ñ: 'nao',
  nn: 'nao',
  sss: 'sim',
  ss: 'sim',
  simm: 'sim',
  tmj: 'tamo junto',
  msg: 'mensagem',
  whats: 'whatsapp',
  zap: 'whatsapp',
  wpp: 'whatsapp',
  tel: 'telefone',
  cel: 'celular',
  pc: 'computador',
  vcês: 'voces',
  gnt: 'gente',
  hrs: 'horas',
  hr: 'hora',
};

export type Token = {
  /** Folded and with its abbreviation expanded ("Vc" → "voce"; "pra" → "para"). */
  word: string;
  /** Folded as typed, abbreviation kept ("vc"). */
  folded: string;
  /** Offsets in the original text: text.slice(start, end) is the word as typed. */
  start: number;
  end: number;
};

// Letters (any script), digits, and the inner apostrophes and hyphens of names ("D'Oeste",
// "Ji-Paraná", "micro-ondas"); "R$" keeps its sign so prices stay recognisable.
const WORD = /r\$|[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/giu;

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    const folded = fold(match[0]).replace(/’/g, "'");
    const start = match.index ?? 0;
    tokens.push({ word: ABBREVIATIONS[folded] ?? folded, folded, start, end: start + match[0].length });
  }
  return tokens;
}

/** The folded words of a text with abbreviations expanded, joined by single spaces. */
export function words(text: string): string {
  return tokenize(text)
    .map((t) => t.word)
    .join(' ');
}

/**
 * Edit distance with swapped neighbours counting as one typo ("cafetiera"), bounded: any value
 * above `max` is returned as max + 1, and hopeless pairs stop early.
 */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const d: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(d[i - 1]![j]! + 1, row[j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, d[i - 2]![j - 2]! + 1);
      }
      row[j] = value;
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    d.push(row);
  }
  return Math.min(d[a.length]![b.length]!, max + 1);
}
