import { DisconnectReason } from '@whiskeysockets/baileys';
import { describe, expect, it } from 'vitest';
import { decideOnClose, disconnectStatus, relinkInstructions } from './reconnect-policy.ts';

describe('decideOnClose', () => {
  it('stops only when logged out', () => {
    expect(decideOnClose(DisconnectReason.loggedOut, 0)).toEqual({ action: 'logged-out' });
    for (const status of [
      DisconnectReason.connectionClosed,
      DisconnectReason.connectionLost,
      DisconnectReason.connectionReplaced,
      DisconnectReason.badSession,
      DisconnectReason.forbidden,
      DisconnectReason.unavailableService,
      undefined,
    ]) {
      expect(decideOnClose(status, 0).action).toBe('reconnect');
    }
  });

  it('restarts at once after the QR scan and backs off exponentially otherwise, capped at 30 s', () => {
    expect(decideOnClose(DisconnectReason.restartRequired, 5)).toEqual({ action: 'reconnect', delayMs: 0 });
    const delays = [0, 1, 2, 3, 4, 5, 6, 10].map((attempt) => {
      const decision = decideOnClose(DisconnectReason.connectionLost, attempt);
      return decision.action === 'reconnect' ? decision.delayMs : -1;
    });
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });
});

describe('disconnectStatus', () => {
  it('reads a Boom status code and tolerates anything else', () => {
    expect(disconnectStatus({ output: { statusCode: 401 } })).toBe(401);
    expect(disconnectStatus(new Error('x'))).toBeUndefined();
    expect(disconnectStatus(undefined)).toBeUndefined();
  });
});

it('explains how to link again', () => {
  expect(relinkInstructions('/dados/baileys-auth')).toContain('apague a pasta /dados/baileys-auth');
});
