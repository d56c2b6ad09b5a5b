import { describe, expect, it } from 'vitest';
import {
  answerOfReplyId,
  declineId,
  makeOfferId,
  offerChoiceId,
  rateId,
  readMakeOffer,
  readOfferChoice,
  typedId,
} from './reply-ids.ts';

describe('reply ids', () => {
  it('an option answers like the word it stands for', () => {
    expect(answerOfReplyId(typedId('sim'))).toBe('sim');
    expect(answerOfReplyId(typedId('3'))).toBe('3');
  });

  it('an id this product did not make stands for nothing', () => {
    expect(answerOfReplyId('Sim')).toBeNull();
    expect(answerOfReplyId(undefined)).toBeNull();
    expect(answerOfReplyId('r:  ')).toBeNull();
  });
});

describe('reply ids that carry a wish code', () => {
  const codigo = '1a2b3c4d';
  const ofertaId = '0b8f3a57-1c2d-4e5f-8a9b-0c1d2e3f4a5b';

  it('an offer chosen from the list answers with the code and the offer id, and reads back', () => {
    const answer = answerOfReplyId(offerChoiceId(codigo, ofertaId));
    expect(answer).toBe(`Escolhi a oferta ${ofertaId} do desejo ${codigo}`);
    expect(readOfferChoice(answer!)).toEqual({ codigo, ofertaId });
    expect(readOfferChoice('escolhi a oferta da loja do João')).toBeNull();
  });

  it("a shop's Fazer oferta and Não tenho answer for that opportunity", () => {
    expect(readMakeOffer(answerOfReplyId(makeOfferId(codigo))!)).toBe(codigo);
    expect(answerOfReplyId(declineId(codigo))).toBe(`Não tenho o produto do desejo ${codigo}`);
    expect(readMakeOffer('quero fazer uma oferta')).toBeNull();
  });

  it('the rating buttons answer with the score or the refusal for that wish', () => {
    expect(answerOfReplyId(rateId(codigo, 4))).toBe(`Nota 4 para a loja do desejo ${codigo}`);
    expect(answerOfReplyId(rateId(codigo, 'nao'))).toBe(`Não quero avaliar o desejo ${codigo}`);
    expect(answerOfReplyId('avaliar:1a2b3c4d:6')).toBeNull();
  });

  it('refuses ids with a malformed code or offer id', () => {
    expect(answerOfReplyId('oferta:1a2b3c4d:not-a-uuid')).toBeNull();
    expect(answerOfReplyId('ofertar:zzzz')).toBeNull();
    expect(answerOfReplyId('recusar:1a2b3c4d:extra')).toBeNull();
  });
});
