import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { AppError } from './app-error.ts';

// PostgreSQL text columns cannot store the NUL character: a form value carrying one failed as a
// 500 at the INSERT (found by the fuzz suite). No field of ours has a use for it, so a body that
// contains one anywhere is refused up front with a clear message.

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => hasNul(item, depth + 1));
  return Object.entries(value).some(([name, item]) => name.includes('\u0000') || hasNul(item, depth + 1));
}

export function rejectNul(): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (hasNul(req.body) || hasNul(req.query)) {
      throw new AppError('VALIDATION', { message: 'O texto contém caracteres inválidos.' });
    }
    next();
  };
}
