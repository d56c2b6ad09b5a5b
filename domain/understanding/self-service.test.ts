import { describe, expect, it } from 'vitest';
import { readSelfService } from './self-service.ts';

// Commands about our messages and a shop's opportunities, written as people write them on
// WhatsApp: capitals, no accents, abbreviations, one-letter typos, politeness around them.

const says = {
  parar_mensagens: [
    'PARAR',
    'SAIR',
    'STOP',
    'Stop',
    'parar.',
    'para',
    'quero sair',
    'cancelar mensagens',
    'Cancelar mensagens',
    'quero cancelar as mensagens',
    'parar as notificações',
    'desativar notificacoes',
    'não quero mais receber mensagens',
    'nao quero mais receber mensagens',
    'nao quero receber mais msg',
    'n quero mais msg',
    'nao quero mais mensagens',
    'não desejo receber mais notificações',
    'nao tenho interesse em receber mensagens',
    'para de me mandar mensagem',
    'parem de mandar msg pfv',
    'por favor parem de me enviar mensagens',
    'chega de mensagem',
    'chega de mandar mensagem',
    'não me mande mais nada',
    'nao me mandem mais mensagens, obrigado',
    'pare de enviar mensagens',
    'quero parar de receber mensagens',
    'nao quero mais receber mensagens de vcs',
    'parar de receber mensagnes',
    'sair das mensagens',
    'bloquear mensagens',
  ],
  voltar: [
    'VOLTAR',
    'voltar',
    'Volta',
    'quero voltar a receber',
    'pode voltar a mandar',
    'podem voltar a enviar',
    'reativar',
    'retomar',
    'despausar',
    'quero receber mensagens de novo',
    'quero voltar a receber mensagens',
    'ativar mensagens',
    'retomar oportunidades',
    'quero voltar a receber oportunidades',
    'volta a mandar pedido',
    'voltar a receber pedidos',
    'pode mandar pedidos de novo',
    'reativar as oportunidades por favor',
  ],
  pausar: [
    'pausar',
    'Pausa',
    'PAUSAR',
    'pausa as oportunidades',
    'pausar oportunidades',
    'pausar por uns dias',
    'nao quero receber mais pedidos por enquanto',
    'não quero receber mais pedidos por enquanto',
    'não estou pegando pedidos',
    'quero parar de receber pedidos',
    'para de mandar pedidos',
    'suspender oportunidades',
    'pausr as oportunidades',
    'pode pausar os pedidos por um tempo',
  ],
  oportunidades: [
    'minhas oportunidades',
    'Minhas oportunidades',
    'oportunidades',
    'quais oportunidades eu tenho?',
    'tem pedido novo?',
    'pedidos abertos',
    'minhas oportunidades abertas',
    'ver oportunidades',
    'opotunidades',
    'lista as oportunidades pfv',
  ],
  plano: [
    'meu plano',
    'Meu plano',
    'qual é o meu plano?',
    'qual e meu plano',
    'minha assinatura',
    'meu limite',
    'limite diario',
    'quantas ofertas posso fazer hoje?',
    'quantas ofertas ainda tenho',
    'quantas ofertas usei hoje',
    'quanto falta do meu limite',
  ],
} as const;

describe('readSelfService: what it reads', () => {
  for (const [kind, messages] of Object.entries(says)) {
    it.each(messages)(`%j → ${kind}`, (message) => {
      expect(readSelfService(message)?.kind).toBe(kind);
    });
  }
});

describe('readSelfService: what resuming names', () => {
  it.each([
    ['VOLTAR', null],
    ['pode voltar a mandar', null],
    ['quero voltar a receber mensagens', 'mensagens'],
    ['reativar as oportunidades', 'oportunidades'],
    ['volta a mandar pedido', 'oportunidades'],
  ])('%j → %j', (message, alvo) => {
    expect(readSelfService(message)).toEqual({ kind: 'voltar', alvo });
  });
});

describe('readSelfService: not a command', () => {
  it.each([
    // "sair" and "parar" inside a sentence.
    'quero um tênis pra sair',
    'quero um vestido pra sair a noite',
    'vou sair agora',
    'preciso de um carro pra sair com a familia',
    'pode parar de procurar, obrigado',
    'parei de usar o celular antigo, quero um novo',
    // "cancelar" alone cancels the wish under way (existing intent), not our messages.
    'cancelar',
    'cancela',
    'cancelar o pedido',
    // A customer closing a wish, asking for offers, or erasing data.
    'nao quero mais receber ofertas',
    'quero ver minhas ofertas',
    'Nao quero mais receber mensagem, apaga meu contato',
    'me tira da lista',
    // Negated: wanting to keep them.
    'não quero parar de receber mensagens',
    'nao pare de mandar mensagens',
    'nao quero',
    // "voltar" that is about something else.
    'voltar pro inicio',
    'quero voltar pro começo',
    'a loja vai voltar a me ligar?',
    // A wish or a shop's offer.
    'eu desejo um celular',
    'tenho sim, R$ 1.200, entrego amanhã',
    'quero uma geladeira em Curitiba',
    'plano de saúde',
    'quero um plano de celular',
    `${'quero um fogão de 5 bocas, '.repeat(8)}pode parar`,
  ])('%j → null', (message) => {
    expect(readSelfService(message)).toBeNull();
  });
});
