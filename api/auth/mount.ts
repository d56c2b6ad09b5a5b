import { toNodeHandler } from 'better-auth/node';
import type { Express } from 'express';
import type { Auth } from './auth.ts';

// better-auth reads the raw request body itself: mount it before express.json().
export function mountAuth(app: Express, auth: Auth): void {
  app.all('/api/auth/{*any}', toNodeHandler(auth));
}
