import { fold } from '#domain/understanding/normalize.ts';

// "Corrigir", or a correction that names its field: "a cidade é Niterói", "muda a marca pra Arno",
// "produto: geladeira duplex", "não, a cidade é Niterói". The field and the customer's own words
// for the new value; an empty value means "ask me for it".

export type Field = 'produto' | 'cidade' | 'marca' | 'detalhes' | 'categoria';

export const FIELD_BY_NUMBER: Record<number, Field> = {
  1: 'produto',
  2: 'cidade',
  3: 'marca',
  4: 'detalhes',
  5: 'categoria',
};

const FIELDS: Record<string, Field> = {
  produto: 'produto',
  item: 'produto',
  cidade: 'cidade',
  local: 'cidade',
  lugar: 'cidade',
  marca: 'marca',
  detalhe: 'detalhes',
  detalhes: 'detalhes',
  caracteristica: 'detalhes',
  caracteristicas: 'detalhes',
  categoria: 'categoria',
};

const NAMED =
  /^(?:nao\b[,.!]* *)?(?:(?:na verdade|quero|queria|pode|por favor|pfv|so) *)*(?:(?:corrigir|corrige|corrija|alterar|altera|altere|mudar|muda|mude|trocar|troca|troque|editar|edita|arrumar|arruma) *)?(?:(?:a|o|as|os|de|da|do) +)?(produto|item|cidade|local|lugar|marca|detalhes?|caracteristicas?|categoria)\b *(?:(?:e|eh|:|=|-|para|pra|por|certa e|certo e|correta e|correto e|na verdade e) *)?(.*)$/;
const BARE =
  /^(?:nao\b[,.!]* *)?(?:quero |queria |pode |preciso )?(?:corrigir|corrige|alterar|altera|mudar|muda|editar|arrumar|esta errado|ta errado|errado|errei|tem erro|corrigir algo|mudar algo|alterar algo)\b.*$/;

export type Correction = { field: Field | null; value: string };

export function readCorrection(text: string): Correction | null {
  // Whitespace collapsed first: folding keeps the length, so offsets map back to the typed text.
  const typed = text.trim().replace(/\s+/g, ' ');
  const folded = fold(typed);
  const named = NAMED.exec(folded);
  if (named) {
    const value = typed.slice(folded.length - named[2]!.length).trim();
    return { field: FIELDS[named[1]!] ?? null, value: value.replace(/^["'“]|["'”.!]$/g, '').trim() };
  }
  if (BARE.test(folded) && folded.split(' ').length <= 6) return { field: null, value: '' };
  return null;
}

/** "qualquer", "tanto faz", "nenhuma": no preference. */
export function isNoPreference(text: string): boolean {
  return /^(qualquer( uma| um| marca)?|tanto faz|nenhum|nenhuma|nada|sem preferencia|nao|nao tenho|pular|pula|-)$/.test(
    fold(text).replace(/[.!?]+$/, ''),
  );
}
