import { fromNodeHeaders } from 'better-auth/node';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { AppError } from '../http/app-error.ts';
import type { Auth } from './auth.ts';

// Route guards: every protected API request reads the session from its httpOnly cookie on the
// server. Pages also redirect, but these checks are what protects the data.

export type SessionUser = {
  id: string;
  email: string;
  name: string;
  role: string | null;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
};

export type AuthedLocals = { user: SessionUser; sessionId: string };

async function readSession(auth: Auth, req: Request): Promise<AuthedLocals | undefined> {
  const session = await auth.api.getSession({ headers: fromNodeHeaders(req.headers) });
  if (!session) return undefined;
  const { user } = session;
  return {
    sessionId: session.session.id,
    user: {
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role ?? null,
      emailVerified: user.emailVerified,
      twoFactorEnabled: user.twoFactorEnabled ?? false,
    },
  };
}

/** 401 without a session; otherwise `res.locals.user` and `res.locals.sessionId` are set. */
export function requireUser(auth: Auth): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    const session = await readSession(auth, req);
    if (!session) throw new AppError('UNAUTHORIZED', { message: 'Faça login para continuar.' });
    Object.assign(res.locals, session);
    next();
  };
}

/** 401 without a session, 403 for anyone who is not an admin. */
export function requireAdmin(auth: Auth): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    const session = await readSession(auth, req);
    if (!session) throw new AppError('UNAUTHORIZED', { message: 'Faça login para continuar.' });
    if (session.user.role !== 'admin') throw new AppError('FORBIDDEN', { message: 'Acesso negado' });
    Object.assign(res.locals, session);
    next();
  };
}

export function sessionUser(res: Response): SessionUser {
  const user = (res.locals as Partial<AuthedLocals>).user;
  if (!user) throw new Error('sessionUser() fora de uma rota protegida por requireUser/requireAdmin');
  return user;
}
