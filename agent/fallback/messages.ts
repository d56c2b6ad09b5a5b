import { saoPauloFormat } from '#domain/dates.ts';
import { formatBRLText } from '#domain/ofertas/money.ts';
import type { CategoryOption, WishData } from './state.ts';

// The guided questionnaire's words: short, WhatsApp-sized, Brazilian Portuguese.

export const MODO_SIMPLIFICADO = 'Estou em modo simplificado no momento, mas sigo te atendendo por aqui.';

/**
 * Said before every way of choosing an offer (the numbered confirmation, the "Ver ofertas" list,
 * whose row closes the wish at once): the chosen shop is sent the customer's first name and
 * WhatsApp (api/notifications outcome notices), so the customer hears it before choosing.
 */
export const CONTATO_LOJA =
  'Ao escolher uma oferta, a loja escolhida recebe seu primeiro nome e seu WhatsApp para combinar a compra com você.';

export const CLIENTE = {
  boasVindas: (nome: string | null) =>
    `Olá${nome ? `, ${nome}` : ''}! Eu te ajudo a encontrar lojas da sua cidade. *Qual é o seu desejo?* Diga o produto que você quer comprar (ex.: geladeira frost free).`,
  perguntaProduto: '*Qual é o seu desejo?* Diga o produto que você quer comprar (ex.: geladeira frost free).',
  perguntaProdutoCom: (cidade: string) =>
    `Anotado: *${cidade}*. *Qual é o seu desejo?* Diga o produto que você quer comprar (ex.: geladeira frost free).`,
  naoEntendi: (pergunta: string) => `Desculpe, não entendi. ${pergunta}`,
  perguntaCidade: (produto: string) =>
    `Anotado: *${produto}*. Em qual cidade você quer comprar? Envie a cidade e o estado, ex.: Campinas SP.`,
  perguntaCidadeDeNovo: 'Em qual cidade você quer comprar? Envie a cidade e o estado, ex.: Campinas SP.',
  cidadeNaoEncontrada: (cidade: string) =>
    `Não encontrei a cidade "${cidade}". Confira o nome e envie com a sigla do estado, ex.: Campinas SP.`,
  cidadeNaoAtendida: (cidade: string) =>
    `Ainda não atendemos ${cidade}. Quer tentar outra cidade? Envie a cidade e o estado.`,
  qualUf: (cidade: string, ufs: string[]) =>
    `Encontrei ${cidade} em mais de um estado (${ufs.join(', ')}). Qual é a sigla do estado?`,
  perguntaCategoria: (opcoes: CategoryOption[]) =>
    [
      'Qual destas categorias combina com o seu desejo? Responda com o número:',
      ...opcoes.map((o, i) => `${i + 1}. ${optionLabel(o)}`),
      '0. Outra (ver todas as categorias)',
    ].join('\n'),
  perguntaTodas: (categorias: string[]) =>
    ['Escolha a categoria pelo número:', ...categorias.map((c, i) => `${i + 1}. ${c}`)].join('\n'),
  escolhaNumero: (max: number) => `Responda só com o número da opção (de 0 a ${max}).`,
  escolhaNumeroDe1: (max: number) => `Responda só com o número da opção (de 1 a ${max}).`,
  perguntaMarca: 'Qual é a marca que você prefere? Se tanto faz, responda "qualquer".',
  perguntaDetalhes:
    'Quais detalhes as lojas devem saber (tamanho, cor, modelo)? Se nenhum, responda "nenhum".',
  resumo: (d: WishData) =>
    [
      '*Resumo do seu desejo*',
      `Produto: ${d.produto}`,
      `Cidade: ${d.cidade}/${d.uf}`,
      ...(d.marca ? [`Marca: ${d.marca}`] : []),
      ...(d.caracteristicas ? [`Detalhes: ${d.caracteristicas}`] : []),
      ...(d.link ? [`Link: ${d.link}`] : []),
      `Categoria: ${optionLabel({ categoria: d.categoria ?? '', subcategoria: d.subcategoria ?? null })}`,
      '',
      'Posso enviar para as lojas? Responda *sim* para enviar ou *corrigir* para mudar algo.',
    ].join('\n'),
  simOuNao: 'Responda "sim" para enviar às lojas ou "corrigir" para mudar algo.',
  anotadoDetalhe: (detalhe: string) => `Anotei nos detalhes: "${detalhe}".`,
  perguntaAlterar:
    'O que você quer corrigir? Responda com o número ou escreva a correção (ex.: "a cidade é Niterói"):\n1. Produto\n2. Cidade\n3. Marca\n4. Detalhes\n5. Categoria\nOu "cancelar" para desistir deste desejo.',
  enviado: (n: number, codigo: string, cidade: string) =>
    n > 0
      ? `Pronto! Seu desejo foi enviado para ${n} ${n === 1 ? 'loja' : 'lojas'} de ${cidade}. Código: *${codigo}*.\nAs ofertas chegam aqui nesta conversa. Envie "ofertas" para vê-las e "já comprei" quando resolver.`
      : `Seu desejo foi registrado (código *${codigo}*), mas por enquanto nenhuma loja de ${cidade} atende essa categoria: 0 lojas receberam. Ele fica guardado e ajuda a trazer lojas para a sua cidade.`,
  erroEnvio: (erro: string) => `Não consegui enviar: ${erro}`,
  recomecar: 'Tudo bem, vamos recomeçar. *Qual é o seu desejo?*',
  ajuda:
    'Eu encontro lojas da sua cidade para o que você quer comprar. Diga o produto e a cidade numa mensagem só (ex.: "geladeira frost free em Campinas SP"): eu mostro um resumo e, com o seu "sim", envio às lojas. As ofertas chegam aqui.\nVocê também pode escrever "ofertas" para ver as ofertas recebidas, "já comprei" para encerrar um desejo, "recomeçar", "meus dados" ou "apagar meus dados".',
  atendente: (site: string) =>
    `Por enquanto eu não consigo te passar para uma pessoa por aqui. Para falar com a nossa equipe, acesse ${site}/contato. Enquanto isso, sigo te ajudando a encontrar lojas: é só me dizer o produto e a cidade.`,
  ola: 'Olá! 😊',
  cancelado: 'Tudo bem, desisti deste desejo. Quando quiser, me diga o produto e a cidade.',
  semOfertas: (produto: string, codigo: string) =>
    `Ainda não chegaram ofertas para *${produto}* (código ${codigo}). Assim que uma loja responder, você recebe aqui.`,
  confirmarFechar: (produto: string, codigo: string) =>
    `Encerrar o desejo *${produto}* (código ${codigo})? As lojas deixam de recebê-lo. (sim/não)`,
  confirmarFecharComOfertas: (produto: string, codigo: string, lojas: string[]) =>
    [
      `Encerrar o desejo *${produto}* (código ${codigo})? Se escolheu uma das ofertas, responda o número dela:`,
      ...lojas.map((loja, i) => `${i + 1}. ${loja}`),
      CONTATO_LOJA,
      'Ou "sim" para só encerrar, "não" para mantê-lo aberto.',
    ].join('\n'),
  fechado: (codigo: string) => `Desejo ${codigo} encerrado. Obrigado por usar o nosso serviço!`,
  naoFechado: 'Tudo bem, o desejo continua aberto.',
  simOuNaoFechar: 'Responda "sim" para encerrar o desejo ou "não" para mantê-lo aberto.',
  continuar: 'Continuando:',
};

