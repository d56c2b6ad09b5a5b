import { describe, expect, it } from 'vitest';
import { DEFAULT_BOT_FUNCTIONS, toolNames } from './bot-functions.ts';

// Until the tools' parameters were generated from their zod schemas, bot_functions' defaults were
// written by hand in prompts/bot-functions.ts. Below is that list as it was, copied once: the
// model must keep reading the same tool descriptions and JSON Schemas, to the character, and
// /gestao must keep showing the same default text.

const codigoDesejo = {
  type: 'string',
  description:
    'Código do desejo: os 8 primeiros caracteres do id (como aparece nas mensagens) ou o id completo.',
  minLength: 8,
};

// The self-service tools (issue 21) came after that list; their schemas are written here the same
// way, so a change to what the model reads is a deliberate one.
const receber = {
  type: 'object',
  properties: {
    receber: {
      type: 'boolean',
      description:
        'false: parar as mensagens que nós iniciamos (pedido de "PARAR", "SAIR", "STOP", "não quero mais receber mensagens"); true: voltar a recebê-las ("VOLTAR", "quero voltar a receber").',
    },
  },
  required: ['receber'],
  additionalProperties: false,
};

function tool(name: string, description: string, parameters: object, tablesConsulted: string[]) {
  return {
    id: name,
    name,
    description,
    parameters: JSON.stringify(parameters, null, 2),
    active: true,
    tables_consulted: tablesConsulted,
  };
}

// Human takeover (issue 21): both audiences' chamar_atendente take the same optional reason.
const humanToolParameters = {
  type: 'object',
  properties: {
    motivo: {
      type: 'string',
      description: 'Em poucas palavras, por que a pessoa quer falar com alguém da equipe (opcional).',
    },
  },
  additionalProperties: false,
};

