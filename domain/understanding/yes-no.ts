import { chatWords, isInterjection, isLaughToken, lexicon } from './gibberish.ts';
import { fold } from './normalize.ts';

// The answer to a yes/no question the bot just asked ("Posso enviar para as lojas?"). A "não" opens
// the message and may carry a correction ("não, a cidade é Niterói" → 'nao'; the caller reads the
// rest). A "sim" counts only when nothing else is said but politeness ("sim, pode mandar, obg"): a
// "sim" followed by a product or a question is something to read, not a bare yes.

// 👍 ✅ ✔ 👌 🆗 🤝 🙌 say yes; 👎 ❌ 🚫 ✖ ⛔ 🙅 say no (skin tones are not letters and drop out).
const YES_EMOJI = /[\u{1F44D}\u{1F44C}\u2705\u2714\u{1F197}\u{1F91D}\u{1F64C}]/gu;
const NO_EMOJI = /[\u{1F44E}\u274C\u{1F6AB}\u2716\u26D4\u{1F645}]/gu;

// Squeezed phrases said in one word: "tá bom" → "esta bom" → ok.
const PHRASES: [RegExp, string][] = [
  [
    /(?:^| )(?:nao (?:tem|ha|vejo) problema|sem problemas?|por mim tudo bem|tudo (?:bem|certo|ok|joia)|pode ser|de boa|com certeza|claro que sim|iso (?:mesmo|ai)|manda (?:ver|bala)|esta (?:certo|bom|otimo|perfeito|beleza|ok|valendo))(?= |$)/g,
    ' ok',
  ],
  [
    /(?:^| )(?:deixa (?:para|pra) la|esta (?:erado|erada|incoreto)|nao e iso|nada a ver|claro que nao|de jeito nenhum|nem pensar)(?= |$)/g,
    ' nao',
  ],
];
// Doubt is neither: "não sei", "sei lá", "talvez".
const UNSURE =
  /(?:^| )(?:nao sei|nem sei|sei la|nao entendi|nao entendo|nao lembro|tanto faz|talvez|depende)(?= |$)/;

// Words that may open an answer without being it: "ah", "agora não", "acho que sim", "obrigado, não".
const LEAD =
  lexicon(`ah poxa olha entao obrigado obrigada valeu mas agora ainda melhor acho que por enquanto hoje na
  verdade e oi opa bom boa dia tarde noite putz`);
const NO_HEAD =
  lexicon(`nao n nem negativo nunca jamais nops errado errada incorreto incorreta espera espere pera
  calma aguarda aguarde cancela cancelar cancele esquece dispenso corrigir corrige mudar muda trocar troca alterar errei`);
// English "no" is Portuguese "in the" ("no centro"): a no only when it is the whole answer.
const ALONE_NO = lexicon('no nope nah');
const YES_CORE =
  lexicon(`sim s pode isso claro manda mande bora ok okay oki okey beleza perfeito perfeita certo
  certinho correto exato exatamente confirmo confirmado confirma confirmar envia enviar envie fechado fechou aham ahan
  uhum umhum unhum hunrum positivo afirmativo yes yep yeah show top otimo otima joia dale partiu quero aceito concordo
  combinado segue demorou firmeza maravilha massa legal tranquilo vamos vamo vai esta certeza`);
const YES_ALLOWED = new Set([
  ...YES_CORE,
  ...lexicon(`mandar ver bala mesmo ai que senhor senhora la seguir continuar continua ir vai ser bem tudo com de boa bom
    mim por para pras as os a o lojas loja fazer e ja agora entao gente moco moca amigo amiga favor obrigado obrigada
    valeu grato eu voce pedido tambem muito assim obvio obviamente crer pode`),
]);

/** 'sim', 'nao', or null when the message answers neither (a product, a question, a doubt). */
export function readYesNo(text: string): 'sim' | 'nao' | null {
  const marked = text.replace(YES_EMOJI, ' ok ').replace(NO_EMOJI, ' nao ');
  const kept = chatWords(marked).filter(
    (w) => !isLaughToken(fold(marked.slice(w.start, w.end))) && !isInterjection(w.word),
  );
  let joined = kept.map((w) => w.word).join(' ');
  for (const [re, to] of PHRASES) joined = joined.replace(re, to);
  if (UNSURE.test(joined)) return null;
  const words = joined.split(' ').filter(Boolean);
  let i = 0;
  while (i < words.length - 1 && LEAD.has(words[i]!)) i++;
  const head = words[i];
  if (head === undefined) return null;
  if (NO_HEAD.has(head) || (words.length === 1 && ALONE_NO.has(head))) return 'nao';
  const answer = words.slice(i);
  return answer.every((w) => YES_ALLOWED.has(w)) && answer.some((w) => YES_CORE.has(w)) ? 'sim' : null;
}
