import { type ChatWord, chatWords, isGibberish, isInterjection, isLaughToken, lexicon } from './gibberish.ts';
import { editDistance, fold } from './normalize.ts';

// What a customer wants when the message is not a product: see offers, close a wish, erase or see
// their data, a person, help, restart, small talk. Each intent has phrases; a phrase counts only when
// the words around it are small talk or belong to it ("já comprei, obrigado"). A product beside it
// makes the message a wish: "quero ver minhas ofertas" is an intent, "quero um notebook pra ver
// minhas séries" and "preciso de ajuda pra escolher uma geladeira" are wishes.

export type CustomerIntent =
  | 'ver_ofertas'
  | 'encerrar'
  | 'apagar_dados'
  | 'meus_dados'
  | 'atendente'
  | 'ajuda'
  | 'saudacao'
  | 'cancelar'
  | 'nao_entendido';

export type IntentResult = {
  intent: CustomerIntent;
  /** The wish's 8-hex code, when given ("ver ofertas 1a2b3c4d"). */
  codigo?: string;
  /** "fiquei com a oferta 2", "vou ficar com a 2" → 2. */
  comOferta?: number;
  /** "vou ficar com a da Loja X" → "Loja X", as typed. */
  lojaCitada?: string;
};

type Rule = {
  intent: Exclude<CustomerIntent, 'nao_entendido'>;
  /** Phrases that keep their meaning beside a few other words. */
  strong?: RegExp;
  /** Words that mean the intent only when nothing else is said ("ofertas", "ajuda"). */
  weak?: RegExp;
  /** Words that may stand beside the phrase without being a product. */
  context: Set<string>;
  /** Other words a strong phrase tolerates ("já comprei a geladeira, valeu"). */
  maxContent: number;
  /** "não apague meus dados" is not a request to erase them; "ainda não chegou oferta?" still asks. */
  negatable: boolean;
  /** Its phrase is a noun a product can follow: "ofertas de notebook" asks for offers, a wish. */
  takesProduct?: boolean;
  /** Words that make the message something else: "comprei e veio com defeito" is a complaint. */
  unless?: Set<string>;
};

// Written as spelled, matched squeezed ("passa" → "pasa"), between word edges.
const phrase = (source: string | string[]) => {
  const alternatives = (Array.isArray(source) ? source.join('|') : source).replace(/([a-z])\1+/g, '$1');
  return new RegExp(`(?<![a-z0-9])(?:${alternatives})(?![a-z0-9])`, 'g');
};

const OFFERS =
  'ofertas?|propostas?|orcamentos?|cotacao|cotacoes|respostas?|precos?|valor|valores|retornos?|novidades?';
const DET =
  '(?:(?:o|a|os|as|um|uma|dessa|desse|desta|deste|meu|minha|meus|minhas|esse|essa|este|esta|seu|sua|todo|toda|todos|todas|tudo|do|da|dos|das|de|com|e|ja|ai|logo|agora|voces|pessoais|por favor)\\s){0,3}';
const WHO =
  '(?:(?:com|para|a|o|um|uma|algum|alguma|alguem|de|por|me|ao|os|as|no|na|ai|la|o seu|o teu)\\s){0,3}';
const ERASE =
  'apag(?:a|ar|ue|uem|am|ado|ados|ada|adas|ou)|exclu(?:i|ir|a|am|ido|idos|ida|idas|iu|sao)|delet(?:a|ar|e|em|ado|ados|ada|adas|ou)|remov(?:e|er|a|am|ido|idos|ida|idas|eu)|elimin(?:a|ar|e|ado|ados)|esquec(?:e|er|a|am)|tir(?:a|ar|e|em)';
const PERSONAL =
  'dados|cadastro|numero|contato|conta|telefone|celular|informacao|informacoes|info|registro|perfil|historico|whatsapp|cpf|email';
const HUMAN =
  'atendentes?|humanos?|humana|ser humano|pessoas?|suporte|operador|operadora|alguem|gente|responsavel|gerente|sac|atendimento|funcionari[oa]|consultora?|supervisora?|moca|moco|administrador|admin|dono|dona|equipe|central';
const ORDINAL = '\\d{1,2}|primeira|segunda|terceira|quarta|quinta|ultima';
const PICK =
  'fechar|feche|vou ficar|fico|fiquei|escolho|escolhi|vou escolher|aceito|aceitei|vou aceitar|pego|peguei|vou pegar|vou de|optei|opto|prefiro|vou querer|quero|fechei|fechado|fecho|fechamos|vou fechar';

