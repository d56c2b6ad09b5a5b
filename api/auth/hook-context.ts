import type { createAuthMiddleware } from 'better-auth/api';

/** What a better-auth before/after hook receives: the request, cookies, the auth context. */
export type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];
