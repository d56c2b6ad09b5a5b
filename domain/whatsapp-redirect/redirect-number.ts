import { z } from 'zod';
import { onlyDigits } from '#domain/masks.ts';

// The /whatsapp and /contato pages open a chat with the number kept in bot_config under
// `whatsapp_redirect_number` (spec 001 §2.6). Admin tools and older imports stored it in three
// forms, all still valid: a plain string ("5511999999999"), a JSON string ('"5511999999999"' or
// '{"numero":"5511999999999"}', the value serialised twice), or an object { numero }.

/** Longest text kept of a user agent or referrer: statistics, not forensics. */
export const REDIRECT_TEXT_MAX = 500;

// JSON inside JSON inside JSON is not a form anyone stores: two levels are enough.
const maxDepth = 2;

/**
 * The digits of the configured number (country code included), or null when the value holds no
 * usable number. A Brazilian number typed without the country code (10 or 11 digits) gets 55.
 */
export function parseRedirectNumber(value: unknown, depth = 0): string | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? normaliseNumber(String(value)) : null;
  if (typeof value === 'string') {
    const text = value.trim();
    if (depth < maxDepth && (text.startsWith('"') || text.startsWith('{'))) {
      try {
        return parseRedirectNumber(JSON.parse(text), depth + 1);
      } catch {
        // Not JSON after all: read it as a plain string below.
      }
    }
    return normaliseNumber(text);
  }
  if (depth < maxDepth && typeof value === 'object' && value !== null && !Array.isArray(value)) {
    return parseRedirectNumber((value as { numero?: unknown }).numero, depth + 1);
  }
  return null;
}

function normaliseNumber(text: string): string | null {
  // Only separators a person types around a phone number; anything else is not a number.
  if (!/^[\d\s()+.-]+$/.test(text)) return null;
  const digits = onlyDigits(text);
  if (digits.length === 10 || digits.length === 11) return `55${digits}`;
  // E.164 allows up to 15 digits; fewer than 12 with a country code is not a reachable mobile.
  return digits.length >= 12 && digits.length <= 15 ? digits : null;
}

/** POST /api/whatsapp-redirect/acessos: how the visit ended and where the visitor came from. */
export const redirectAccessSchema = z.object({
  success: z.boolean({ error: 'Informe se o redirecionamento deu certo.' }),
  referrer: z.string().optional(),
});

export type RedirectAccess = z.infer<typeof redirectAccessSchema>;

/** A header or field cut to REDIRECT_TEXT_MAX characters; empty becomes null. */
export function truncateRedirectText(value: string | undefined | null): string | null {
  const text = value?.trim();
  return text ? text.slice(0, REDIRECT_TEXT_MAX) : null;
}
