import { describe, expect, it } from 'vitest';
import {
  clip,
  interactiveAsText,
  interactiveMessageSchema,
  listOf,
  readInteractive,
  replyButtons,
} from './interactive.ts';

const rows = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `r:${i + 1}`, title: `Opção ${i + 1}` }));

describe('interactive messages within WhatsApp limits', () => {
  it('accepts one to three buttons and refuses a fourth, a long title or a long id', () => {
    const button = (id: string, title: string) => ({
      type: 'button',
      body: 'Posso enviar?',
      buttons: [{ id, title }],
    });
    expect(interactiveMessageSchema.safeParse(button('r:sim', 'Enviar')).success).toBe(true);
    expect(interactiveMessageSchema.safeParse(button('r:sim', 'x'.repeat(21))).success).toBe(false);
    expect(interactiveMessageSchema.safeParse(button('x'.repeat(257), 'Enviar')).success).toBe(false);
    const four = { type: 'button', body: 'b', buttons: rows(4) };
    expect(interactiveMessageSchema.safeParse(four).success).toBe(false);
    expect(interactiveMessageSchema.safeParse({ type: 'button', body: 'b', buttons: [] }).success).toBe(
      false,
    );
  });

  it('accepts a list of up to ten rows and refuses eleven, long rows, a long label or a long body', () => {
    const list = (over: Record<string, unknown> = {}) => ({
      type: 'list',
      body: 'Escolha',
      button: 'Ver categorias',
      sections: [{ rows: rows(10) }],
      ...over,
    });
    expect(interactiveMessageSchema.safeParse(list()).success).toBe(true);
    expect(
      interactiveMessageSchema.safeParse(list({ sections: [{ rows: rows(6) }, { rows: rows(11).slice(6) }] }))
        .success,
    ).toBe(false);
    expect(interactiveMessageSchema.safeParse(list({ sections: [{ rows: rows(11) }] })).success).toBe(false);
    expect(interactiveMessageSchema.safeParse(list({ button: 'x'.repeat(21) })).success).toBe(false);
    expect(interactiveMessageSchema.safeParse(list({ body: 'x'.repeat(1025) })).success).toBe(false);
    const longRow = { id: 'r:1', title: 'x'.repeat(25) };
    expect(interactiveMessageSchema.safeParse(list({ sections: [{ rows: [longRow] }] })).success).toBe(false);
    const longDescription = { id: 'r:1', title: 'Loja', description: 'x'.repeat(73) };
    expect(
      interactiveMessageSchema.safeParse(list({ sections: [{ rows: [longDescription] }] })).success,
    ).toBe(false);
  });

  it('the builders clip titles, descriptions and the body to the limits instead of failing', () => {
    const list = listOf('y'.repeat(2000), 'Ver ofertas da semana inteira', [
      {
        id: 'oferta:1',
        title: 'Magazine Eletro Campinas Centro',
        description: `R$ 1.200,00 · Entrega: ${'z'.repeat(80)}`,
      },
    ]);
    expect(list.type).toBe('list');
    if (list.type !== 'list') return;
    expect(list.body).toHaveLength(1024);
    expect(list.button).toBe('Ver ofertas da sema…');
    expect(list.sections[0]!.rows[0]!.title).toBe('Magazine Eletro Campina…');
    expect(list.sections[0]!.rows[0]!.description).toHaveLength(72);
    const buttons = replyButtons('Confirma?', [{ id: 'r:sim', title: 'Sim, pode enviar agora mesmo' }]);
    expect(buttons).toMatchObject({ buttons: [{ id: 'r:sim', title: 'Sim, pode enviar ag…' }] });
    expect(clip('  curto  ', 10)).toBe('curto');
  });

  it('renders as numbered text for a transport without interactive messages', () => {
    const buttons = replyButtons('Posso enviar para as lojas?', [
      { id: 'r:sim', title: 'Enviar' },
      { id: 'r:corrigir', title: 'Corrigir' },
    ]);
    expect(interactiveAsText(buttons)).toBe('Posso enviar para as lojas?\n\n1. Enviar\n2. Corrigir');
    const list = listOf('Escolha a categoria:', 'Ver categorias', [
      { id: 'r:1', title: 'Cafeteiras', description: 'Eletroportáteis › Cafeteiras' },
      { id: 'r:0', title: 'Outra' },
    ]);
    expect(interactiveAsText(list)).toBe(
      'Escolha a categoria:\n\n1. Cafeteiras (Eletroportáteis › Cafeteiras)\n2. Outra',
    );
  });

  it('reads back what was stored, and nothing from a row without it', () => {
    const buttons = replyButtons('Sim ou não?', [{ id: 'r:sim', title: 'Sim' }]);
    expect(readInteractive(JSON.parse(JSON.stringify(buttons)))).toEqual(buttons);
    expect(readInteractive(undefined)).toBeUndefined();
    expect(readInteractive({ type: 'button', body: 'x', buttons: rows(4) })).toBeUndefined();
  });
});
