import { lexicon } from './gibberish.ts';

// The building blocks of the intent phrases (intent-phrases*.ts): the shape of a rule, the regex
// helper, the word families several phrases share, and the small talk that may stand beside any phrase.

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

export type Rule = {
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
export const phrase = (source: string | string[]): RegExp => {
  const alternatives = (Array.isArray(source) ? source.join('|') : source).replace(/([a-z])\1+/g, '$1');
  return new RegExp(`(?<![a-z0-9])(?:${alternatives})(?![a-z0-9])`, 'g');
};

/** Up to `n` words of any kind between two parts of a phrase ("quanto [as lojas] pediram"). */
export const gap = (n: number): string => `(?: [^ ]+){0,${n}}? `;

export const OFFERS =
  'ofertas?|propostas?|orcamentos?|cotacao|cotacoes|respostas?|precos?|valor|valores|retornos?|novidades?';
/** What a price question names: "qual o valor que me passaram". */
export const PRICE = 'precos?|valor|valores|orcamentos?|cotacao|cotacoes|ofertas?|propostas?';
/** What a shop did or what arrived, in the past: "quanto as lojas pediram", "o preço que chegou". */
export const SHOP_DID =
  'pediram|pediu|cobraram|cobrou|passaram|passou|mandaram|mandou|deram|deu|ofereceram|ofereceu|falaram|falou|disseram|disse|informaram|informou|cotaram|cotou|orcaram|orcou|enviaram|enviou|responderam|respondeu|colocaram|botaram|fizeram|fez|chegou|chegaram|veio|vieram|recebi|recebemos|ficou|ficaram|saiu|sairam|custou|vai ficar|vai sair|vai dar|vai custar|(?:esta |estao |tao )?(?:pedindo|cobrando|oferecendo|saindo|ficando)';
/** Who answers a wish, as a customer calls them. */
export const SHOPS =
  'lojas?|lojistas?|vendedor|vendedores|vendedora|pessoal|eles|elas|empresas?|moco|moca|cara|fornecedor|fornecedores';
export const DET =
  '(?:(?:o|a|os|as|um|uma|dessa|desse|desta|deste|meu|minha|meus|minhas|esse|essa|este|esta|seu|sua|todo|toda|todos|todas|tudo|do|da|dos|das|de|com|e|ja|ai|logo|agora|voces|pessoais|por favor)\\s){0,3}';
export const MY = '(?:(?:o |a |os |as )?(?:meu|minha|meus|minhas) )';
export const WHO =
  '(?:(?:com|c|para|a|o|um|uma|algum|alguma|alguem|de|por|me|ao|os|as|no|na|ai|la|o seu|o teu)\\s){0,3}';
export const ERASE =
  'apag(?:a|ar|ue|uem|am|ado|ados|ada|adas|ou)|exclu(?:i|ir|a|am|ido|idos|ida|idas|iu|sao)|delet(?:a|ar|e|em|ado|ados|ada|adas|ou)|remov(?:e|er|a|am|ido|idos|ida|idas|eu)|elimin(?:a|ar|e|ado|ados)|esquec(?:e|er|a|am)|tir(?:a|ar|e|em)';
/** Asking for it to be done, not saying it happened ("apaga", not "meu celular apagou"). */
export const ERASE_NOW =
  'apaga|apagar|apague|apaguem|exclui|excluir|exclua|excluam|deleta|deletar|delete|deletem|remove|remover|removam|elimina|eliminar|tira|tirar|tirem|some com|sumir com';
export const PERSONAL =
  'dados|cadastro|numero|contato|conta|telefone|celular|informacao|informacoes|info|registro|perfil|historico|whatsapp|cpf|email';
/** What a customer calls the things we keep about them. */
export const IDENTITY =
  'dados|cadastro|numero|contato|telefone|celular|informacao|informacoes|info|infos|registro|perfil|historico|whatsapp|cpf|email|nome|endereco|conversas?|mensagens';
/** Kept on our side: "meu número salvo aí", "o que ficou registrado". */
export const STORED = '(?:salv|guardad|registrad|cadastrad|armazenad|gravad|anotad|arquivad)[oa]s?';
/** Keeping it, said of us: "vcs guardam meu nome?", "o que vcs salvaram?". */
export const STORE_VERB =
  'guardam|guardaram|salvam|salvaram|armazenam|armazenaram|registram|registraram|gravam|gravaram|anotam|anotaram|coletam|coletaram|cadastraram';
export const HUMAN =
  'atendentes?|humanos?|humana|ser humano|pessoas?|suporte|operador|operadora|alguem|gente|responsavel|gerente|sac|atendimento|funcionari[oa]|consultora?|supervisora?|moca|moco|administrador|admin|dono|dona|equipe|central';
/** A bot, as a customer calls it; "robô aspirador" and "máquina de lavar" are products. */
export const BOT =
  '(?:robo|robozinho|bot|chatbot|maquina|computador|programa|gravacao|inteligencia artificial|chatgpt|gpt|(?:resposta|respostas|mensagem|mensagens) automaticas?)(?! (?:aspirador|d[aeo]s? |para ))';
/** People who may have given or got it for the customer: "minha irmã me deu um de presente". */
export const RELATIVE =
  'irma|irmao|mae|pai|filho|filha|marido|esposa|esposo|mulher|namorado|namorada|noivo|noiva|cunhado|cunhada|sogra|sogro|tio|tia|avo|vo|primo|prima|amigo|amiga|vizinho|vizinha|patrao|patroa|chefe|colega|parente|familia|genro|nora|padrinho|madrinha|sobrinho|sobrinha|pais|filhos';
export const ORDINAL = '\\d{1,2}|primeira|segunda|terceira|quarta|quinta|ultima';
export const PICK =
  'fechar|feche|vou ficar|fico|fiquei|escolho|escolhi|vou escolher|aceito|aceitei|vou aceitar|pego|peguei|vou pegar|vou de|optei|opto|prefiro|vou querer|quero|fechei|fechado|fecho|fechamos|vou fechar';

export const GREETINGS = `oi oie ola opa eai eae iae salve hey hi hello alo bom boa boas dia tarde noite madrugada tudo bem
  beleza suave tranquilo firmeza joia obrigado obrigada valeu grato grata agradeco ok okay show top legal massa perfeito
  otimo entendi certo tchau falou abraco abracos beijo beijos amem igualmente fala prazer fechado combinado tamo junto
  aguardo`;
export const FILLER =
  lexicon(`${GREETINGS} a o as os um uma uns umas de do da dos das em no na nos nas para por com sem pelo pela
  pelos pelas ao aos e ou mas que se eu me mim meu minha meus minhas voce voces seu sua seus suas te nosso nossa ele ela
  eles elas isso isto esse essa este esta aquele aquilo ai aqui la ja ainda agora hoje ontem amanha so sim nao mais muito
  muita entao tipo ne estou estamos todo toda todos nada algum alguma alguem favor moco moca amigo amiga querido querida
  gente pessoal senhor senhora dona mano chefe parceiro brother tio tia vei cara quero queria gostaria preciso precisava
  pode poderia podia consegue consigo tem teria ter ser sou sao foi vai vou vamos faz fazer ver saber como qual quais
  quanto onde quando porque cade sera sabe acho sei viu hein pois assim mesmo tambem logo rapido urgente gentileza
  deus ei psiu certeza realmente ta`);
