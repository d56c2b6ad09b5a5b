import { describe, expect, it } from 'vitest';
import { composeOfferDescricao, offerSchema } from './offer-schema.ts';

const valid = {
  valorCentavos: 120000,
  condicoesPagamento: '10x sem juros',
  prazoEntrega: 'Amanhã',
};

const messages = (input: unknown) => {
  const result = offerSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('offerSchema', () => {
  it('takes the price as cents or as the typed text', () => {
    expect(offerSchema.parse({ ...valid, valorCentavos: 'R$ 1.200,00' }).valorCentavos).toBe(120000);
    expect(offerSchema.parse(valid)).toMatchObject({ valorCentavos: 120000, validade: '1' });
  });

  it("refuses a missing, zero, negative or fractional price with the spec's message", () => {
    for (const valorCentavos of [undefined, 0, 'R$ 0,00', -100, 1.5, null]) {
      expect(messages({ ...valid, valorCentavos })).toEqual([
        'valorCentavos: Por favor, informe um preço válido para a oferta.',
      ]);
    }
  });

  it('requires payment conditions and delivery, and the custom text for a custom validity', () => {
    expect(messages({ valorCentavos: 1 })).toEqual([
      'condicoesPagamento: Informe as condições de pagamento',
      'prazoEntrega: Informe o prazo de entrega',
    ]);
    expect(messages({ ...valid, validade: 'personalizada' })).toEqual([
      'validadePersonalizada: Informe a validade da oferta',
    ]);
    expect(messages({ ...valid, validade: '7' })).toHaveLength(1);
  });
});

describe('composeOfferDescricao', () => {
  it('writes payment, delivery, validity and notes one per line', () => {
    const offer = offerSchema.parse({ ...valid, validade: '10', observacoes: 'Garantia de 1 ano' });
    expect(composeOfferDescricao(offer)).toBe(
      'Condições de pagamento: 10x sem juros\nPrazo de entrega: Amanhã\nValidade da oferta: 10 dias\nObservações: Garantia de 1 ano',
    );
  });

  it('leaves the notes out when there are none and writes a custom validity as typed', () => {
    const offer = offerSchema.parse({
      ...valid,
      validade: 'personalizada',
      validadePersonalizada: 'Até sábado',
    });
    expect(composeOfferDescricao(offer)).toBe(
      'Condições de pagamento: 10x sem juros\nPrazo de entrega: Amanhã\nValidade da oferta: Até sábado',
    );
    expect(composeOfferDescricao(offerSchema.parse(valid))).toContain('Validade da oferta: 1 dia');
  });
});
