import { chatWords, isInterjection, isLaughToken, lexicon } from './gibberish.ts';
import { editDistance, fold } from './normalize.ts';

// What a person asks about our messages and, for a shop, about its opportunities and plan:
// stop business-initiated messages ("PARAR", "SAIR", "STOP", "não quero mais receber mensagens"),
// come back ("VOLTAR", "quero voltar a receber"), pause or resume opportunities ("pausar",
// "pausa as oportunidades", "não quero receber mais pedidos por enquanto", "pode voltar a mandar"),
// see them ("minhas oportunidades") and the plan ("meu plano", "quantas ofertas posso fazer hoje").
//
// These are commands, so the whole message must be one: the words that only carry politeness,
// articles and time ("por favor", "de vocês", "por enquanto") are dropped, the rest must be one of
// the shapes below from start to end. "Quero um tênis pra sair" keeps "tenis" and is no command;
// "não quero parar de receber" starts with the negation and is none either.

export type SelfServiceRequest =
  /** No more business-initiated messages (Meta's opt-out). */
  | { kind: 'parar_mensagens' }
  /** Come back: to messages, to opportunities, or whatever was stopped (alvo null). */
  | { kind: 'voltar'; alvo: 'mensagens' | 'oportunidades' | null }
  /** A shop's pause of new opportunities. */
  | { kind: 'pausar' }
  /** A shop's open opportunities. */
  | { kind: 'oportunidades' }
  /** A shop's plan, daily limit and offers used today. */
  | { kind: 'plano' };

// Words that never change what such a command asks. "para" stays: it is also "stop!".
const DROPPED =
  lexicon(`a o as os um uma uns umas de do da dos das no na nos nas e eu me mim nos voce voces te
  gente pessoal ai aqui ali la ja agora entao mais ainda por favor gentileza pfv obrigado obrigada valeu ok okay beleza
  oi ola opa bom boa dia tarde noite tudo bem minha minhas meu meus nossa nossas nosso nossos isso esse essa que
  enquanto temporariamente momento hoje sim certo tchau seu sua seus suas em`);

// One word for each thing named, whatever the spelling: our messages, the shop's opportunities.
const MESSAGES =
  lexicon(`mensagens mensagem msg msgs mensages mensagems sms notificacoes notificacao avisos aviso
  alertas alerta propaganda propagandas spam promocoes promocao comunicados comunicado whatsapp zap zapzap disparos
  inscricao`);
// Not "desejo": in a shop's mouth it is mostly the verb ("não desejo receber").
const OPPORTUNITIES = lexicon(`oportunidades oportunidade pedidos pedido matches match clientes
  chamados leads lead demandas demanda solicitacoes solicitacao orcamentos oportunidads`);

// Long words of the commands, for one-letter typos ("opotunidades", "mensagnes", "pausr").
const TYPO_TARGETS = [
  ...lexicon(`mensagens mensagem oportunidades oportunidade notificacoes pausar receber reativar retomar voltar
    mandar enviar parar pedidos quantas`),
];

function corrected(word: string): string {
  if (word.length < 5 || /\d/.test(word)) return word;
  if (MESSAGES.has(word) || OPPORTUNITIES.has(word)) return word;
  for (const target of TYPO_TARGETS) {
    if (word === target) return word;
    const max = target.length >= 9 ? 2 : 1;
    if (target[0] === word[0] && editDistance(word, target, max) <= max) return target;
  }
  return word;
}

function reduce(text: string): string {
  const kept: string[] = [];
  for (const { word: raw, start, end } of chatWords(text)) {
    if (isLaughToken(fold(text.slice(start, end))) || isInterjection(raw)) continue;
    const word = corrected(raw);
    if (DROPPED.has(word)) continue;
    kept.push(MESSAGES.has(word) ? 'mensagens' : OPPORTUNITIES.has(word) ? 'oportunidades' : word);
  }
  return kept.join(' ');
}

const alt = (words: string) => words.trim().split(/\s+/).join('|');

const WANT = `(?:(?:${alt('quero queria gostaria desejo pode podem poderia poderiam favor preciso')}) )?`;
const SEND = `(?:${alt(`receber recebo recebendo receba mandar manda mande mandem mandando mandarem enviar envia
  envie enviem enviando enviarem chegar chegando disparar`)})`;
const STOP = `(?:${alt('parar pare para parem pararem chega basta')})`;
const HALT = `(?:${alt(`cancelar cancela cancele cancelem bloquear bloqueia bloqueie desativar desativa desative
  desligar desliga desligue suspender suspende suspenda encerrar encerra sair saia`)})`;
// Not "cancelar": a shop's "cancelar o pedido" is about one order, not about all of them.
const HOLD = `(?:${alt(`bloquear bloqueia bloqueie desativar desativa desative desligar desliga desligue suspender
  suspende suspenda`)})`;
const PAUSE = `(?:${alt('pausar pausa pause pausem pausado pausada congelar congela segurar segura')})`;
const BACK = `(?:${alt(`voltar volta volte voltem retomar retoma retome reativar reativa reative ativar ativa
  religar religa liga ligar despausar despausa`)})`;