const dateFormat = saoPauloFormat();
const dateBR = (iso: string) => dateFormat.format(new Date(iso));

/** LGPD: "meus dados" and "apagar meus dados". */
export const PRIVACIDADE = {
  resumo: (d: {
    nome: string | null;
    conversa_desde: string | null;
    mensagens: number;
    desejos: number;
    desejos_abertos: number;
    ofertas_recebidas: number;
    ultimos_desejos: { codigo: string; produto: string; cidade: string; status: string }[];
  }) =>
    [
      '*Os dados que guardamos sobre você*',
      ...(d.nome ? [`Nome: ${d.nome}`] : []),
      ...(d.conversa_desde ? [`Conversa desde: ${dateBR(d.conversa_desde)}`] : []),
      `Mensagens: ${d.mensagens}`,
      `Desejos: ${d.desejos} (${d.desejos_abertos} ${d.desejos_abertos === 1 ? 'aberto' : 'abertos'})`,
      `Ofertas recebidas: ${d.ofertas_recebidas}`,
      ...(d.ultimos_desejos.length > 0
        ? [
            'Últimos desejos:',
            ...d.ultimos_desejos.map((w) => `• ${w.codigo}: ${w.produto} (${w.cidade}), ${w.status}`),
          ]
        : []),
      '',
      'Para apagar tudo, envie "apagar meus dados".',
    ].join('\n'),
  confirmar:
    'Quer mesmo apagar seus dados? Suas conversas e mensagens com a gente serão apagadas, seus desejos abertos serão encerrados e todos ficam sem nome e telefone (só cidade, categoria e produto, como estatística). Responda "sim" para apagar ou "não" para manter.',
  apagado:
    'Pronto! Seus dados foram apagados: seus desejos ficaram anônimos e esta conversa será apagada em instantes. Se quiser usar o serviço de novo, é só mandar uma mensagem.',
  mantido: 'Tudo bem, nada foi apagado.',
  simOuNao: 'Responda "sim" para apagar seus dados ou "não" para mantê-los.',
  erro: (erro: string) => `Não consegui concluir: ${erro}`,
};

