import { describe, expect, it } from 'vitest';
import { saoPauloDayStart, saoPauloFormat, saoPauloYmd, todayInSaoPaulo } from './dates.ts';

describe('São Paulo dates', () => {
  it('turns the day at midnight in São Paulo (UTC-3), not in UTC', () => {
    expect(saoPauloYmd(new Date('2026-03-11T02:59:00Z'))).toBe('2026-03-10');
    expect(saoPauloYmd(new Date('2026-03-11T03:00:00Z'))).toBe('2026-03-11');
  });

  it("gives today's São Paulo date as midnight UTC of that day, as a @db.Date column holds it", () => {
    expect(todayInSaoPaulo(new Date('2026-03-11T02:59:00Z'))).toEqual(new Date('2026-03-10T00:00:00.000Z'));
    expect(todayInSaoPaulo(new Date('2026-03-11T03:00:00Z'))).toEqual(new Date('2026-03-11T00:00:00.000Z'));
  });

  it('starts a São Paulo day at 03:00 UTC', () => {
    expect(saoPauloDayStart('2026-03-09')).toEqual(new Date('2026-03-09T03:00:00.000Z'));
  });

  it('formats in pt-BR and São Paulo time whatever the options ask', () => {
    const format = saoPauloFormat({ dateStyle: 'short', timeStyle: 'short', timeZone: 'UTC' });
    expect(format.format(new Date('2026-03-01T02:00:00Z'))).toBe('28/02/2026, 23:00');
    expect(saoPauloFormat().format(new Date('2026-03-01T02:00:00Z'))).toBe('28/02/2026');
  });
});
