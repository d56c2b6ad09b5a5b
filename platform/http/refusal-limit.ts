// Refused webhook POSTs (bad signature, not a notification) counted per client address in fixed
// windows, for the WhatsApp (bot/webhook) and Stripe (api/assinatura) webhooks. Past the allowance
// the address's further refusals answer 429 without a log line, so a script cannot fill the logs
// or probe signatures at full speed; a correctly signed POST from the same address is still
// accepted (Meta and Stripe share addresses with nobody, but nothing is lost if they did).

/** The answer past the allowance (429), the same for every webhook. */
export const refusalLimitMessage = 'Muitas requisições recusadas. Aguarde e tente novamente.';

export type RefusalLimit = {
  /** Counts one refusal; the seconds to wait when the address is past its allowance, else null. */
  refuse(address: string): number | null;
};

export function createRefusalLimit(options: {
  limit: number;
  windowMs: number;
  now?: () => number;
}): RefusalLimit {
  const now = options.now ?? Date.now;
  const windows = new Map<string, { count: number; resetAt: number }>();
  let nextSweep = 0;
  return {
    refuse(address) {
      const at = now();
      if (at >= nextSweep) {
        nextSweep = at + options.windowMs;
        for (const [key, window] of windows) if (window.resetAt <= at) windows.delete(key);
      }
      let window = windows.get(address);
      if (!window || window.resetAt <= at) {
        window = { count: 0, resetAt: at + options.windowMs };
        windows.set(address, window);
      }
      window.count += 1;
      return window.count > options.limit ? Math.ceil((window.resetAt - at) / 1000) : null;
    },
  };
}
