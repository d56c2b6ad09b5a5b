import { lexicon } from './gibberish.ts';
import {
  BOT,
  DET,
  ERASE,
  ERASE_NOW,
  GREETINGS,
  HUMAN,
  IDENTITY,
  MY,
  PERSONAL,
  phrase,
  type Rule,
  STORE_VERB,
  STORED,
  WHO,
} from './intent-words.ts';

// The intents about the service itself: the customer's data (erase it, see it), a person instead of
// the bot, how it works, start over, small talk. The wish intents are in intent-phrases-wish.ts.

const words = (pattern: string) => pattern.replace(/\(\?:|[()?|[\]]/g, ' ');

export const APAGAR_DADOS: Rule = {
  intent: 'apagar_dados',
  strong: phrase([
    `(?:${ERASE}) ${DET}(?:${PERSONAL}|nome)`,
    `(?:${PERSONAL}) (?:pessoais )?(?:apagad|excluid|deletad|removid|eliminad)[oa]s?`,
    `(?:exclusao|remocao|apagamento|eliminacao) (?:de |dos |das |do |da )?(?:meus |minhas |meu |minha )?(?:${PERSONAL})`,
    `direito ao esquecimento`,
    `descadastr\\w*`,
    `(?:${ERASE}|sair|saia) ${DET}(?:lista|base|sistema)`,
    `(?:${ERASE}) (?:tudo|todos os dados) (?:sobre|de|a respeito de) mim`,
    // A short "não quero mais receber mensagens" is an opt-out, read first by the guided flow
    // (self-service.ts); here it stays for the longer requests that also ask to erase.
    `(?:nao quero|parar de|para de|pare de|parem de|chega de) (?:mais )?(?:receber|me mandar|me enviar|mandar|enviar) (?:mais )?(?:mensage(?:m|ns)|spam|nada|contato|notificac\\w+)`,
    `nao me (?:mande|mandem|envie|enviem|manda) mais (?:mensage(?:m|ns)|nada)`,
    // Not wanting it kept: "não quero mais meu telefone salvo aí", "não autorizo guardar meus dados".
    `nao (?:quero|queria|autorizo|permito|aceito|gosto|concordo|desejo)(?: mais)?(?: que)?(?: voces)?(?: (?:guardem|salvem|armazenem|mantenham|fiquem com|tenham|usem|registrem|gravem|guardarem|salvarem|armazenarem|manterem|ficarem com|terem|usarem|guardar|salvar|armazenar|manter|ficar com|ter|usar|registrar|gravar))? ${MY}(?:${IDENTITY})`,
    `nao (?:quero|queria|desejo) (?:mais )?(?:ficar|estar|ser|continuar) (?:mais )?(?:${STORED}|no cadastro|na lista|no sistema|na base)`,
    // Named first, the order after: "meu número, apaga", "meus dados, pode deletar tudo".
    `${MY}(?:${IDENTITY})(?: (?!nao )[^ ]+){0,3}? (?:pode |podem |favor |por favor )?(?:${ERASE_NOW})(?: (?:tudo|isso|ai|ele|eles|ela|elas|por favor|favor|logo|agora|ja|dai|daqui|de voces|do sistema))*$`,
    `${MY}(?:${IDENTITY}) (?:fora|longe)`,
  ]),
  context:
    lexicon(`${PERSONAL} receber mensagem mensagens spam lista sistema base lgpd tudo sobre mim nunca lei direito
    privacidade parar chega pessoais imediatamente definitivo definitivamente permanentemente por favor sair nome
    endereco ${words(ERASE_NOW)} salvo salva salvos guardado guardados registrado registrados cadastrado armazenado
    fora`),
  maxContent: 3,
  negatable: true,
};

/** Asking to see them, as the LGPD puts it and as people say it. */
const ACCESS =
  'acesso|acessar|copia|copias|relatorio|consulta|consultar|consulto|extrato|exportar|exportacao|portabilidade|visualizar|baixar';

export const MEUS_DADOS: Rule = {
  intent: 'meus_dados',
  strong: phrase([
    `(?:meus|minhas) (?:dados|informacoes|infos)`,
    `dados pessoais`,
    `meu cadastro`,
    `(?:quais|que|qual|ver|mostra|mostrar|consultar|acessar|saber) (?:sao )?(?:os |as )?(?:dados|informacoes|info|infos)`,
    `(?:tem|guardam|guarda|sabem|sabe|armazenam|armazena|possuem|possui|coletam|coleta|salvam|salva|registraram|mantem|usam) (?:(?:alguma coisa|algo|algum dado|alguma informacao|dados|informacoes|ai|guardado|salvo) )?(?:sobre|de|a respeito de) mim`,
    `(?:informacao|informacoes|dados|info) (?:(?:voces|tem|guardam|possuem|sabem|armazenam|ai|que|o|os|sistema) ){0,3}(?:minha|minhas|meu|meus|de mim|sobre mim)`,
    // What is kept: "o que ficou registrado do meu número", "vcs guardam meu nome?", "meu número tá salvo?".
    `o que (?:e que )?(?:(?:voces|tem|esta|estao|ficou|ficaram|foi|foram|ai|de|mim|sobre|meu|minha)\\s){0,3}(?:${STORED}|${STORE_VERB})`,
    `(?:${STORE_VERB}|guarda|salva|armazena|registra|tem|possuem|sabem|mantem) ${MY}(?:${IDENTITY})`,
    `${MY}(?:${IDENTITY}) (?:(?:esta|estao|ficou|ficaram|fica|continua|continuam|foi|foram|ai)\\s){0,2}(?:${STORED})`,
    // Asking for them: "acesso aos meus dados", "cópia das informações", "relatório dos dados (LGPD)".
    `(?:${ACCESS}) (?:(?:a|ao|aos|as|de|do|da|dos|das|com|sobre|todos|todas|os)\\s){0,3}(?:dados|informacoes|infos)`,
  ]),
  weak: phrase('lgpd'),
  context:
    lexicon(`dados informacoes informacao info infos sobre mim guardam guarda sabem cadastro lgpd pessoais
    armazenam coletam possuem registrados salvos guardado guardados sistema mostrar consultar acessar mostra lei
    ${words(IDENTITY)} salvo salva salvas registrado registrada registradas cadastrado cadastrada armazenado
    guardada guardadas gravado anotado ficou ficaram estao copia cidade bairro cep ${words(ACCESS)} conforme base
    acordo termos receber enviar envia manda mandar solicito solicitar solicitacao pedido requisicao direito`),
  maxContent: 2,
  negatable: true,
};

export const ATENDENTE: Rule = {
  intent: 'atendente',
  strong: phrase([
    `(?:falar|fala|falo|falando|conversar|converso|conversando|chamar|chama|chame|passa|passar|passe|coloca|colocar|coloque|bota|botar|transferir|transfere|transfira|encaminha|encaminhar|encaminhe|liga|ligar|contato|contatar|atendido|atendida|atender|atenda) ${WHO}(?:${HUMAN})`,
    `(?:quero|queria|preciso|gostaria|cade|tem|existe|ha|algum|alguma) ${WHO}(?:atendentes?|humanos?|humana|ser humano|operador|operadora|atendimento humano|suporte humano|sac)`,
    `atendimento (?:humano|humana|pessoal|real|de verdade|com (?:uma )?pessoa)`,
    `(?:pessoa|alguem|gente|atendente|humano) (?:(?:ai|aqui|mesmo|falando) )?(?:real|de verdade|de carne e osso)`,
    `(?:voce|voces|isso|aqui|tu|falando com|conversando com|e|eh|sao) (?:e |eh |sao )?(?:(?:um |uma |a |o )?(?:${BOT})|(?:uma|a) ia)`,
    `(?:voce|voces|tu|isso) (?:e |eh |sao )(?:de verdade|real|gente|automatico|automatica)`,
    `(?:pessoa|humano|gente) ou (?:um )?(?:robo|bot|maquina)`,
    `(?:robo|bot|maquina) ou (?:uma |um )?(?:pessoa|humano|gente)`,
    // Not wanting the bot: "não quero falar com robô", "cansei de robô", "chega de resposta automática".
    `(?:nao quero|nao gosto|nao aguento|nao suporto|nao curto|odeio|detesto|cansei|chega|cansad[oa]|sem paciencia)(?: mais)?(?: (?:de|desse|dessa|deste|desta|do|da|para|com))?(?: mais)? (?:(?:ficar )?(?:falar|conversar|falando|conversando) )?(?:com )?(?:um |uma |o |a |esse |essa |este |esta )?(?:${BOT}|ia)`,
    `(?:para|pare|parem|chega) de (?:me )?(?:mandar|enviar|responder com) (?:${BOT})`,
    // A complaint is for a person: "quero reclamar com alguém", "quero fazer uma reclamação".
    `(?:reclamar|reclamo|reclamacao|reclamacoes|queixa|ouvidoria)`,
    `(?:alguem|alguma pessoa|uma pessoa|um humano) (?:pode |podia |poderia )?(?:me )?(?:atende|atender|atenda|responde|responder)`,
  ]),
  weak: phrase('atendentes?|humanos?|atendimento|sac|operador'),
  context:
    lexicon(`falar conversar atendente humano pessoa real verdade suporte alguem atendimento robo bot maquina
    automatico responsavel possivel consigo posso chamar passar transferir direto carne osso ser ia gerente
    supervisor dono reclamar reclamacao fazer registrar abrir cansei chega odeio falando conversando automatica`),
  maxContent: 1,
  negatable: true,
};

// Generic words of ordering that name no product: "como faço pra pedir um produto?".
const HOW_TO = `usar uso utilizar pedir peco pede comprar compro encomendar encomendo pesquisar procurar buscar
  cotar solicitar cadastrar receber anunciar continuar seguir mexer achar encontrar produto produtos coisa coisas
  algo item itens mercadoria encomenda orcamento orcamentos cotacao compra tenho existem ha mais por passo
  proximo`;

export const AJUDA: Rule = {
  intent: 'ajuda',
  strong: phrase([
    `como (?:e que |que )?(?:(?:isso|isto|esse|numero|servico|bot|o|voces|aqui|site|app|aplicativo|whatsapp|tudo|negocio|essa|parada)\\s){0,3}(?:funciona|funcionam)`,
    `como (?:e que |que )?(?:eu |a gente |se )?(?:uso|usa|usar|utilizo|utilizar|faco|faz|comeco|comeca|procedo|peco|pede|pedir|encomendo|encomenda|procuro|procura|pesquiso|pesquisa|busco|compro|solicito|solicita|continuo|sigo|prossigo|mexo|mexe)(?: isso| isto| aqui| esse \\w+| o bot| o servico)?`,
    `o que e (?:isso|isto|esse \\w+|aqui)`,
    `o que (?:e que )?(?:voce|voces|esse numero|esse bot|isso|isto|esse servico|esse contato|esse whatsapp|aqui) (?:faz|fazem|e|sao|oferece|oferecem|vende|vendem)`,
    `(?:para|pra) que (?:serve|servem|e)(?: isso| isto| esse \\w+| aqui| voces| o bot)?`,
    `(?:que|qual) (?:numero|servico|bot|contato|whatsapp|empresa|site) e (?:esse|este|isso)`,
    `quem (?:e|sao) (?:voce|voces|esse|este)`,
    `nao (?:entendi|entendo|compreendi|estou entendendo|sei usar|sei como funciona|sei o que fazer)(?: como funciona| como usa| nada| direito| isso| bem| o que fazer)?`,
    `nao (?:sei|entendi|entendo) (?:como|o que|onde) (?:eu |que )?(?:fazer|faco|faz|pedir|peco|pede|usar|uso|usa|funciona|comecar|comeco|mexer|mexo|continuar|continuo)`,
    `(?:me |pode me |podem me |poderia me |preciso de |quero |queria |gostaria de )?(?:ajuda|ajudar|ajude|ajudem)`,
    `tenho (?:uma |umas |algumas )?duvidas?`,
    `(?:me )?(?:explica|ensina|ensine|ensinar)`,
    `como assim`,
    // What can be done here: "o que dá pra fazer aqui?", "o que eu posso pedir?", "quais opções eu tenho?".
    `o que (?:mais )?(?:e que )?(?:eu |a gente |se |voce |voces )?(?:da (?:para|pra) |posso |consigo |pode |podemos |consegue |tem (?:para|pra) |e possivel |tenho que |devo |preciso |vou )?(?:fazer|faco|pedir|peco|usar)`,
    `(?:quais|que) (?:sao )?(?:as |os )?(?:opcoes|comandos|funcoes|funcionalidades|servicos|alternativas|possibilidades)`,
    `(?:qual|quais) (?:e |sao )?(?:o |os )?(?:proximo |proximos )?passos?`,
    `passo a passo`,
    `(?:estou|to) (?:perdido|perdida|confuso|confusa)`,
  ]),
  weak: phrase('help|menu|socorro|opcoes|comandos|instrucoes|tutorial|duvidas?|info|informacoes|sos|funcoes'),
  context:
    lexicon(`como funciona isso isto aqui bot numero servico site app aplicativo whatsapp contato usar uso faz
    fazem serve entendi nada direito posso fazer pedir duvida menu opcoes funcionar explicar explica melhor empresa
    negocio parada quem pedido oferta ofertas ${HOW_TO}`),
  maxContent: 0,
  negatable: true,
};

export const CANCELAR: Rule = {
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
};

export const SAUDACAO: Rule = {
  intent: 'saudacao',
  weak: phrase(
    `${GREETINGS.trim().split(/\s+/).join('|')}|tudo (?:bem|bom|certo|joia|tranquilo|ok|otimo|em ordem|na paz|beleza)|como vai|ate mais|ate logo|de nada|alguem (?:ai|on|online)`,
  ),
  context:
    lexicon(`${GREETINGS} tudo bem como vai esta estao voce voces tambem todos povo familia gracas abencoe paz
    ajuda atencao retorno paciencia informacao ofertas atendimento carinho`),
  maxContent: 0,
  negatable: false,
};