export function optionLabel(o: CategoryOption): string {
  return o.subcategoria ? `${o.categoria} › ${o.subcategoria}` : o.categoria;
}

export type OfferLine = {
  loja: string;
  valor: string;
  pagamento?: string | null;
  entrega?: string | null;
  validade?: string | null;
  observacoes?: string | null;
  link_whatsapp: string;
};

export function offersList(produto: string, codigo: string, ofertas: OfferLine[]): string {
  const lines = ofertas.map((o, i) =>
    [
      `${i + 1}. *${o.loja}*: ${o.valor}`,
      ...[o.pagamento && `Pagamento: ${o.pagamento}`, o.entrega && `Entrega: ${o.entrega}`]
        .concat(o.validade ? [`Validade: ${o.validade}`] : [])
        .concat(o.observacoes ? [`Obs.: ${o.observacoes}`] : [])
        .filter(Boolean)
        .map((l) => `   ${l}`),
      `   Falar com a loja: ${o.link_whatsapp}`,
    ].join('\n'),
  );
  return [`Ofertas para *${produto}* (código ${codigo}), da mais barata:`, ...lines, CONTATO_LOJA].join('\n');
}

export const LOJA = {
  formato:
    'Para enviar uma oferta, responda com o preço e, se quiser, a forma de pagamento e o prazo de entrega. Ex.: "tenho, R$ 1.200 no pix, entrego amanhã". Se não tiver o produto, responda "não tenho".',
  semOportunidades: 'Você não tem oportunidades abertas no momento.',
  qualOportunidade: (itens: { codigo: string; produto: string }[]) =>
    [
      'Para qual destas oportunidades é a oferta? Responda com o número ou o código:',
      ...itens.map((o, i) => `${i + 1}. ${o.produto} (código ${o.codigo})`),
    ].join('\n'),
  oportunidades: (itens: { codigo: string; produto: string; cidade: string }[], total: number) =>
    itens.length === 0
      ? 'Você não tem oportunidades novas no momento.'
      : [
          `Suas oportunidades novas (${total}):`,
          ...itens.map((o) => `• ${o.codigo}: ${o.produto} (${o.cidade})`),
        ].join('\n'),
  precoInvalido: 'Não entendi o preço. Envie só o valor, ex.: R$ 1.200,50 ou 1200.',
  perguntaValor: 'Qual é o preço? Ex.: R$ 1.200,50',
  ofertaPara: (codigo: string, produto?: string) =>
    `Vamos montar a sua oferta${produto ? ` para *${produto}*` : ''} (código ${codigo}).`,
  resumo: (o: {
    codigo: string;
    produto?: string;
    valorCentavos: number;
    pagamento?: string;
    entrega?: string;
    validade?: string;
    observacoes?: string;
  }) =>
    [
      `*Confirma a oferta${o.produto ? ` para ${o.produto}` : ''}?* (código ${o.codigo})`,
      `Preço: ${formatBRLText(o.valorCentavos)}`,
      `Pagamento: ${o.pagamento}`,
      `Entrega: ${o.entrega}`,
      `Validade: ${o.validade ?? '1 dia'}`,
      ...(o.observacoes ? [`Observações: ${o.observacoes}`] : []),
      '',
      'Responda "sim" para enviar ou "não" para cancelar.',
    ].join('\n'),
  simOuNao: 'Responda "sim" para enviar a oferta ou "não" para cancelar.',
  enviada: (valor: string, produto: string) =>
    `Oferta enviada com sucesso! O cliente já recebe sua oferta de ${valor} para ${produto}.`,
  naoEnviada: (erro: string) => `Oferta não enviada: ${erro}`,
  cancelada: 'Tudo bem, a oferta não foi enviada.',
  nadaArquivado: 'Tudo bem, nada foi arquivado.',
  arquivada: (codigo: string) =>
    `Certo, a oportunidade ${codigo} foi arquivada (não tenho o produto). Você pode retomá-la no painel.`,
  naoArquivada: (erro: string) => `Não consegui arquivar: ${erro}`,
  qualCodigoRecusa: (codigos: string[]) =>
    `Qual oportunidade você não tem? Responda com o código: ${codigos.join(', ')}.`,
  nenhumaParaRecusar: 'Você não tem oportunidades novas para recusar.',
};