const GREETINGS = `oi oie ola opa eai eae iae salve hey hi hello alo bom boa boas dia tarde noite madrugada tudo bem
  beleza suave tranquilo firmeza joia obrigado obrigada valeu grato grata agradeco ok okay show top legal massa perfeito
  otimo entendi certo tchau falou abraco abracos beijo beijos amem igualmente fala prazer fechado combinado tamo junto
  aguardo`;
const FILLER =
  lexicon(`${GREETINGS} a o as os um uma uns umas de do da dos das em no na nos nas para por com sem pelo pela
  pelos pelas ao aos e ou mas que se eu me mim meu minha meus minhas voce voces seu sua seus suas te nosso nossa ele ela
  eles elas isso isto esse essa este esta aquele aquilo ai aqui la ja ainda agora hoje ontem amanha so sim nao mais muito
  muita entao tipo ne estou estamos todo toda todos nada algum alguma alguem favor moco moca amigo amiga querido querida
  gente pessoal senhor senhora dona mano chefe parceiro brother tio tia vei cara quero queria gostaria preciso precisava
  pode poderia podia consegue consigo tem teria ter ser sou sao foi vai vou vamos faz fazer ver saber como qual quais
  quanto onde quando porque cade sera sabe acho sei viu hein pois assim mesmo tambem logo rapido urgente gentileza
  deus ei psiu certeza realmente ta`);

