import { fromNodeHeaders } from 'better-auth/node';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { ErrorBody } from '#domain/api-error.ts';
import { mfaRequiredMessage } from '#domain/auth-messages.ts';
import { AppError } from '#platform/http/app-error.ts';
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

export type RequireAdminOptions = {
  /** ADMIN_MFA_REQUIRED: an admin who has not enrolled TOTP gets 403 MFA_REQUIRED. */
  isMfaRequired?: boolean;
};

/**
 * 401 without a session, 403 'Acesso negado' for anyone who is not an admin, and with
 * `isMfaRequired` 403 MFA_REQUIRED for an admin without TOTP. What the /gestao/mfa page calls
 * (get-session and /api/auth/two-factor/*) is served by better-auth, outside this guard, so an
 * admin can always enrol.
 *
 * An admin with TOTP cannot reach here on the password alone: better-auth creates the session
 * only after the code (sign-in answers `twoFactorRedirect`), and completing enrolment ends the
 * sessions opened before it (auth-hooks.ts). So a session here has passed TOTP whenever the
 * account has it.
 */
export function requireAdmin(auth: Auth, options: RequireAdminOptions = {}): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    const session = await readSession(auth, req);
    if (!session) throw new AppError('UNAUTHORIZED', { message: 'Faça login para continuar.' });
    if (session.user.role !== 'admin') throw new AppError('FORBIDDEN', { message: 'Acesso negado' });
    if (options.isMfaRequired && !session.user.twoFactorEnabled) {
      // Answered here: MFA_REQUIRED is this guard's own code, not one of AppError's.
      res.status(403).json({ error: mfaRequiredMessage, code: 'MFA_REQUIRED' } satisfies ErrorBody);
      return;
    }
    Object.assign(res.locals, session);
    next();
  };
}

export function sessionUser(res: Response): SessionUser {
  const user = (res.locals as Partial<AuthedLocals>).user;
  if (!user) throw new Error('sessionUser() fora de uma rota protegida por requireUser/requireAdmin');
  return user;
}