const HAND_WRITTEN = [
  tool(
    'listar_categorias',
    'Lista as categorias e subcategorias de produtos atendidas pelas lojas. Use antes de criar um desejo para classificá-lo: escolha exatamente uma categoria e uma subcategoria desta lista, com os nomes escritos como vieram.',
    {
      type: 'object',
      properties: {
        busca: {
          type: 'string',
          description: 'Opcional: palavra para filtrar categorias e subcategorias (ex.: "geladeira").',
        },
      },
      additionalProperties: false,
    },
    ['categorias', 'subcategorias'],
  ),
  tool(
    'criar_desejo',
    'Salva o desejo do cliente. Chame somente depois que o cliente confirmou o resumo. A cidade precisa ser atendida; se não for, a ferramenta devolve um erro para explicar ao cliente. Devolve o código do desejo. Não avisa as lojas: em seguida chame notificar_lojistas.',
    {
      type: 'object',
      properties: {
        produto_desejado: {
          type: 'string',
          description: 'O produto que o cliente quer, com as palavras dele.',
        },
        cidade: { type: 'string', description: 'Cidade onde o cliente quer comprar.' },
        estado: { type: 'string', description: 'Sigla do estado (UF), ex.: SP.', pattern: '^[A-Za-z]{2}$' },
        categoria: {
          type: 'string',
          description: 'Categoria escolhida em listar_categorias, exatamente como veio.',
        },
        subcategoria: {
          type: 'string',
          description: 'Subcategoria escolhida em listar_categorias, exatamente como veio.',
        },
        marca: { type: 'string', description: 'Marca preferida, se o cliente informou.' },
        caracteristicas: {
          type: 'string',
          description: 'Características desejadas (modelo, tamanho, cor, voltagem...), se informadas.',
        },
        link_produto: { type: 'string', description: 'Link de referência do produto, se o cliente enviou.' },
        nome_cliente: {
          type: 'string',
          description: 'Nome do cliente, se ele disse um diferente do nome do perfil do WhatsApp.',
        },
      },
      required: ['produto_desejado', 'cidade', 'estado', 'categoria'],
      additionalProperties: false,
    },
    ['desejos', 'cidades', 'estados', 'categorias', 'subcategorias'],
  ),
  tool(
    'notificar_lojistas',
    'Encontra as lojas aprovadas da cidade e da categoria do desejo e envia a oportunidade a cada uma. Devolve quantas lojas foram avisadas (pode ser zero): informe ao cliente exatamente esse número.',
    {
      type: 'object',
      properties: { codigo_desejo: codigoDesejo },
      required: ['codigo_desejo'],
      additionalProperties: false,
    },
    ['desejos', 'lojistas', 'lojista_categorias', 'matches'],
  ),
  tool(
    'registrar_oferta',
    'Registra a oferta da loja que está conversando para uma oportunidade, com as mesmas regras de plano do painel. Chame somente depois que a loja confirmou o resumo. Se o plano não permitir, devolve a mensagem de bloqueio com o link de assinatura para repassar à loja. O cliente recebe a oferta automaticamente. A loja tem uma oferta por oportunidade: chamar de novo com outro preço ou condições atualiza a oferta e o cliente é avisado; com os mesmos dados nada muda.',
    {
      type: 'object',
      properties: {
        codigo_desejo: codigoDesejo,
        valor: {
          type: 'number',
          description: 'Preço em reais, ex.: 1200.5 para R$ 1.200,50.',
          exclusiveMinimum: 0,
        },
        condicoes_pagamento: {
          type: 'string',
          description: 'Condições de pagamento, ex.: "à vista no Pix ou 10x sem juros".',
        },
        prazo_entrega: {
          type: 'string',
          description: 'Prazo de entrega, ex.: "amanhã" ou "retirada na loja".',
        },
        validade: { type: 'string', description: 'Validade da oferta, ex.: "1 dia", "3 dias", "10 dias".' },
        observacoes: {
          type: 'string',
          description: 'Observações da loja (cor, garantia, estado do produto...).',
        },
      },
      required: ['codigo_desejo', 'valor', 'condicoes_pagamento', 'prazo_entrega'],
      additionalProperties: false,
    },
    ['matches', 'desejos', 'ofertas', 'lojista_planos', 'lojista_ofertas_historico'],
  ),
  tool(
    'listar_ofertas',
    'Lista as ofertas recebidas por um desejo do cliente, da mais barata para a mais cara, com loja, preço, pagamento, entrega, validade, observações e link do WhatsApp da loja. Sem código, usa o desejo aberto mais recente do cliente.',
    {
      type: 'object',
      properties: {
        codigo_desejo: { ...codigoDesejo, description: `Opcional. ${codigoDesejo.description}` },
      },
      additionalProperties: false,
    },
    ['desejos', 'ofertas', 'lojistas'],
  ),
  tool(
    'fechar_desejo',
    'Encerra um desejo do cliente quando ele já comprou, escolheu uma oferta ou desistiu. As lojas que ainda não fizeram oferta deixam de vê-lo; a loja da oferta escolhida recebe o primeiro nome e o WhatsApp do cliente, e as outras lojas com oferta são avisadas de que o desejo foi encerrado. Confirme com o cliente antes de chamar, dizendo que a loja escolhida vai receber o contato dele.',
    {
      type: 'object',
      properties: {
        codigo_desejo: codigoDesejo,
        oferta_id: {
          type: 'string',
          description: 'Opcional: id da oferta escolhida, como veio em listar_ofertas.',
        },
      },
      required: ['codigo_desejo'],
      additionalProperties: false,
    },
    ['desejos', 'matches', 'ofertas'],
  ),
  tool(
    'meus_dados',
    'Resume os dados que guardamos do cliente (LGPD): nome, desde quando conversa, quantas mensagens, desejos e ofertas recebidas, e os últimos desejos. Use quando o cliente perguntar que dados temos dele.',
    { type: 'object', properties: {}, additionalProperties: false },
    ['whatsapp_conversations', 'whatsapp_messages', 'desejos', 'ofertas'],
  ),
  tool(
    'apagar_meus_dados',
    'Apaga os dados do cliente a pedido dele (LGPD): as conversas e mensagens são apagadas e os desejos ficam anônimos (sem nome e telefone). Primeiro pergunte se ele confirma; chame com confirmado=true somente depois do "sim". Sem a confirmação, a ferramenta não apaga nada.',
    {
      type: 'object',
      properties: {
        confirmado: {
          type: 'boolean',
          description: 'true somente depois que o cliente confirmou que quer apagar os dados.',
        },
      },
      additionalProperties: false,
    },
    ['whatsapp_conversations', 'whatsapp_messages', 'desejos', 'matches'],
  ),
  tool(
    'listar_oportunidades',
    'Lista as oportunidades da loja que está conversando: por padrão as novas, ainda sem oferta, com código, produto, categoria, cidade, marca e detalhes. Use para descobrir a que desejo a loja está respondendo.',
    {
      type: 'object',
      properties: {
        situacao: {
          type: 'string',
          enum: ['novas', 'enviadas'],
          description: 'novas: sem oferta da loja (padrão); enviadas: já com oferta da loja.',
        },
      },
      additionalProperties: false,
    },
    ['matches', 'desejos', 'ofertas', 'lojistas'],
  ),
  tool(
    'recusar_oportunidade',
    'Arquiva uma oportunidade que a loja não vai atender, registrando o motivo. A loja pode retomá-la depois no painel.',
    {
      type: 'object',
      properties: {
        codigo_desejo: codigoDesejo,
        motivo: {
          type: 'string',
          enum: ['nao_tenho_produto', 'nao_vendo_tipo', 'outros'],
          description:
            'nao_tenho_produto: não tem o produto agora; nao_vendo_tipo: não trabalha com esse tipo de produto; outros: outro motivo.',
        },
        observacoes: {
          type: 'string',
          description: 'Explicação da loja, principalmente quando o motivo é outros.',
        },
      },
      required: ['codigo_desejo', 'motivo'],
      additionalProperties: false,
    },
    ['matches', 'match_desistencias'],
  ),
  tool(
    'chamar_atendente',
    'Passa a conversa para uma pessoa da equipe. Use SOMENTE quando o cliente pedir para falar com um atendente, humano ou pessoa de verdade (ex.: "quero falar com um atendente", "me passa pra uma pessoa"). Não use para pedidos de produto como "quero um atendente de loja pra me ajudar a escolher". Depois de chamar, o bot para de responder nesta conversa.',
    humanToolParameters,
    ['whatsapp_conversations'],
  ),
  tool(
    'chamar_atendente_loja',
    'Passa a conversa para uma pessoa da equipe. Use SOMENTE quando a loja pedir para falar com um atendente, humano ou alguém da equipe. Depois de chamar, o bot para de responder nesta conversa.',
    humanToolParameters,
    ['whatsapp_conversations'],
  ),
  tool(
    'receber_mensagens',
    'Para ou retoma as mensagens que nós iniciamos para este cliente (avisos de ofertas fora da conversa). Use receber=false quando ele pedir para parar de receber mensagens ("PARAR", "SAIR", "STOP", "cancelar mensagens") e receber=true quando pedir para voltar ("VOLTAR"). Não use para cancelar um desejo.',
    receber,
    ['whatsapp_opt_outs'],
  ),
  tool(
    'pausar_oportunidades',
    'Pausa ou retoma o envio de novas oportunidades para a loja que está conversando. Use pausar=true quando a loja pedir para pausar ou parar de receber pedidos (ex.: "pausar", "não quero receber mais pedidos por enquanto") e pausar=false quando pedir para voltar ("voltar", "reativar", "pode voltar a mandar").',
    {
      type: 'object',
      properties: {
        pausar: {
          type: 'boolean',
          description: 'true: pausar (a loja deixa de receber novas oportunidades); false: voltar a receber.',
        },
      },
      required: ['pausar'],
      additionalProperties: false,
    },
    ['lojistas'],
  ),
  tool(
    'meu_plano',
    'Mostra o plano da loja que está conversando: nome do plano, limite de ofertas por dia (null = ilimitado), ofertas feitas hoje, quantas ainda pode fazer hoje e se pode ofertar agora. Use quando a loja perguntar pelo plano, pelo limite ou por quantas ofertas ainda pode fazer.',
    { type: 'object', properties: {}, additionalProperties: false },
    ['lojista_planos'],
  ),
  tool(
    'receber_mensagens_loja',
    'Para ou retoma as mensagens que nós iniciamos para esta loja (avisos de novas oportunidades; parada, ela também não recebe novas oportunidades). Use receber=false quando a loja pedir para parar de receber mensagens ("PARAR", "SAIR", "STOP") e receber=true quando pedir para voltar a receber mensagens. Para só pausar as oportunidades, use pausar_oportunidades.',
    receber,
    ['whatsapp_opt_outs'],
  ),
];

describe('default bot_functions', () => {
  it('are generated with the descriptions, JSON Schemas (as text, to the character) and tables once written by hand', () => {
    const byName = (list: readonly { name: string }[]) =>
      [...list].sort((a, b) => a.name.localeCompare(b.name));
    expect(byName(DEFAULT_BOT_FUNCTIONS)).toEqual(byName(HAND_WRITTEN));
  });

  it("take each tool's audience from its definition, in the order the tools were offered", () => {
    expect(toolNames('cliente')).toEqual([
      'listar_categorias',
      'criar_desejo',
      'notificar_lojistas',
      'listar_ofertas',
      'fechar_desejo',
      'meus_dados',
      'apagar_meus_dados',
      'chamar_atendente',
      'receber_mensagens',
    ]);
    expect(toolNames('lojista')).toEqual([
      'listar_oportunidades',
      'registrar_oferta',
      'recusar_oportunidade',
      'chamar_atendente_loja',
      'pausar_oportunidades',
      'meu_plano',
      'receber_mensagens_loja',
    ]);
  });
});