const RULES: Rule[] = [
  {
    intent: 'apagar_dados',
    strong: phrase([
      `(?:${ERASE}) ${DET}(?:${PERSONAL})`,
      `(?:${PERSONAL}) (?:pessoais )?(?:apagad|excluid|deletad|removid|eliminad)[oa]s?`,
      `(?:exclusao|remocao|apagamento|eliminacao) (?:de |dos |das |do |da )?(?:meus |minhas |meu |minha )?(?:${PERSONAL})`,
      `direito ao esquecimento`,
      `descadastr\\w*`,
      `(?:${ERASE}|sair|saia) ${DET}(?:lista|base|sistema)`,
      `(?:${ERASE}) (?:tudo|todos os dados) (?:sobre|de|a respeito de) mim`,
      `(?:nao quero|parar de|para de|pare de|parem de|chega de) (?:mais )?(?:receber|me mandar|me enviar|mandar|enviar) (?:mais )?(?:mensage(?:m|ns)|spam|nada|contato|notificac\\w+)`,
      `nao me (?:mande|mandem|envie|enviem|manda) mais (?:mensage(?:m|ns)|nada)`,
    ]),
    context:
      lexicon(`${PERSONAL} receber mensagem mensagens spam lista sistema base lgpd tudo sobre mim nunca lei direito
      privacidade parar chega pessoais imediatamente definitivo definitivamente permanentemente por favor sair`),
    maxContent: 3,
    negatable: true,
  },
  {
    intent: 'meus_dados',
    strong: phrase([
      `(?:meus|minhas) (?:dados|informacoes|infos)`,
      `dados pessoais`,
      `meu cadastro`,
      `(?:quais|que|qual|ver|mostra|mostrar|consultar|acessar|saber) (?:sao )?(?:os |as )?(?:dados|informacoes|info|infos)`,
      `(?:tem|guardam|guarda|sabem|sabe|armazenam|armazena|possuem|possui|coletam|coleta|salvam|salva|registraram|mantem|usam) (?:(?:alguma coisa|algo|algum dado|alguma informacao|dados|informacoes|ai|guardado|salvo) )?(?:sobre|de|a respeito de) mim`,
      `(?:informacao|informacoes|dados|info) (?:(?:voces|tem|guardam|possuem|sabem|armazenam|ai|que|o|os|sistema) ){0,3}(?:minha|minhas|meu|meus|de mim|sobre mim)`,
    ]),
    weak: phrase('lgpd'),
    context:
      lexicon(`dados informacoes informacao info infos sobre mim guardam guarda sabem cadastro lgpd pessoais
      armazenam coletam possuem registrados salvos guardado guardados sistema mostrar consultar acessar mostra lei`),
    maxContent: 2,
    negatable: true,
  },
  {
    intent: 'atendente',
    strong: phrase([
      `(?:falar|fala|falo|falando|conversar|converso|conversando|chamar|chama|chame|passa|passar|passe|transferir|transfere|transfira|encaminha|encaminhar|encaminhe|liga|ligar|contato|contatar|atendido|atendida|atender|atenda) ${WHO}(?:${HUMAN})`,
      `(?:quero|queria|preciso|gostaria|cade|tem|existe|ha|algum|alguma) ${WHO}(?:atendentes?|humanos?|humana|ser humano|operador|operadora|atendimento humano|suporte humano|sac)`,
      `atendimento (?:humano|humana|pessoal|real|de verdade|com (?:uma )?pessoa)`,
      `(?:pessoa|alguem|gente|atendente|humano) (?:real|de verdade|de carne e osso)`,
      `(?:voce|voces|isso|aqui|tu|falando com|e|eh|sao) (?:e |eh |sao )?(?:um |uma )?(?:robo|bot|chatbot|maquina|gravacao|inteligencia artificial)`,
      `(?:pessoa|humano|gente) ou (?:um )?(?:robo|bot|maquina)`,
      `(?:robo|bot|maquina) ou (?:uma |um )?(?:pessoa|humano|gente)`,
    ]),
    weak: phrase('atendentes?|humanos?|atendimento|sac|operador'),
    context:
      lexicon(`falar conversar atendente humano pessoa real verdade suporte alguem atendimento robo bot maquina
      automatico responsavel possivel consigo posso chamar passar transferir direto carne osso ser`),
    maxContent: 1,
    negatable: true,
  },
  {
    intent: 'encerrar',
    strong: phrase([
      `(?:ja )?(?:comprei|compramos|adquiri)`,
      `consegui(?: comprar| achar| encontrar| resolver)?`,
      `ja (?:achei|encontrei|resolvi|arrumei|garanti|ganhei|tenho|fechei)`,
      `(?:achei|encontrei) (?:em outro lugar|outro|outra|em outra loja|mais barato|na internet|online)`,
      `resolvi`,
      `(?:tudo |problema |ja |esta |foi )?resolvido`,
      `(?:encerrar|encerra|encerre|finalizar|finaliza|finalize|concluir|conclui|arquivar|arquiva|fechar|fecha|feche|cancelar|cancela|cancele|excluir|exclui|apagar|apaga|remover|remove|tirar|tira) ${DET}(?:pedidos?|desejos?|solicitacao|busca|procura|pesquisa|chamado|orcamento|cotacao|compra|protocolo|anuncio|atendimento|conversa)`,
      `nao (?:preciso|quero|necessito|procuro|vou querer|vou precisar|tenho interesse|tenho mais interesse|precisa) mais`,
      `ja nao (?:preciso|quero)`,
      `nao vou (?:mais )?(?:comprar|querer|precisar)`,
      `(?:perdi o|sem|nao tenho mais) interesse`,
      `desisti`,
      `desisto`,
      `vou desistir`,
      `mudei de ideia`,
      `(?:pode )?parar? de (?:procurar|buscar)`,
      `(?:${PICK}) (?:com |pela |pelo |por )?(?:a |o )?(?:oferta|proposta|opcao|numero) ?(?:${ORDINAL})`,
      `(?:${PICK}) (?:com |pela |pelo )(?:a |o )?(?:${ORDINAL}|loja|da|do)`,
      `(?:fechei|fechado|fecho|fechamos|vou fechar) (?:com|na|no|negocio)`,
    ]),
    weak: phrase('encerrar|encerra|encerre|finalizar|finaliza|fechar|fecha|concluir|arquivar'),
    context:
      lexicon(`pedido desejo solicitacao busca procura pesquisa compra ajuda atencao outro outra lugar loja lojas
      internet online site interesse comprar ficar fico resolvido pessoalmente fisica presencial consegui achei
      encontrei barato perto oferta proposta opcao numero primeira segunda terceira quarta quinta ultima obrigada
      agradeco agradecer`),
    maxContent: 4,
    negatable: true,
    unless:
      lexicon(`defeito quebrado quebrada quebrou estragou estragado problema trocar troca devolver devolucao
      garantia reclamacao`),
  },
  {
    intent: 'ver_ofertas',
    strong: phrase([
      `(?:ver|vejo|olhar|conferir|consultar|checar|acompanhar|mostra|mostrar|mostre|manda|mandar|mande|passa|passar|envia|enviar|lista|listar) (?:me )?(?:as |os |a |o )?(?:minhas |meus |minha |meu )?(?:ofertas?|propostas?|orcamentos|respostas|cotacoes)`,
      `(?:quais|que|qual|quantas|quantos) (?:sao |foram |e |foi )?(?:as |os |a |o )?(?:minhas |meus |melhores |melhor )?(?:ofertas?|propostas?|orcamentos|respostas|cotacoes)`,
      `(?:chegou|chegaram|veio|vieram|tem|teve|tenho|ha|recebi|recebeu|apareceu|apareceram|saiu|mandaram|enviaram|deram|surgiu) (?:(?:ja|alguma|algum|as|os|a|o|uma|um|minhas?|meus?|mais|novas?|novos?|nenhuma|nenhum|me|ai|agora|hoje|ainda)\\s){0,3}(?:${OFFERS}|algo|alguma coisa)`,
      `(?:alguem|alguma loja|algum vendedor|alguma empresa|as lojas|a loja|lojas|loja|ninguem|nenhuma loja|o pessoal|os vendedores|vendedor|algum lojista|os lojistas|lojistas?) (?:(?:ja|ainda|me|nao|te)\\s){0,2}(?:respondeu|responderam|mandou|mandaram|enviou|enviaram|retornou|retornaram|deu retorno|deram retorno|ofereceu|ofereceram|se interessou|se interessaram|falou|apareceu|chamou|entrou em contato)`,
      `cade (?:as |os |a |o |minhas |meus |minha |meu )?(?:${OFFERS}|lojas?)`,
      `quanto (?:ficou|ficaram|deu|saiu|custou|vai ficar)`,
      `(?:nada|nenhuma|nenhum) (?:ainda|ate agora|por enquanto)`,
      `ainda nada`,
      `(?:alguma|algum|nova|novas) (?:novidades?|retorno|resposta|noticia)`,
      `(?:minhas|meus) (?:ofertas|propostas|orcamentos|respostas|cotacoes)`,
    ]),
    weak: phrase(`(?:${OFFERS})(?: \\d{1,2})?|cade`),
    context:
      lexicon(`${OFFERS.replace(/[?|]/g, ' ')} oferta proposta orcamento resposta preco retorno novidade pedido desejo
      solicitacao busca procura pesquisa chegou chegaram veio vieram recebi recebeu recebidas recebidos lojas loja lojista
      lojistas vendedor vendedores respondeu responderam nenhuma nenhum ninguem mandaram mandou ate ficou semana dias
      mensagem vejo horas hora tempo demora demorando esperando aguardando mostra mostrar manda passa envia olhar conferir consultar
      quantas quantos sobre aquela pedi melhor melhores nova novas novo novos algo coisa`),
    maxContent: 3,
    negatable: false,
    takesProduct: true,
  },
  {
    intent: 'ajuda',
    strong: phrase([
      `como (?:e que |que )?(?:(?:isso|isto|esse|numero|servico|bot|o|voces|aqui|site|app|aplicativo|whatsapp|tudo|negocio|essa|parada)\\s){0,3}(?:funciona|funcionam)`,
      `como (?:e que |que )?(?:eu |a gente )?(?:uso|usa|usar|utilizo|utilizar|faco|faz|comeco|comeca|procedo|peco|pedir)(?: isso| isto| aqui| esse \\w+| o bot| o servico)?`,
      `o que e (?:isso|isto|esse \\w+|aqui)`,
      `o que (?:e que )?(?:voce|voces|esse numero|esse bot|isso|isto|esse servico|esse contato|esse whatsapp|aqui) (?:faz|fazem|e|sao|oferece|oferecem|vende|vendem)`,
      `(?:para|pra) que (?:serve|servem|e)(?: isso| isto| esse \\w+| aqui| voces| o bot)?`,
      `(?:que|qual) (?:numero|servico|bot|contato|whatsapp|empresa|site) e (?:esse|este|isso)`,
      `quem (?:e|sao) (?:voce|voces|esse|este)`,
      `nao (?:entendi|entendo|compreendi|estou entendendo|sei usar|sei como funciona|sei o que fazer)(?: como funciona| como usa| nada| direito| isso| bem| o que fazer)?`,
      `(?:me |pode me |podem me |poderia me |preciso de |quero |queria |gostaria de )?(?:ajuda|ajudar|ajude|ajudem)`,
      `tenho (?:uma |umas |algumas )?duvidas?`,
      `(?:me )?explica`,
      `como assim`,
      `o que (?:eu )?(?:faco|posso fazer|tenho que fazer|devo fazer|preciso fazer)(?: aqui| agora)?`,
      `(?:estou|to) (?:perdido|perdida|confuso|confusa)`,
      `(?:quais|que) (?:sao )?(?:as )?(?:opcoes|comandos)`,
    ]),
    weak: phrase('help|menu|socorro|opcoes|comandos|instrucoes|tutorial|duvidas?|info|informacoes|sos'),
    context:
      lexicon(`como funciona isso isto aqui bot numero servico site app aplicativo whatsapp contato usar uso faz
      fazem serve entendi nada direito posso fazer pedir duvida menu opcoes funcionar explicar explica melhor empresa
      negocio parada quem pedido oferta ofertas`),
    maxContent: 0,
    negatable: true,
  },
  {
    intent: 'cancelar',
    strong: phrase([
      `cancelar`,
      `cancela`,
      `cancele`,
      `cancel`,
      `recomecar`,
      `recomeca`,
      `recomece`,
      `reiniciar`,
      `reinicia`,
      `reinicie`,
      `restart`,
      `reset`,
      `resetar`,
      `refazer`,
      `refaz`,
      `(?:comecar|comeca|comece|comecamos) (?:tudo )?(?:de novo|do zero|novamente|outra vez|do inicio|do comeco)`,
      `(?:do|desde o) zero`,
      `(?:voltar|volta|volte) (?:pro|para o|ao|para) (?:inicio|comeco)`,
      `esquece`,
      `esqueca`,
      `deixa (?:pra|para) la`,
      `apaga tudo`,
      `errei`,
      `(?:digitei|escrevi|coloquei|mandei|botei) errado`,
      `(?:esta|tudo) errado`,
      `(?:comecar|fazer|abrir) (?:um )?(?:outro|novo) pedido`,
    ]),
    context: lexicon('errei tudo novo zero inicio comeco esquece deixa errado digitei escrevi pedido isso'),
    maxContent: 0,
    negatable: true,
  },
  {
    intent: 'saudacao',
    weak: phrase(
      `${GREETINGS.trim().split(/\s+/).join('|')}|tudo (?:bem|bom|certo|joia|tranquilo|ok|otimo|em ordem|na paz|beleza)|como vai|ate mais|ate logo|de nada|alguem (?:ai|on|online)`,
    ),
    context:
      lexicon(`${GREETINGS} tudo bem como vai esta estao voce voces tambem todos povo familia gracas abencoe paz
      ajuda atencao retorno paciencia informacao ofertas atendimento carinho`),
    maxContent: 0,
    negatable: false,
  },
];

