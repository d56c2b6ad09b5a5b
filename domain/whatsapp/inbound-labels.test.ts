import { describe, expect, it } from 'vitest';
import { describeStoredMessage, eventText, unsupportedText } from './inbound-labels.ts';

describe('inbound labels', () => {
  it('names media in Portuguese and never shows a raw Cloud API type', () => {
    expect(unsupportedText('image', ' essa ')).toBe('[imagem] essa');
    expect(unsupportedText('system', '')).toBe('[mensagem não suportada]');
    expect(unsupportedText(undefined, '')).toBe('[mensagem não suportada]');
  });

  it('words each event for the thread', () => {
    expect(eventText({ kind: 'number_changed', newPhone: '5511912345678' })).toBe(
      'O contato mudou de número no WhatsApp: agora 5511912345678',
    );
    expect(eventText({ kind: 'revoked', originalWaMessageId: 'w' })).toBe('O contato apagou uma mensagem');
    expect(eventText({ kind: 'edited', originalWaMessageId: 'w', text: '' })).toBe(
      'O contato editou uma mensagem: (sem texto)',
    );
  });

  it('shows events as events, rows stored with raw type names in Portuguese, and edits on the original', () => {
    expect(describeStoredMessage({ message_type: 'system', message_text: 'x', metadata: null })).toEqual({
      isEvent: true,
      text: 'x',
      notes: [],
    });
    expect(
      describeStoredMessage({ message_type: 'unsupported', message_text: '[revoke]', metadata: {} }),
    ).toEqual({
      isEvent: true,
      text: 'O contato apagou uma mensagem',
      notes: [],
    });
    expect(
      describeStoredMessage({
        message_type: 'text',
        message_text: 'Quero 1',
        metadata: { edits: [{ text: 'Quero 2', at: 'x' }, { text: ' ' }, 'lixo'], revoked_at: 'x' },
      }),
    ).toEqual({
      isEvent: false,
      text: 'Quero 1',
      notes: ['Editada para: Quero 2', 'Editada para: (sem texto)', 'Apagada pelo contato'],
    });
  });
});
