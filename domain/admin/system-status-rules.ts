import type { HumanQueueSummary } from '#domain/atendimento/human-mode.ts';

// The System Status card's health rules (spec 001 §9), as pure functions of what the
// system-status function reads: the same rules serve the API and the page's own fallback check.

export type ServiceName = 'Database' | 'WhatsApp API' | 'AI Service' | 'Bot Response';
export type ServiceStatus = 'online' | 'degraded' | 'offline';

export type ServiceHealth = {
  name: ServiceName;
  status: ServiceStatus;
  message: string;
  /** ISO time of this check. */
  lastCheck: string;
};

export type SystemStatus = {
  services: ServiceHealth[];
  /** Conversations waiting for a person (human takeover) and the oldest wait; null if unreadable. */
  atendimentoHumano: HumanQueueSummary | null;
};

type Health = { status: ServiceStatus; message: string };

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** Whole minutes, rounded down ("ativo há 29m" until the 30th minute). */
const minutes = (ms: number) => Math.floor(Math.max(0, ms) / MINUTE);

export function databaseHealth(configReadWorked: boolean): Health {
  return configReadWorked
    ? { status: 'online', message: 'Conectado' }
    : { status: 'offline', message: 'Erro de conexão' };
}

export type WhatsappTransportName = 'cloud' | 'baileys' | 'simulator';

const TRANSPORT_NOTES: Record<Exclude<WhatsappTransportName, 'cloud'>, string> = {
  simulator: 'transporte simulador ativo: nenhuma mensagem sai para o WhatsApp',
  baileys: 'transporte Baileys (desenvolvimento) ativo',
};

/** Online with token and phone number id, degraded with one of them, offline with neither. */
export function whatsappHealth(input: {
  accessToken: string;
  phoneNumberId: string;
  transport: WhatsappTransportName;
}): Health {
  const filled = [input.accessToken, input.phoneNumberId].filter((v) => v.trim() !== '').length;
  const base: Health =
    filled === 2
      ? { status: 'online', message: 'Configurado' }
      : filled === 1
        ? { status: 'degraded', message: 'Configuração incompleta (token de acesso ou ID do número)' }
        : { status: 'offline', message: 'Não configurado' };
  if (input.transport === 'cloud') return base;
  return { status: base.status, message: `${base.message}; ${TRANSPORT_NOTES[input.transport]}` };
}

export type LatestReply = {
  at: Date;
  /** metadata.fallback of the bot's latest reply. */
  fallback: boolean;
  fallbackReason?: string | null;
};

/**
 * No model: degraded (the guided fallback answers). With a model, the age of the last outbound
 * message: under 1 minute "respondeu agora", under 30 minutes "ativo há Nm", else degraded
 * "inativo há Nm"; no history is degraded. Degraded too when the bot's latest reply came from the
 * fallback because the model failed or timed out.
 */
export function aiHealth(input: {
  modelConfigured: boolean;
  lastOutboundAt: Date | null;
  latestReply: LatestReply | null;
  now: Date;
}): Health {
  if (!input.modelConfigured) {
    return { status: 'degraded', message: 'Nenhum modelo configurado: respostas guiadas (fallback) ativas' };
  }
  const reply = input.latestReply;
  if (reply?.fallback && reply.fallbackReason !== 'sem_modelo') {
    const why = reply.fallbackReason === 'tempo_esgotado' ? 'tempo esgotado' : 'erro';
    return {
      status: 'degraded',
      message: `Modelo falhou (${why}) há ${minutes(input.now.getTime() - reply.at.getTime())}m: respostas guiadas (fallback)`,
    };
  }
  if (!input.lastOutboundAt) return { status: 'degraded', message: 'Sem histórico de respostas' };
  const age = input.now.getTime() - input.lastOutboundAt.getTime();
  if (age < MINUTE) return { status: 'online', message: 'respondeu agora' };
  if (age < 30 * MINUTE) return { status: 'online', message: `ativo há ${minutes(age)}m` };
  return { status: 'degraded', message: `inativo há ${minutes(age)}m` };
}

/**
 * The delay from the latest inbound message to the next outbound one: up to 120 s online, up to
 * 600 s degraded "Respondeu em Nm", longer degraded "Resposta lenta". Without a reply: up to
 * 5 minutes degraded "Aguardando resposta do bot…", longer offline "Sem resposta após Nm".
 * No inbound message at all: degraded.
 */
export function botResponseHealth(input: {
  lastInboundAt: Date | null;
  replyAt: Date | null;
  now: Date;
}): Health {
  if (!input.lastInboundAt) return { status: 'degraded', message: 'Sem mensagens recentes' };
  const inboundAt = input.lastInboundAt.getTime();
  if (input.replyAt) {
    const delay = input.replyAt.getTime() - inboundAt;
    if (delay <= 120 * SECOND) {
      return { status: 'online', message: `Respondeu em ${Math.max(0, Math.round(delay / SECOND))}s` };
    }
    if (delay <= 600 * SECOND) return { status: 'degraded', message: `Respondeu em ${minutes(delay)}m` };
    return { status: 'degraded', message: 'Resposta lenta' };
  }
  const waiting = input.now.getTime() - inboundAt;
  if (waiting <= 5 * MINUTE) return { status: 'degraded', message: 'Aguardando resposta do bot…' };
  return { status: 'offline', message: `Sem resposta após ${minutes(waiting)}m` };
}
