// Default texts of the WhatsApp templates (bot_config key whatsapp_templates). Outside the 24-hour
// window only approved templates reach a user, so these bodies are what gets registered with Meta
// and what the bot sends inside the window. Placeholders are {{name}}; a line whose placeholders
// are all empty is left out, so optional fields (marca, observações...) vanish instead of showing
// "Marca: ".

/** The notices an admin edits in /gestao (bot_config whatsapp_templates). */
export type EditableTemplateKey =
  | 'novo_desejo'
  | 'oferta_recebida'
  | 'oferta_escolhida'
  | 'desejo_encerrado'
  | 'avaliacao_pedido';
/** The shop's own account messages (SHOP_ACCOUNT_TEMPLATES): fixed bodies, see there. */
export type ShopAccountTemplateKey = 'lojista_boas_vindas' | 'lojista_credenciais' | 'lojista_aprovado';
export type TemplateKey = EditableTemplateKey | ShopAccountTemplateKey;

export const EDITABLE_TEMPLATE_KEYS = [
  'novo_desejo',
  'oferta_recebida',
  'oferta_escolhida',
  'desejo_encerrado',
  'avaliacao_pedido',
] as const satisfies readonly EditableTemplateKey[];

export const TEMPLATE_VARIABLES = {
  /** To a shop: a new opportunity. `cidade` is "Cidade/UF"; `codigo` the wish's first 8 characters. */
  novo_desejo: ['produto', 'categoria', 'subcategoria', 'cidade', 'marca', 'detalhes', 'codigo'],
  /** To a customer: an offer. `valor` already formatted in BRL; `link_whatsapp` a wa.me link to the shop. */
  oferta_recebida: [
    'produto',
    'codigo',
    'loja',
    'valor',
    'pagamento',
    'entrega',
    'validade',
    'observacoes',
    'link_whatsapp',
  ],
  /** To a shop that completed its profile (enviar-boas-vindas). `plataforma` is PRODUCT_NAME. */
  lojista_boas_vindas: ['nome', 'loja', 'plataforma', 'link_painel'],
  /** To a shop enrolled by a partner: its login and temporary password (enviar-credenciais-evento). */
  lojista_credenciais: ['nome', 'loja', 'plataforma', 'email', 'senha', 'link_login'],
  /** To a shop on its first approval in /gestao/lojistas. */
  lojista_aprovado: ['nome', 'loja', 'plataforma', 'link_painel'],
  /**
   * To the shop whose offer the customer chose: `cliente` is the customer's first name (they were
   * told the shop receives their contact before choosing); `link_cliente` a wa.me link to them.
   */
  oferta_escolhida: ['produto', 'codigo', 'valor', 'cliente', 'link_cliente'],
  /** To a shop whose offer was not chosen: the customer closed the wish. */
  desejo_encerrado: ['produto', 'codigo', 'valor'],
  /** To the customer, a day after choosing an offer: how did the shop do (1 to 5). */
  avaliacao_pedido: ['produto', 'codigo', 'loja'],
} as const satisfies Record<TemplateKey, readonly string[]>;

/**
 * The quick-reply buttons registered with a template, in order (each one's payload is set per
 * message: domain/whatsapp/reply-ids.ts). Inside the window the same titles go as reply buttons.
 */
export const TEMPLATE_QUICK_REPLIES = {
  novo_desejo: ['Fazer oferta', 'Não tenho'],
  avaliacao_pedido: ['⭐ 5 - Ótimo', '⭐ 3 - Regular', 'Não quero avaliar'],
} as const satisfies Partial<Record<TemplateKey, readonly string[]>>;

/**
 * The same templates registered a second time with an IMAGE header, for notices carrying a photo
 * (the customer's with novo_desejo, the shop's with oferta_recebida): Meta refuses a send of a
 * template with an image header that brings no image, so a notice without one keeps the plain
 * template. Same body, variables and quick replies as the plain one.
 */
export const IMAGE_HEADER_TEMPLATES = {
  novo_desejo: 'novo_desejo_foto',
  oferta_recebida: 'oferta_recebida_foto',
} as const satisfies Partial<Record<EditableTemplateKey, string>>;

export type TemplateVars<K extends TemplateKey> = Partial<
  Record<(typeof TEMPLATE_VARIABLES)[K][number], string | null | undefined>
>;

