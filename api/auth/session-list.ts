import type { BetterAuthPlugin } from 'better-auth';
import {
  APIError,
  createAuthEndpoint,
  createAuthMiddleware,
  sensitiveSessionMiddleware,
} from 'better-auth/api';
import { deleteSessionCookie } from 'better-auth/cookies';
import * as z from 'zod';

// The signed-in user's sessions without their tokens. A session token IS the session: whoever
// reads one can use it, so it lives only in the httpOnly cookie. better-auth's list-sessions
// answered every session with its token and its revoke-session takes a token; so here:
// - GET /api/auth/list-sessions answers, per live session: id, device (user agent, address),
//   dates, and whether it is this browser's; nothing else.
// - POST /api/auth/revoke-session-by-id { id } ends one of the signed-in user's own sessions
//   (404 SESSION_NOT_FOUND for any other id: another user's session is neither ended nor revealed).

type StoredSession = {
  id: string;
  token: string;
  userId: string;
  userAgent?: string | null;
  ipAddress?: string | null;
  createdAt: Date;
  updatedAt: Date;
  expiresAt: Date;
};

export type ListedSession = {
  id: string;
  userAgent: string | null;
  ipAddress: string | null;
  createdAt: Date;
  updatedAt: Date;
  expiresAt: Date;
  isCurrent: boolean;
};

function listed(session: StoredSession, currentId: string | undefined): ListedSession {
  return {
    id: session.id,
    userAgent: session.userAgent ?? null,
    ipAddress: session.ipAddress ?? null,
    createdAt: session.createdAt,
    updatedAt: session.updatedAt,
    expiresAt: session.expiresAt,
    isCurrent: session.id === currentId,
  };
}

const isStoredSession = (value: unknown): value is StoredSession =>
  !!value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'string';

export function sessionList() {
  return {
    id: 'session-list',
    endpoints: {
      revokeSessionById: createAuthEndpoint(
        '/revoke-session-by-id',
        {
          method: 'POST',
          body: z.object({ id: z.string().min(1).max(200) }),
          use: [sensitiveSessionMiddleware],
          requireHeaders: true,
        },
        async (ctx) => {
          const current = ctx.context.session.session;
          const sessions = await ctx.context.internalAdapter.listSessions(current.userId);
          const target = sessions.find((session) => session.id === ctx.body.id);
          if (!target) {
            throw new APIError('NOT_FOUND', { code: 'SESSION_NOT_FOUND', message: 'Session not found' });
          }
          await ctx.context.internalAdapter.deleteSession(target.token);
          if (target.id === current.id) deleteSessionCookie(ctx);
          return ctx.json({ status: true });
        },
      ),
    },
    hooks: {
      after: [
        {
          matcher: (ctx) => ctx.path === '/list-sessions',
          // An allow-list, so a field better-auth adds later is not published by default.
          handler: createAuthMiddleware(async (ctx) => {
            const returned = ctx.context.returned;
            if (!Array.isArray(returned)) return;
            const currentId = ctx.context.session?.session.id;
            return ctx.json(returned.filter(isStoredSession).map((session) => listed(session, currentId)));
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