const AGAIN = `(?: (?:${alt('novo novamente denovo normal normalmente')}))?`;
const WHILE = `(?: (?:${alt('tempo dias semana semanas mes ferias')}))?`;
const NOT_WANT = `nao (?:(?:${alt('quero queria desejo preciso aceito posso consigo vou estou estamos')}|tenho interesse|temos interesse) )?`;

// Written as spelled, matched squeezed like the chat words ("assinatura" → "asinatura").
const whole = (source: string) => new RegExp(`^(?:${source.replace(/([a-z])\1+/g, '$1')})$`);

const OPT_OUT = [
  // "PARAR", "SAIR", "STOP", "quero sair".
  whole(`${WANT}(?:parar|pare|para|parem|sair|saia|stop|unsubscribe|optout|opt out)`),
  // "cancelar mensagens", "parar as notificações", "sair das mensagens".
  whole(`${WANT}(?:${STOP}|${HALT}) (?:${SEND} )?mensagens`),
  // "para de me mandar mensagem", "parem de mandar", "quero parar de receber mensagens".
  whole(`${WANT}${STOP} ${SEND}(?: mensagens)?`),
  // "não quero mais receber mensagens", "não me mande mais mensagens", "não mande mais nada".
  whole(`${NOT_WANT}${SEND} (?:mensagens|nada)`),
  // "não quero mais mensagens", "n quero mais msg".
  whole(`${NOT_WANT}mensagens`),
];

const RESUME = [
  // "VOLTAR", "reativar", "quero voltar a receber", "pode voltar a mandar mensagens".
  whole(`${WANT}${BACK}(?: ${SEND})?(?: (mensagens|oportunidades))?${AGAIN}`),
  // "pode continuar mandando" ("pode continuar" alone may be a yes to something else).
  whole(`${WANT}(?:continuar|continua|continue) ${SEND}(?: (mensagens|oportunidades))?`),
  // "quero receber mensagens de novo", "pode mandar pedidos novamente".
  whole(`${WANT}${SEND} (mensagens|oportunidades)(?: novo| novamente| denovo)`),
];

const PAUSE_REQUEST = [
  // "pausar", "pausa as oportunidades", "para de mandar pedidos", "suspender oportunidades por um tempo".
  whole(`${WANT}${PAUSE}(?: ${SEND})?(?: oportunidades)?${WHILE}`),
  whole(`${WANT}(?:${STOP}|${HOLD}) (?:${SEND} )?oportunidades${WHILE}`),
  // "não quero receber mais pedidos por enquanto", "não estou pegando pedidos".
  whole(`${NOT_WANT}(?:${SEND}|atender|atendendo|pegar|pegando|aceitar|aceitando) oportunidades${WHILE}`),
];

const OPPORTUNITY_LIST = [
  // "minhas oportunidades", "ver pedidos", "quais oportunidades tenho?", "tem pedido novo?".
  whole(
    `${WANT}(?:(?:${alt('ver mostrar mostra listar lista quais qual tem ha existe existem cade consultar chegou chegaram')}) )?oportunidades(?: (?:${alt('abertas aberto abertos novas nova novos novo pendentes disponiveis tenho temos tem chegaram')}))*`,
  ),
];

const PLAN = [
  // "meu plano", "qual é o meu plano?", "como está minha assinatura", "meu limite diário".
  whole(
    `${WANT}(?:(?:${alt('ver mostrar mostra qual quais como consultar saber')}) )?(?:(?:e|esta|sao) )?(?:plano|assinatura|limite|cota)(?: (?:${alt('atual diario diaria ofertas')}))*`,
  ),
  // "quantas ofertas posso fazer hoje?", "quantas ofertas ainda tenho", "quantas ofertas usei".
  whole(
    `quantas (?:ofertas|propostas|respostas) (?:${alt('posso consigo tenho restam sobram faltam usei fiz mandei enviei gastei')})(?: (?:fazer|mandar|enviar|dar))?`,
  ),
  // "quanto falta do meu limite?", "quantas restam hoje".
  whole(
    `(?:quanto|quantas|quantos) (?:${alt('falta faltam resta restam sobra sobrou sobram')})(?: (?:limite|ofertas|plano))?`,
  ),
];

const matchesAny = (patterns: RegExp[], text: string) => patterns.find((re) => re.test(text));

/** The request a short message makes, or null when it is none of these (anything else). */
export function readSelfService(text: string): SelfServiceRequest | null {
  // Commands are short; a long message is a story, a wish or an offer with these words inside.
  if (text.length > 160) return null;
  const reduced = reduce(text);
  if (!reduced) return null;
  if (matchesAny(OPT_OUT, reduced)) return { kind: 'parar_mensagens' };
  for (const re of RESUME) {
    const m = re.exec(reduced);
    if (m) return { kind: 'voltar', alvo: (m[1] as 'mensagens' | 'oportunidades' | undefined) ?? null };
  }
  if (matchesAny(PAUSE_REQUEST, reduced)) return { kind: 'pausar' };
  if (matchesAny(OPPORTUNITY_LIST, reduced)) return { kind: 'oportunidades' };
  if (matchesAny(PLAN, reduced)) return { kind: 'plano' };
  return null;
}
