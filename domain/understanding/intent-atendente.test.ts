import { describe, expect, it } from 'vitest';
import { detectIntent } from './intent.ts';

// Human takeover (issue 21): a request for a person puts the conversation in human mode, so these
// pin what counts as one — the many ways people ask — and what must stay a wish or small talk.

const ASKS_FOR_A_PERSON = [
  'quero falar com um atendente',
  'Quero falar com um atendente.',
  'falar com humano',
  'tem alguém aí de verdade?',
  'tem alguem ai de verdade',
  'me passa pra uma pessoa',
  'atendente por favor',
  'atendente',
  'humano',
  'quero falar com uma pessoa',
  'quero falar com uma pessoa de verdade',
  'posso falar com alguém?',
  'da pra falar com uma pessoa?',
  'é possível falar com um humano?',
  'me transfere pra um humano',
  'transfere pra atendente',
  'quero atendimento humano',
  'atendimento humano pfv',
  'chama alguém da equipe',
  'me chama um atendente',
  'preciso falar com alguém',
  'pessoa real por favor',
  'tem alguma pessoa real ai?',
  'vcs tem atendente?',
  'me passa pro atendimento',
  'quero falar c/ atendente',
  'me coloca com uma pessoa',
  'Quero falar com um ser humano!!',
  'oi, quero falar com um atendente',
  'Bom dia, gostaria de falar com um atendente',
  'quero falar com alguem da equipe pfv',
  'alguem pode me atender?',
  'nao quero falar com robo',
  'quero falar com o suporte',
];

const NOT_A_REQUEST = [
  'quero um atendente de loja pra me ajudar a escolher tênis',
  'quero um tênis de corrida',
  'nao quero falar com atendente',
  'quero um curso de atendente',
  'procuro uniforme de atendente',
  'quero um boneco humano de brinquedo',
  'coloca um tenis no carrinho',
  'quero uma bota de couro',
  'tem geladeira frost free?',
  'oi, tudo bem?',
];

describe('detectIntent: asking for a person', () => {
  it.each(ASKS_FOR_A_PERSON)('"%s" asks for a person', (text) => {
    expect(detectIntent(text)?.intent).toBe('atendente');
  });

  it.each(NOT_A_REQUEST)('"%s" does not ask for a person', (text) => {
    expect(detectIntent(text)?.intent).not.toBe('atendente');
  });
});
