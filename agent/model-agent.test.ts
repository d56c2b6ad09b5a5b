import { describe, expect, it } from 'vitest';
import { turnMessages } from './model-agent.ts';
import type { AgentTurnInput } from './types.ts';

// The model's memory after a human takeover (issue 21): what a person of the team wrote stays as
// our side's message, marked with their name, so the bot keeps to it instead of contradicting it.

describe('turnMessages', () => {
  it("keeps an admin's messages as our side's, marked as the team's, and the bot's as they were", () => {
    const at = new Date();
    const input: AgentTurnInput = {
      party: { kind: 'cliente', conversationId: 'c', phone: '5511987654321', contactName: null },
      history: [
        { direction: 'inbound', text: 'quero falar com um atendente', at },
        { direction: 'outbound', text: 'Certo! Vou chamar uma pessoa.', at },
        { direction: 'outbound', text: 'Consegui frete grátis para você.', at, author: 'Ana' },
      ],
      incoming: ['e o prazo?'],
      state: null,
      now: at,
    };
    const messages = turnMessages(input, 10);
    expect(messages.map((m) => [m.getType(), m.content])).toEqual([
      ['human', 'quero falar com um atendente'],
      ['ai', 'Certo! Vou chamar uma pessoa.'],
      ['ai', '[Mensagem de Ana, da equipe de atendimento humano] Consegui frete grátis para você.'],
      ['human', 'e o prazo?'],
    ]);
  });
});
