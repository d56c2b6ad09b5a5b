import http from 'node:http';
import https from 'node:https';
import type { Socket } from 'node:net';

// A `fetch` for the model client over node:http(s) with keep-alive agents. undici's fetch (Node's
// global) costs ≈ 0.8 ms of CPU per chat completion in WHATWG streams, Headers and Request
// objects; the same exchange over node:http costs ≈ 0.2 ms (measured side by side against the
// benches' fake model, 50 calls in flight). The model client needs none of what undici adds: one
// JSON body out, one buffered JSON body back.
//
// Keep-alive has one known trap: a server closes a socket it found idle for its keep-alive timeout
// while the agent hands that socket to a new request, which then fails with ECONNRESET ("socket
// hang up"). Node's agent only shortens its idle time from a server's `Keep-Alive: timeout=` hint
// when it has a timeout of its own, and not every server sends the hint; so idle sockets are closed
// after IDLE_MS here, under the 5 s most servers use, and a request whose reused socket was reset
// before any response came is sent once more on a fresh one (what Node's documentation advises;
// the request never reached the server's handler).

const IDLE_MS = 4000;

/** The agent, with its idle sockets closed after `idleMs` (Node's own rule returns whether to keep one). */
function closingWhenIdle<A extends http.Agent>(agent: A, idleMs: number): A {
  const keepSocketAlive = agent.keepSocketAlive.bind(agent) as (socket: Socket) => boolean;
  agent.keepSocketAlive = (socket: Socket) => {
    const keep = keepSocketAlive(socket);
    if (keep) socket.setTimeout(idleMs);
    return keep;
  };
  return agent;
}

type Body = string | Uint8Array | undefined;

function isPlainBody(body: unknown): body is Body {
  return body === undefined || body === null || typeof body === 'string' || body instanceof Uint8Array;
}

function headerRecord(headers: HeadersInit | undefined, body: Body): Record<string, string> {
  const record: Record<string, string> = {};
  if (headers) {
    for (const [name, value] of new Headers(headers)) record[name] = value;
  }
  if (body !== undefined) record['content-length'] = String(Buffer.byteLength(body));
  return record;
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('This operation was aborted', 'AbortError');
}

/** Statuses whose response has no body: the Response constructor refuses one. */
const NO_BODY = new Set([101, 204, 205, 304]);

/** `idleMs`: how long a free socket is kept (tests shorten it). */
export function createNodeFetch(options: { idleMs?: number } = {}): typeof fetch {
  const idleMs = options.idleMs ?? IDLE_MS;
  const agents = {
    'http:': closingWhenIdle(new http.Agent({ keepAlive: true }), idleMs),
    'https:': closingWhenIdle(new https.Agent({ keepAlive: true }), idleMs),
  };

  function send(url: URL, init: RequestInit, body: Body, headers: Record<string, string>, retry: boolean) {
    return new Promise<Response>((resolve, reject) => {
      const signal = init.signal ?? undefined;
      if (signal?.aborted) return reject(abortError(signal));
      const client = url.protocol === 'https:' ? https : http;
      const request = client.request(url, {
        method: init.method ?? 'GET',
        headers,
        agent: agents[url.protocol as 'http:' | 'https:'],
      });
      let responded = false;
      const onAbort = () => request.destroy(abortError(signal!) as Error);
      signal?.addEventListener('abort', onAbort, { once: true });
      const settle = () => signal?.removeEventListener('abort', onAbort);
      request.on('error', (error: NodeJS.ErrnoException) => {
        settle();
        if (signal?.aborted) return reject(abortError(signal));
        if (retry && !responded && request.reusedSocket && error.code === 'ECONNRESET') {
          return resolve(send(url, init, body, headers, false));
        }
        reject(new TypeError('fetch failed', { cause: error }));
      });
      request.on('response', (response) => {
        responded = true;
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', (error) => {
          settle();
          reject(signal?.aborted ? abortError(signal) : new TypeError('fetch failed', { cause: error }));
        });
        response.on('end', () => {
          settle();
          const status = response.statusCode ?? 0;
          const pairs: [string, string][] = [];
          for (let i = 0; i < response.rawHeaders.length; i += 2) {
            pairs.push([response.rawHeaders[i]!, response.rawHeaders[i + 1]!]);
          }
          resolve(
            new Response(NO_BODY.has(status) ? null : Buffer.concat(chunks), {
              status,
              statusText: response.statusMessage ?? '',
              headers: pairs,
            }),
          );
        });
      });
      request.end(body);
    });
  }

  const nodeFetch = (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    // A Request object or a streamed/form body: not what the model client sends; undici handles it.
    if (input instanceof Request || !isPlainBody(init.body)) return fetch(input, init);
    const url = new URL(input);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return fetch(input, init);
    const body = init.body ?? undefined;
    return send(url, init, body, headerRecord(init.headers, body), true);
  };
  return nodeFetch as typeof fetch;
}
