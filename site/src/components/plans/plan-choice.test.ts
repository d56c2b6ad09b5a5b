import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chosenPlanFromState, savePlanChoice, takePlanChoice } from './plan-choice.ts';

// sessionStorage stands in as a Map: the rules are what is tested, not the browser.
let store: Map<string, string>;
beforeEach(() => {
  store = new Map();
  vi.stubGlobal('window', {
    sessionStorage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => store.set(key, value),
      removeItem: (key: string) => store.delete(key),
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('plan choice kept across the login', () => {
  it('is read once: the login after it lands on the dashboard again', () => {
    savePlanChoice({ plano: 'premium', voltarPara: '/assinatura' }, 1_000);
    expect(takePlanChoice(2_000)).toEqual({ plano: 'premium', voltarPara: '/assinatura' });
    expect(takePlanChoice(3_000)).toBeNull();
  });

  it('keeps a return target without a plan', () => {
    savePlanChoice({ voltarPara: '/assinatura/gerenciar' }, 1_000);
    expect(takePlanChoice(2_000)).toEqual({ voltarPara: '/assinatura/gerenciar' });
  });

  it('expires after an hour', () => {
    savePlanChoice({ plano: 'premium', voltarPara: '/assinatura' }, 0);
    expect(takePlanChoice(60 * 60 * 1000 + 1)).toBeNull();
  });

  it.each(['//evil.example/x', 'https://evil.example', '/\\evil.example', 'assinatura'])(
    'refuses %s as a return target (no open redirect)',
    (voltarPara) => {
      store.set('assinatura:escolha', JSON.stringify({ plano: 'premium', voltarPara, em: 1 }));
      expect(takePlanChoice(2)).toBeNull();
    },
  );

  it('ignores a damaged entry and unknown plans', () => {
    store.set('assinatura:escolha', '{nao-json');
    expect(takePlanChoice()).toBeNull();
    store.set('assinatura:escolha', JSON.stringify({ plano: 'ouro', voltarPara: '/assinatura', em: 1 }));
    expect(takePlanChoice(2)).toEqual({ voltarPara: '/assinatura' });
  });

  it('reads the chosen plan from the location state', () => {
    expect(chosenPlanFromState({ plano: 'premium' })).toBe('premium');
    expect(chosenPlanFromState({ plano: 'outro' })).toBeNull();
    expect(chosenPlanFromState(null)).toBeNull();
  });
});