const NEGATION = lexicon('nao nem nunca jamais');
const WISH =
  lexicon(`quero queria quer gostaria preciso precisava precisando procuro procurando busco buscando tem teria
  vende vendem vendendo comprar compro encomendar orcamento cotacao preco valor atras onde`);
const ARTICLE = lexicon('o a os as um uma');
// A phrase that points at offers already there ("minhas ofertas da geladeira", "chegaram as ofertas do
// fogão") is not asking for new ones ("ofertas de notebook").
const OWN = lexicon(
  'meu minha meus minhas chegou chegaram veio vieram recebi recebeu mandaram mandou respondeu responderam',
);
const THANKS_FOR = lexicon('pela pelo pelas pelos');
const CODE = /^[0-9a-f]{8}$/;
const KNOWN = new Set([...FILLER, ...RULES.flatMap((r) => [...r.context])]);
// Misspellings worth fixing: long words of the phrases above. Inflections are left alone ("ofertar").
const TYPO_TARGETS = [
  ...lexicon(`ofertas oferta propostas proposta orcamentos orcamento atendente atendimento encerrar cancelar recomecar
    cadastro excluir deletar obrigado obrigada respondeu responderam funciona desisti resolvido suporte informacoes
    mandaram chegaram finalizar reiniciar consegui comprei novidades retorno cotacao humano`),
];
const NOT_TYPOS = lexicon('canela compre comprem conseguir');

