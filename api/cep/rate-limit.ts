import type { Request, RequestHandler } from 'express';
import { AppError } from '#platform/http/app-error.ts';

// Fixed-window request counter per client address, in this process's memory. Enough for the
// public endpoints that call paid or abusable things (ViaCEP, account creation): a single
// install runs one API process; with several behind a balancer each keeps its own count, which
// only multiplies the allowance by the number of processes.

export type RateLimitOptions = {
  /** Requests allowed per address in one window. */
  limit: number;
  windowMs: number;
  message: string;
  now?: () => number;
};

export function rateLimitPerAddress(options: RateLimitOptions): RequestHandler {
  const now = options.now ?? Date.now;
  const windows = new Map<string, { count: number; resetAt: number }>();
  let nextSweep = 0;

  // Drops finished windows now and then, so addresses seen once do not accumulate forever.
  function sweep(at: number) {
    if (at < nextSweep) return;
    nextSweep = at + options.windowMs;
    for (const [key, window] of windows) if (window.resetAt <= at) windows.delete(key);
  }

  return (req: Request, res, next) => {
    const at = now();
    sweep(at);
    // `trust proxy` (app.ts) makes req.ip the client's address behind the local reverse proxy.
    const key = req.ip ?? req.socket.remoteAddress ?? 'desconhecido';
    let window = windows.get(key);
    if (!window || window.resetAt <= at) {
      window = { count: 0, resetAt: at + options.windowMs };
      windows.set(key, window);
    }
    window.count += 1;
    if (window.count > options.limit) {
      res.set('Retry-After', String(Math.ceil((window.resetAt - at) / 1000)));
      throw new AppError('RATE_LIMITED', { message: options.message });
    }
    next();
  };
}
