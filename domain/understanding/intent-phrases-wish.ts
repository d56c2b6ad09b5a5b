import { lexicon } from './gibberish.ts';
import {
  DET,
  gap,
  OFFERS,
  ORDINAL,
  PICK,
  PRICE,
  phrase,
  RELATIVE,
  type Rule,
  SHOP_DID,
  SHOPS,
} from './intent-words.ts';

// The intents about a wish already sent: close it (bought, got it, gave up, with or without a reason)
// or see what the shops answered (the offers, or the price they asked).

// Asking to stop, bare: a reason beside it makes it a close ("cancela, ficou caro"), alone it restarts.
const STOP =
  'cancela|cancelar|cancele|cancelem|encerra|encerrar|encerre|finaliza|finalizar|pode parar|parar|pare|parem|suspende|suspender|interrompe|interromper';
// Reasons that close a wish only beside a request to stop: "tá caro" alone is a reaction to offers.
const SOFT_REASON =
  'caro|caros|caras|(?:esta|muito|mais|meio|bem) cara|dinheiro|grana|condicoes|condicao|apertad[oa]|salgado|depois|mais tarde|outra hora|outro dia|mais (?:para|pra) frente|no momento|por enquanto|esperar|adiar|imprevisto|sem tempo';
// Someone else got it: "ganhei um", "minha irmã me deu um de presente", "meu marido já comprou".
// "quero comprar um de presente" is a wish, and "a loja já me passou" an offer: past tenses only.
const GOT_IT =
  'deu|deram|comprou|compraram|arrumou|arrumaram|emprestou|emprestaram|trouxe|trouxeram|conseguiu|conseguiram|doou|doaram|vendeu|resolveu|resolveram';
// "minha irmã", "meu marido": with the possessive, so "amigo, deu quanto?" stays a vocative.
const SOMEONE = `(?:meu|minha|meus|minhas|o meu|a minha|um|uma) (?:${RELATIVE})`;

// After a price, who gave it: "o preço (da geladeira) que me passaram", "os valores que as lojas mandaram".
const GIVEN = `(?: d[aoe]s?(?: [^ ]+){1,3}?)? (?:que |q )?(?:(?:me|nos|eles|elas|voces|eu|a|as|o|os|ja|${SHOPS})\\s){0,3}(?:${SHOP_DID})`;

export const ENCERRAR: Rule = {
  intent: 'encerrar',
  strong: phrase([
    `(?:ja )?(?:comprei|compramos|adquiri)`,
    `consegui(?: comprar| achar| encontrar| resolver)?`,
    `ja (?:achei|encontrei|resolvi|arrumei|garanti|ganhei|tenho|fechei)`,
    `(?:achei|encontrei|arrumei|consegui) (?:em outro lugar|outro|outra|em outra loja|mais barato|na internet|online|um|uma)`,
    `resolvi`,
    `(?:tudo |problema |ja |esta |foi )?resolvido`,
    `(?:encerrar|encerra|encerre|finalizar|finaliza|finalize|concluir|conclui|arquivar|arquiva|fechar|fecha|feche|cancelar|cancela|cancele|excluir|exclui|apagar|apaga|remover|remove|tirar|tira|pode parar|parar|pare|parem|suspender|suspende|pausar|pausa|interromper|interrompe) ${DET}(?:pedidos?|desejos?|solicitacao|busca|procura|pesquisa|chamado|orcamento|cotacao|compra|protocolo|anuncio|atendimento|conversa)`,
    `(?:nao|nem|ja nao) (?:preciso|quero|necessito|procuro|vou querer|vou precisar|tenho interesse|tenho mais interesse|precisa|precisam|precisa procurar|precisam procurar) mais`,
    `(?:nao|nem) (?:precisa|precisam) (?:mais )?(?:procurar|buscar|correr atras)`,
    `ja nao (?:preciso|quero)`,
    `nao vou (?:mais )?(?:comprar|querer|precisar)`,
    `(?:perdi o|sem|nao tenho mais) interesse`,
    `desisti`,
    `desisto`,
    `vou desistir`,
    `mudei de ideia`,
    `(?:pode )?parar? de (?:procurar|buscar)`,
    `ganhei(?: (?:um|uma|o|a|outro|outra))?(?: de presente)?`,
    `(?:me |nos )?(?:${GOT_IT}) (?:(?:um|uma|o|a|outro|outra|o dele|a dela|o deles|pra mim|para mim)\\s){0,2}de presente`,
    `${SOMEONE} (?:(?:ja|tambem|ai)\\s){0,2}(?:me |nos )?(?:${GOT_IT})`,
    `${SOMEONE} (?:ja |tambem )?(?:vai (?:me|nos)|acabou de(?: me| nos)?) (?:dar|comprar|arrumar|emprestar|trazer)`,
    `${SOMEONE} (?:(?:ja|tambem)\\s)?(?:tem|tinha) (?:um |uma )?sobrando`,
    `(?:${STOP})${gap(6)}(?:${SOFT_REASON})`,
    `(?:${SOFT_REASON})${gap(6)}(?:${STOP})`,
    `(?:${PICK}) (?:com |pela |pelo |por )?(?:a |o )?(?:oferta|proposta|opcao|numero) ?(?:${ORDINAL})`,
    `(?:${PICK}) (?:com |pela |pelo )(?:a |o )?(?:${ORDINAL}|loja|da|do)`,
    `(?:fechei|fechado|fecho|fechamos|vou fechar) (?:com|na|no|negocio)`,
  ]),
  weak: phrase('encerrar|encerra|encerre|finalizar|finaliza|fechar|fecha|concluir|arquivar'),
  context:
    lexicon(`pedido desejo solicitacao busca procura pesquisa compra ajuda atencao outro outra lugar loja lojas
    internet online site interesse comprar ficar fico resolvido pessoalmente fisica presencial consegui achei
    encontrei barato perto oferta proposta opcao numero primeira segunda terceira quarta quinta ultima obrigada
    agradeco agradecer cancela cancelar cancele encerra encerrar finaliza pode parar pare procurar buscar procurando
    buscando presente usado usada dele dela deles emprestado emprestada ${RELATIVE.replace(/\|/g, ' ')}`),
  maxContent: 4,
  negatable: true,
  unless:
    lexicon(`defeito quebrado quebrada quebrou estragou estragado problema trocar troca devolver devolucao
    garantia reclamacao`),
};

