import { fold } from './scoring.ts';

// The simulated customer: answers the bot's question only from the case's own fields, recognising
// the question by its words rather than by the guided flow's exact messages, so the same script
// plays against the guided questionnaire and against a model.

export type Persona = {
  city: string;
  uf: string;
  brand?: string;
  /** Category display names; absent: any category will do (option 1). */
  categoryAny?: readonly string[];
};

type Option = { n: number; label: string };

/** "1. Eletroportáteis › Cafeteiras", "*2)* Móveis", "0 - Outra": the numbered lines of a message. */
export function numberedOptions(text: string): Option[] {
  const options: Option[] = [];
  for (const line of text.split('\n')) {
    const match = /^\s*\*?(\d{1,2})\s*\*?\s*[.)\-–:]\s*(.+?)\s*$/.exec(line);
    if (match) options.push({ n: Number(match[1]), label: match[2]!.replace(/\*/g, '').trim() });
  }
  return options;
}

const isOtherOption = (o: Option) => o.n === 0 || /^(outra|outro|ver todas|nenhuma)/.test(fold(o.label));

/** The category part of an option: "Eletroportáteis" of "Eletroportáteis › Cafeteiras". */
const categoryPart = (label: string) => label.split(/\s+(?:›|>|»|\/)\s+/)[0]!;

function inCategories(label: string, any: readonly string[]): boolean {
  const wanted = fold(categoryPart(label));
  return any.some((name) => fold(name) === wanted);
}

/** The wish summary or any "can I send it?" question: answered "sim". */
export function isSummary(text: string): boolean {
  const folded = fold(text);
  return (
    folded.includes('resumo do seu desejo') ||
    /\bposso enviar\b|\bpodemos enviar\b|\bposso mandar\b|\bconfirma\b|\bconfirmar o (seu )?desejo\b/.test(
      folded,
    )
  );
}

/** The sentences that ask something (ending in "?"), or the whole text when none does. */
function questionPart(text: string): string {
  const asked = text
    .split(/(?<=[?.!])\s+|\n+/)
    .filter((sentence) => sentence.trim().endsWith('?'))
    .join(' ');
  return fold(asked || text);
}

function chooseCategory(text: string, options: Option[], persona: Persona): string {
  const any = persona.categoryAny;
  const real = options.filter((o) => !isOtherOption(o));
  const other = options.find(isOtherOption);
  const isFullList = fold(text).includes('escolha a categoria') || (!other && real.length >= 10);
  if (!any) return String(real[0]?.n ?? 1);
  const hit = real.find((o) => inCategories(o.label, any));
  if (hit) return String(hit.n);
  if (isFullList || !other) return String(real[0]?.n ?? 1);
  return String(other.n);
}

/** What the customer of `persona` answers to the bot's message. */
export function answerFor(botText: string, persona: Persona): string {
  if (isSummary(botText)) return 'sim';
  const folded = fold(botText);
  const options = numberedOptions(botText);
  if (options.length >= 2) {
    // A subcategory question offers "Nenhuma destas": any shop of the category will do.
    if (folded.includes('nenhuma destas')) return String(options.find(isOtherOption)?.n ?? 0);
    if (folded.includes('categori')) return chooseCategory(botText, options, persona);
  }
  const question = questionPart(botText);
  if (/\b(cidade|municipio)\b|\bonde (voce )?(mora|esta|fica)\b/.test(question)) {
    return `${persona.city} ${persona.uf}`;
  }
  if (/\b(estado|uf|sigla)\b/.test(question)) return persona.uf;
  if (/\bmarcas?\b/.test(question)) return persona.brand ?? 'não';
  if (/caracteristica|detalhe|\bextras?\b|preferencia|especifica/.test(question)) return 'não';
  return 'não';
}