type Prepared = { list: ChatWord[]; words: string[]; joined: string; starts: number[]; text: string };

function correctTypo(word: string): string {
  if (word.length < 6 || /\d/.test(word) || KNOWN.has(word) || NOT_TYPOS.has(word)) return word;
  for (const target of TYPO_TARGETS) {
    if (target[0] !== word[0] || target.startsWith(word) || word.startsWith(target)) continue;
    if (editDistance(word, target, 1) <= 1) return target;
  }
  return word;
}

function prepare(text: string): Prepared {
  const list = chatWords(text).filter((w) => {
    const typed = fold(text.slice(w.start, w.end));
    return !isLaughToken(typed) && !isInterjection(w.word);
  });
  const words = list.map((w) => correctTypo(w.word));
  const starts: number[] = [];
  let at = 0;
  for (const word of words) {
    starts.push(at);
    at += word.length + 1;
  }
  return { list, words, joined: words.join(' '), starts, text };
}

/** A comma or full stop between two words breaks a negation: "não, quero cancelar o pedido". */
function isNegated(p: Prepared, from: number): boolean {
  for (let k = from - 1; k >= Math.max(0, from - 2); k--) {
    if (/[,.;!?\n]/.test(p.text.slice(p.list[k]!.end, p.list[from]!.start))) return false;
    if (NEGATION.has(p.words[k]!)) return true;
  }
  return false;
}

