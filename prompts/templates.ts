// Default texts of the WhatsApp templates (bot_config key whatsapp_templates). Outside the 24-hour
// window only approved templates reach a user, so these bodies are what gets registered with Meta
// and what the bot sends inside the window. Placeholders are {{name}}; a line whose placeholders
// are all empty is left out, so optional fields (marca, observações...) vanish instead of showing
// "Marca: ".

export type TemplateKey = 'novo_desejo' | 'oferta_recebida';

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
} as const satisfies Record<TemplateKey, readonly string[]>;

/**
 * The quick-reply buttons registered with a template, in order (each one's payload is set per
 * message: domain/whatsapp/reply-ids.ts). Inside the window the same titles go as reply buttons.
 */
export const TEMPLATE_QUICK_REPLIES = {
  novo_desejo: ['Fazer oferta', 'Não tenho'],
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
} as const satisfies Record<TemplateKey, string>;

export type TemplateVars<K extends TemplateKey> = Partial<
  Record<(typeof TEMPLATE_VARIABLES)[K][number], string | null | undefined>
>;

export const DEFAULT_WHATSAPP_TEMPLATES: Record<TemplateKey, string> = {
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
