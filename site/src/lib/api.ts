import type { ErrorBody } from '#domain/api-error.ts';

/** A failed call to our API, carrying the server's Portuguese message (shown to the user as is). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;

  constructor(status: number, body: Partial<ErrorBody>) {
    super(body.error ?? `Erro inesperado (${status}). Tente novamente em instantes.`);
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code ?? 'UNKNOWN';
    this.fields = body.fields ?? {};
  }
}

/**
 * What a server function's return type becomes on the wire (JSON.stringify): dates arrive as ISO
 * strings. The site reads the API's answers as `Jsonified<Awaited<ReturnType<typeof service>>>`,
 * so a response type is declared once, by the code that builds it.
 */
export type Jsonified<T> = T extends Date
  ? string
  : T extends (infer U)[]
    ? Jsonified<U>[]
    : T extends object
      ? { [K in keyof T]: Jsonified<T[K]> }
      : T;

export type ApiOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
};

/**
 * Calls our API on the same origin (cookies go along) and returns the parsed JSON.
 * Throws ApiError on any non-2xx answer or network failure, so react-query sees it as an error.
 */
export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, {
      code: 'NETWORK',
      error: 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.',
    });
  }

  if (response.status === 204) return undefined as T;
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw new ApiError(response.status, isErrorBody(body) ? body : {});
  return body as T;
}

function isErrorBody(value: unknown): value is Partial<ErrorBody> {
  return typeof value === 'object' && value !== null && typeof (value as ErrorBody).error === 'string';
}