/** The words [from, to) a match covers, by binary search over their offsets in `joined`. */
function wordsOf(p: Prepared, m: RegExpExecArray): [number, number] {
  const at = (offset: number) => {
    let [lo, hi] = [0, p.starts.length];
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (p.starts[mid]! < offset) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  return [at(m.index), at(m.index + m[0].length)];
}

const PHRASE = 1;
const NEGATED = 2;

/**
 * Marks the words of each match as PHRASE (and `own` when it points at offers already there), or NEGATED;
 * a match over negated words does not count ("não quero falar com atendente"). Whether one counted.
 */
function mark(re: RegExp | undefined, p: Prepared, negatable: boolean, roles: Uint8Array, own: Uint8Array) {
  let found = false;
  for (const m of re ? p.joined.matchAll(re) : []) {
    const [from, to] = wordsOf(p, m);
    if (from > 0 && THANKS_FOR.has(p.words[from - 1]!)) continue; // "obrigado pela ajuda"
    const negated =
      roles.subarray(from, to).includes(NEGATED) ||
      (negatable && !NEGATION.has(p.words[from]!) && isNegated(p, from));
    const isOwn = p.words.slice(from, to).some((w) => OWN.has(w));
    for (let i = from; i < to; i++) {
      roles[i] ||= negated ? NEGATED : PHRASE;
      own[i] ||= isOwn ? 1 : 0;
    }
    found ||= !negated;
  }
  return found;
}

// A product after the phrase: a wish verb shortly before it ("quero um programa pra apagar dados"), or
// "de"/"para" straight after the phrase ("ofertas de notebook", but "minhas ofertas da geladeira").
function hasWishFrame(
  p: Prepared,
  rule: Rule,
  roles: Uint8Array,
  own: Uint8Array,
  content: number[],
): boolean {
  for (const j of content) {
    for (let i = j - 1; i >= Math.max(0, j - 4) && roles[i] !== PHRASE; i--)
      if (WISH.has(p.words[i]!)) return true;
    if (!rule.takesProduct) continue;
    let k = j - 1;
    if (k > 0 && ARTICLE.has(p.words[k]!) && roles[k] !== PHRASE) k--;
    if (k > 0 && /^(?:de|do|da|dos|das|para)$/.test(p.words[k]!) && roles[k - 1] === PHRASE && !own[k - 1])
      return true;
  }
  return false;
}

function accepts(rule: Rule, p: Prepared, choice: Choice | null): boolean {
  const roles = new Uint8Array(p.words.length);
  const own = new Uint8Array(p.words.length);
  let strong = mark(rule.strong, p, rule.negatable, roles, own);
  const weak = mark(rule.weak, p, rule.negatable, roles, own);
  for (const i of choice?.consumed ?? []) roles[i] = PHRASE;
  strong ||= choice?.decisive === true;
  if ((!strong && !weak) || p.words.some((w) => rule.unless?.has(w))) return false;
  const content: number[] = [];
  p.words.forEach((w, i) => {
    if (!roles[i] && !FILLER.has(w) && !rule.context.has(w) && !CODE.test(w)) content.push(i);
  });
  if (content.length === 0) return true;
  return strong && content.length <= rule.maxContent && !hasWishFrame(p, rule, roles, own, content);
}

const ORDINALS: Readonly<Record<string, number>> = {
  primeira: 1,
  segunda: 2,
  terceira: 3,
  quarta: 4,
  quinta: 5,
};
const CHOICE = phrase([
  `(?:${PICK}|comprei|compramos) (?:com|pela|pelo|por|na|no)(?: a| o)?(?: da| do| de| na| no)?`,
  `(?:oferta|proposta|opcao)(?: numero)?(?= (?:${ORDINAL}))`,
  `(?:primeira|segunda|terceira|quarta|quinta)(?= (?:oferta|proposta|opcao))`,
]);
const NOT_A_STORE =
  lexicon(`outro outra outros internet online site la aqui voces ela ele mesma mesmo essa esse isso
  oferta proposta opcao numero ultima minha meu sua seu`);
const NAME_ENDS =
  lexicon(`obrigado obrigada valeu por favor mesmo entao beleza ok e que pois porque mas ja viu tchau
  abraco gente pessoal muito hoje ontem agora pode`);

/** `decisive` when a verb chose ("fico com a 2"); "oferta 2" alone only names the offer. */
type Choice = { comOferta?: number; lojaCitada?: string; consumed: number[]; decisive: boolean };

/** "vou ficar com a oferta 2", "fechei com a Loja X", "comprei na Loja Y": the offer or store chosen. */
function readChoice(p: Prepared): Choice | null {
  for (const m of p.joined.matchAll(CHOICE)) {
    const [from, next] = wordsOf(p, m);
    const consumed = Array.from({ length: next - from }, (_, i) => from + i);
    const first = p.words[next];
    if (first === undefined) continue;
    const number = /^\d{1,2}$/.test(first) ? Number(first) : (ORDINALS[first] ?? ORDINALS[p.words[from]!]);
    if (number !== undefined || first === 'ultima') {
      const isOrdinal = /^\d/.test(first) || first in ORDINALS || first === 'ultima';
      const decisive = !/^(?:oferta|proposta|opcao|primeira|segunda|terceira|quarta|quinta)/.test(m[0]);
      return { comOferta: number, consumed: isOrdinal ? [...consumed, next] : consumed, decisive };
    }
    if (NOT_A_STORE.has(first) || /^(?:oferta|proposta|opcao)/.test(m[0])) continue;
    // "fechei com"/"comprei na" name a store; "fico com a ..." only with "loja", "da ..." or a capital.
    const typed = p.text.slice(p.list[next]!.start, p.list[next]!.end);
    const named =
      /^(?:fech|compr)/.test(m[0]) || / d[ao]$/.test(m[0]) || first === 'loja' || /^\p{Lu}/u.test(typed);
    if (!named) continue;
    let last = next;
    while (
      last + 1 < p.words.length &&
      last - next < 5 &&
      !NAME_ENDS.has(p.words[last + 1]!) &&
      !/[,.;!?\n]/.test(p.text.slice(p.list[last]!.end, p.list[last + 1]!.start))
    ) {
      last++;
    }
    for (let i = next; i <= last; i++) consumed.push(i);
    return { lojaCitada: p.text.slice(p.list[next]!.start, p.list[last]!.end), consumed, decisive: true };
  }
  return null;
}

/**
 * The intent of a message that is NOT a product wish, or null when the text may be a wish (or
 * anything else) — the caller then tries to read a wish. Emojis alone ("👍") are 'nao_entendido':
 * where a yes/no question is pending, ask readYesNo first.
 */
export function detectIntent(text: string): IntentResult | null {
  if (isGibberish(text)) return { intent: 'nao_entendido' };
  const p = prepare(text);
  const codigo = p.words.find((w) => CODE.test(w));
  const withCode = codigo ? { codigo } : {};
  for (const rule of RULES) {
    const choice = rule.intent === 'encerrar' ? readChoice(p) : null;
    if (!accepts(rule, p, choice)) continue;
    const picked: Partial<IntentResult> = {};
    if (choice?.comOferta !== undefined) picked.comOferta = choice.comOferta;
    if (choice?.lojaCitada) picked.lojaCitada = choice.lojaCitada;
    return { intent: rule.intent, ...withCode, ...picked };
  }
  // A code alone (pasted from a link) asks for that wish's offers.
  if (codigo && p.words.every((w) => w === codigo || FILLER.has(w))) return { intent: 'ver_ofertas', codigo };
  return null;
}
