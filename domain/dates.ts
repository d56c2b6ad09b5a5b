// São Paulo's calendar and clock, in one place: the daily offer counter turns at midnight in São
// Paulo, the admin's periods are São Paulo days, and every date a person reads is pt-BR in São
// Paulo time — whatever zone the server runs in (DECISIONS.md, Copy).

export const SAO_PAULO_TIME_ZONE = 'America/Sao_Paulo';

/** A pt-BR formatter in São Paulo time; build it once and call `format` per date. */
export function saoPauloFormat(options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat('pt-BR', { ...options, timeZone: SAO_PAULO_TIME_ZONE });
}

// en-CA writes dates as YYYY-MM-DD.
const ymdFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SAO_PAULO_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** 'YYYY-MM-DD' of an instant in São Paulo. */
export function saoPauloYmd(now: Date): string {
  return ymdFormat.format(now);
}

/**
 * Today's São Paulo date as a `@db.Date` value (midnight UTC of that calendar day): the daily
 * offer counter resets on the São Paulo date, not the server's.
 */
export function todayInSaoPaulo(now: Date = new Date()): Date {
  return new Date(`${saoPauloYmd(now)}T00:00:00.000Z`);
}

/**
 * The instant São Paulo's day `ymd` starts. Brazil has kept UTC−3 all year since 2019 (no daylight
 * saving), so the offset is fixed; wishes older than that are not funnel material anyway.
 */
export function saoPauloDayStart(ymd: string): Date {
  return new Date(`${ymd}T00:00:00-03:00`);
}
