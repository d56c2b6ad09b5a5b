// Expected failures carry a code and the Portuguese message the user sees; one map turns codes
// into HTTP statuses. Anything else is a bug: logged with context, answered with a generic 500.

const statusByCode = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  // An offer refused by the shop's plan (spec 000 §4 Plan gating): the site shows 'Oferta bloqueada'.
  PLAN_REQUIRED: 403,
  LIMIT_REACHED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  // The wish of a match is closed or expired: no offer, no restore.
  WISH_CLOSED: 409,
  WISH_GONE: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
} as const;

export type AppErrorCode = keyof typeof statusByCode;

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly fields?: Record<string, string>;

  constructor(
    code: AppErrorCode,
    options: { message: string; fields?: Record<string, string>; cause?: unknown },
  ) {
    super(options.message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.fields = options.fields;
  }

  get status(): number {
    return statusByCode[this.code];
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
