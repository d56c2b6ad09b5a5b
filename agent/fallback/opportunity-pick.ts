import { tokenize } from '#domain/understanding/normalize.ts';
import { stem } from '#domain/understanding/stem.ts';

// Which open opportunity a shop's reply is about: the one its code names, the only one open, or the
// one whose product shares the most words with the reply ("o saco de cimento fica 45" among a
// cement and a paint wish). Null when that does not single one out: the code is asked then.

type Opportunity = { codigo: string; produto: string };

function contentStems(text: string): Set<string> {
  return new Set(
    tokenize(text)
      .map((t) => t.word)
      .filter((w) => w.length >= 3 && !/\d/.test(w))
      .map(stem),
  );
}

export function pickOpportunity<T extends Opportunity>(
  text: string,
  codigo: string | undefined,
  list: T[],
): T | null {
  const byCode = codigo ? list.find((o) => o.codigo.toLowerCase() === codigo.toLowerCase()) : undefined;
  if (byCode) return byCode;
  if (codigo) return null;
  if (list.length === 1) return list[0]!;
  const words = contentStems(text);
  const scored = list
    .map((o) => ({ o, shared: [...contentStems(o.produto)].filter((s) => words.has(s)).length }))
    .sort((a, b) => b.shared - a.shared);
  const [first, second] = scored;
  return first && first.shared > 0 && first.shared > (second?.shared ?? 0) ? first.o : null;
}
