import { describe, expect, it } from 'vitest';
import { normalizeText, toStoredCategoryName } from '#domain/text.ts';
import { CATEGORIAS } from '#prisma/data/categorias.ts';
import { DEFAULT_WHATSAPP_TEMPLATES, renderTemplate, TEMPLATE_VARIABLES } from '#prompts/templates.ts';

describe('WhatsApp templates', () => {
  it('use only their declared placeholders', () => {
    for (const [key, text] of Object.entries(DEFAULT_WHATSAPP_TEMPLATES)) {
      const used = [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]);
      expect(new Set(used)).toEqual(new Set(TEMPLATE_VARIABLES[key as keyof typeof TEMPLATE_VARIABLES]));
    }
  });

  it('fill the placeholders and leave out lines of empty optional fields', () => {
    const text = renderTemplate(DEFAULT_WHATSAPP_TEMPLATES.oferta_recebida, {
      produto: 'Geladeira Frost Free',
      codigo: '1a2b3c4d',
      loja: 'Casa Boa',
      valor: 'R$ 2.499,00',
      pagamento: '10x sem juros',
      entrega: 'amanhã',
      validade: '3 dias',
      observacoes: '',
      link_whatsapp: 'https://wa.me/5511987654321',
    });
    expect(text).toContain('*Preço:* R$ 2.499,00');
    expect(text).toContain('(código 1a2b3c4d)');
    expect(text).toContain('https://wa.me/5511987654321');
    expect(text).not.toContain('Observações');
    expect(text).not.toMatch(/\{\{|\n{3}/);
  });
});

describe('category data', () => {
  it('has unique folded names, stored without spaces or commas', () => {
    const names = CATEGORIAS.map((c) => normalizeText(toStoredCategoryName(c.nome)));
    expect(new Set(names).size).toBe(CATEGORIAS.length);
    for (const c of CATEGORIAS) {
      expect(toStoredCategoryName(c.nome)).not.toMatch(/[ ,]/);
      expect(new Set(c.subcategorias.map(normalizeText)).size).toBe(c.subcategorias.length);
    }
  });
});