export const VER_OFERTAS: Rule = {
  intent: 'ver_ofertas',
  strong: phrase([
    `(?:ver|vejo|olhar|conferir|consultar|checar|acompanhar|mostra|mostrar|mostre|manda|mandar|mande|passa|passar|envia|enviar|lista|listar) (?:me )?(?:as |os |a |o )?(?:minhas |meus |minha |meu )?(?:ofertas?|propostas?|orcamentos|respostas|cotacoes)`,
    `(?:quais|que|qual|quantas|quantos) (?:sao |foram |e |foi )?(?:as |os |a |o )?(?:minhas |meus |melhores |melhor )?(?:ofertas?|propostas?|orcamentos|respostas|cotacoes)`,
    `(?:chegou|chegaram|veio|vieram|tem|teve|tenho|ha|recebi|recebeu|apareceu|apareceram|saiu|mandaram|enviaram|deram|surgiu) (?:(?:ja|alguma|algum|as|os|a|o|uma|um|minhas?|meus?|mais|novas?|novos?|nenhuma|nenhum|me|ai|agora|hoje|ainda)\\s){0,3}(?:${OFFERS}|algo|alguma coisa)`,
    `(?:alguem|alguma loja|algum vendedor|alguma empresa|as lojas|a loja|lojas|loja|ninguem|nenhuma loja|o pessoal|os vendedores|vendedor|algum lojista|os lojistas|lojistas?) (?:(?:ja|ainda|me|nao|te)\\s){0,2}(?:respondeu|responderam|mandou|mandaram|enviou|enviaram|retornou|retornaram|deu retorno|deram retorno|ofereceu|ofereceram|se interessou|se interessaram|falou|falaram|apareceu|chamou|entrou em contato|passou|passaram|cobrou|cobraram|pediu|pediram|informou|informaram|disse|disseram|deu|deram|cotou|cotaram)`,
    `cade (?:as |os |a |o |minhas |meus |minha |meu )?(?:${OFFERS}|lojas?)`,
    // The price the shops asked: "quanto as lojas pediram", "pediram quanto?", "ficou em quanto?".
    `(?:por )?quanto (?:que )?(?:(?:a|as|o|os|essa|essas|cada|me|nos|te|ai|${SHOPS})\\s){0,3}(?:[^ ]+\\s)?(?:${SHOP_DID})`,
    `(?:${SHOP_DID}) (?:(?:por|em|o|a|os|as|me|nos|pra mim|para mim|mais ou menos|no final)\\s){0,2}quanto`,
    // "qual foi o preço que me passaram", "qual o menor valor", "quais os valores que vieram".
    `(?:qual|quais|que) (?:(?:foi|foram|e|sao|era|eram|seria|ficou|saiu)\\s)?(?:o |a |os |as )?(?:(?:melhor|melhores|menor|menores|maior|maiores|ultimo|ultima|novo|nova|primeiro|primeira)\\s)?(?:${PRICE})(?:${GIVEN})?`,
    `(?:${PRICE})${GIVEN}`,
    `(?:${PRICE}) (?:recebid|mandad|enviad|passad|oferecid)[oa]s?`,
    `qual (?:(?:foi|e|ficou|saiu|era|deu)\\s)?(?:o |a )?(?:mais barat[oa]|mais em conta|em conta|mais caro|mais cara)`,
    `(?:qual|que) (?:loja|lojista|vendedor|empresa) (?:${SHOP_DID})`,
    `(?:nada|nenhuma|nenhum) (?:ainda|ate agora|por enquanto)`,
    `ainda nada`,
    `(?:alguma|algum|nova|novas) (?:novidades?|retorno|resposta|noticia)`,
    `(?:minhas|meus) (?:ofertas|propostas|orcamentos|respostas|cotacoes)`,
  ]),
  // "quanto custa?" asks the price of the wish; "quanto custa uma geladeira?" is a wish.
  weak: phrase(
    `(?:${OFFERS})(?: \\d{1,2})?|cade|quanto(?: que)?(?: (?:e|esta|custa|fica|sai|vai ser|vai sair|vai custar|vai ficar|ficaria|sairia|custaria))?`,
  ),
  context:
    lexicon(`${OFFERS.replace(/[?|]/g, ' ')} oferta proposta orcamento resposta preco retorno novidade pedido desejo
    solicitacao busca procura pesquisa chegou chegaram veio vieram recebi recebeu recebidas recebidos lojas loja lojista
    lojistas vendedor vendedores respondeu responderam nenhuma nenhum ninguem mandaram mandou ate ficou semana dias
    mensagem vejo horas hora tempo demora demorando esperando aguardando mostra mostrar manda passa envia olhar conferir consultar
    quantas quantos sobre aquela pedi melhor melhores nova novas novo novos algo coisa final fala diz dizer falar
    barato barata caro cara conta menor maior total afinal mim eles elas`),
  maxContent: 3,
  negatable: false,
  takesProduct: true,
};