export const DEFAULT_WHATSAPP_TEMPLATES: Record<EditableTemplateKey, string> = {
  novo_desejo: [
    '🛍️ *Novo desejo de cliente na sua cidade!*',
    '',
    '*Produto:* {{produto}}',
    '*Categoria:* {{categoria}}',
    '*Subcategoria:* {{subcategoria}}',
    '*Cidade:* {{cidade}}',
    '*Marca:* {{marca}}',
    '*Detalhes:* {{detalhes}}',
    '*Código:* {{codigo}}',
    '',
    'Tem esse produto? Responda aqui com o preço, a forma de pagamento e o prazo de entrega. Se não tiver, é só responder "não tenho".',
  ].join('\n'),
  oferta_recebida: [
    '🎉 *Você recebeu uma oferta!*',
    '',
    '*Seu desejo:* {{produto}} (código {{codigo}})',
    '*Loja:* {{loja}}',
    '*Preço:* {{valor}}',
    '*Pagamento:* {{pagamento}}',
    '*Entrega:* {{entrega}}',
    '*Validade:* {{validade}}',
    '*Observações:* {{observacoes}}',
    '',
    'Fale direto com a loja pelo WhatsApp: {{link_whatsapp}}',
  ].join('\n'),
  oferta_escolhida: [
    '✅ *Sua oferta foi escolhida!*',
    '',
    '*Desejo:* {{produto}} (código {{codigo}})',
    '*Sua oferta:* {{valor}}',
    '*Cliente:* {{cliente}}',
    '',
    'O cliente autorizou o contato. Fale com ele pelo WhatsApp: {{link_cliente}}',
  ].join('\n'),
  desejo_encerrado: [
    '📪 *Desejo encerrado*',
    '',
    'O cliente encerrou o desejo {{produto}} (código {{codigo}}) e desta vez não escolheu a sua oferta de {{valor}}.',
    '',
    'Obrigado por responder! Continue enviando ofertas para as próximas oportunidades.',
  ].join('\n'),
  avaliacao_pedido: [
    '⭐ *Como foi com a {{loja}}?*',
    '',
    'Ontem você escolheu a oferta da {{loja}} para {{produto}} (código {{codigo}}).',
    '',
    'Dê uma nota de 1 a 5 (5 é ótimo) e, se quiser, conte como foi. Se preferir, responda "não quero avaliar".',
  ].join('\n'),
};

/**
 * The shop's account messages, sent to its whatsapp_loja, as templates outside the 24-hour window
 * (a new shop has usually never written to the bot) and as this text inside it. Not editable in
 * /gestao, unlike the notices above: each mirrors an e-mail of api/mail/templates.ts, and the
 * credentials' body must keep its {{senha}} where the stored copy masks it.
 */
export const SHOP_ACCOUNT_TEMPLATES: Record<ShopAccountTemplateKey, string> = {
  lojista_boas_vindas: [
    '👋 Olá, {{nome}}! Boas-vindas ao {{plataforma}}.',
    '',
    'O cadastro da loja *{{loja}}* foi recebido. O cadastro é sempre gratuito.',
    '',
    'Nossa equipe analisa cada cadastro em até 48 horas. Avisaremos por aqui e por e-mail quando a loja for aprovada; a partir daí, os desejos de clientes da sua cidade chegam neste WhatsApp.',
    '',
    'Acesse sua conta: {{link_painel}}',
  ].join('\n'),
  lojista_credenciais: [
    '🔐 Olá, {{nome}}! A loja *{{loja}}* foi cadastrada no {{plataforma}}.',
    '',
    'Estes são seus dados de acesso:',
    '*E-mail:* {{email}}',
    '*Senha temporária:* {{senha}}',
    '',
    'No primeiro acesso você precisará criar uma nova senha. Não compartilhe esta senha com ninguém.',
    '',
    'Entre na sua conta: {{link_login}}',
  ].join('\n'),
  lojista_aprovado: [
    '✅ Boa notícia, {{nome}}: o cadastro da loja *{{loja}}* foi aprovado no {{plataforma}}!',
    '',
    'A partir de agora você recebe aqui os desejos dos clientes da sua cidade e das suas categorias. Responda com sua oferta e o cliente fala direto com você.',
    '',
    'Veja suas oportunidades: {{link_painel}}',
  ].join('\n'),
};

/**
 * A shop changed the price or terms of an offer the customer was already told of. Free text inside
 * the 24-hour window only: outside it the approved `oferta_recebida` template carries the new
 * terms, as it carried the first ones, so no second template needs Meta's approval. Same variables
 * as `oferta_recebida`.
 */
export const OFERTA_ATUALIZADA_TEXT = [
  '🔄 *Oferta atualizada!*',
  '',
  'A loja {{loja}} mudou a oferta que enviou para você. Vale esta:',
  '',
  '*Seu desejo:* {{produto}} (código {{codigo}})',
  '*Preço:* {{valor}}',
  '*Pagamento:* {{pagamento}}',
  '*Entrega:* {{entrega}}',
  '*Validade:* {{validade}}',
  '*Observações:* {{observacoes}}',
  '',
  'Fale direto com a loja pelo WhatsApp: {{link_whatsapp}}',
].join('\n');

const PLACEHOLDER = /\{\{\s*([a-z_]+)\s*\}\}/g;

/** Fills {{placeholders}}; drops lines whose placeholders are all empty or unknown. */
export function renderTemplate(template: string, vars: Record<string, string | null | undefined>): string {
  const lines: string[] = [];
  for (const line of template.split('\n')) {
    const names = [...line.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '');
    const value = (name: string) => vars[name]?.trim() ?? '';
    if (names.length > 0 && names.every((name) => value(name) === '')) continue;
    lines.push(line.replace(PLACEHOLDER, (_, name: string) => value(name)));
  }
  return lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
