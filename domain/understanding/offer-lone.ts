import type { Lexed } from './offer-lexer.ts';
import { wordSet } from './offer-words.ts';

// A reply that is only a number — "299", "1.250", "duzentos e noventa e nove", "Sim, noventa e
// nove e noventa" — answers "Responda aqui com o preço": it is the price, "reais" or not. Only
// greetings and courtesy may come with it; "tenho" only in another clause ("tenho dois" counts).

const COMPANY = wordSet(`
  oi ola opa ei eai bom boa dia tarde noite amigo amiga querido querida vizinho vizinha chefe mano
  moco moca irmao e so sim ok okay blz beleza obrigado obrigada valeu abraco abs entao`);
const HAVE = wordSet('tenho temos tem');

type Company = { first: number; last: number; have: number[] };

const cache = new WeakMap<Lexed, Company>();

/** Where the words that are not courtesy start and end, and where "tenho" is said: one pass. */
function company(lexed: Lexed): Company {
  const cached = cache.get(lexed);
  if (cached) return cached;
  const found: Company = { first: -1, last: -1, have: [] };
  for (let i = 0; i < lexed.lx.length; i++) {
    const l = lexed.lx[i]!;
    if (l.kind === 'sym' || (l.kind === 'word' && COMPANY.has(l.w))) continue;
    if (l.kind === 'word' && HAVE.has(l.w)) found.have.push(i);
    else {
      if (found.first < 0) found.first = i;
      found.last = i;
    }
  }
  cache.set(lexed, found);
  return found;
}

/** Whether the amount at lexemes [from, to) is all the reply says, besides courtesy. */
export function isAlone(lexed: Lexed, from: number, to: number): boolean {
  const { first, last, have } = company(lexed);
  return first >= from && last < to && have.every((k) => lexed.seg[k] !== lexed.seg[from]);
}
