import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

// The fetch the model client (the OpenAI SDK under ChatOpenAI) sends its requests with: node:http
// over keep-alive connections, as the SDK itself did on Node before it moved to the global fetch,
// whose WHATWG streams cost about twice the CPU per chat completion (issue 22, bench/pipeline).
// The SDK asks little of it: a method, headers, a string body and an abort signal, then the
// status, headers and the whole JSON body of a reply; the agent never streams.

const agents = {
  'http:': { request: httpRequest, agent: new HttpAgent({ keepAlive: true }) },
  'https:': { request: httpsRequest, agent: new HttpsAgent({ keepAlive: true }) },
};

// Statuses whose Response must have no body.
const NO_BODY = new Set([101, 103, 204, 205, 304]);

export async function modelFetch(input: string | URL | Request, init: RequestInit = {}): Promise<Response> {
  if (typeof input !== 'string' && !(input instanceof URL)) throw new TypeError('modelFetch: só URL');
  const url = new URL(input);
  const transport = agents[url.protocol as keyof typeof agents];
  if (!transport) throw new TypeError(`modelFetch: protocolo ${url.protocol} não suportado`);
  const body = init.body ?? undefined;
  if (body !== undefined && typeof body !== 'string') throw new TypeError('modelFetch: só corpo texto');
  const headers: Record<string, string> = {};
  new Headers(init.headers).forEach((value, name) => {
    headers[name] = value;
  });
  if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
  init.signal?.throwIfAborted();

  const res = await new Promise<IncomingMessage>((resolve, reject) => {
    const req = transport.request(url, {
      method: init.method ?? 'GET',
      headers,
      agent: transport.agent,
      ...(init.signal ? { signal: init.signal } : {}),
    });
    req.on('response', resolve);
    req.on('error', reject);
    req.end(body);
  });
  const chunks: Buffer[] = [];
  for await (const chunk of res) chunks.push(chunk as Buffer);
  const status = res.statusCode ?? 0;
  const responseHeaders = new Headers();
  for (let i = 0; i < res.rawHeaders.length; i += 2) {
    responseHeaders.append(res.rawHeaders[i]!, res.rawHeaders[i + 1]!);
  }
  const bytes = decoded(Buffer.concat(chunks), responseHeaders) as Uint8Array<ArrayBuffer>;
  return new Response(NO_BODY.has(status) ? null : bytes, {
    status,
    statusText: res.statusMessage ?? '',
    headers: responseHeaders,
  });
}

// Nothing asks for compression, but a proxy may compress anyway: fetch would have decoded it.
function decoded(body: Buffer, headers: Headers): Buffer {
  switch (headers.get('content-encoding')?.trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return gunzipSync(body);
    case 'deflate':
      return inflateSync(body);
    case 'br':
      return brotliDecompressSync(body);
    default:
      return body;
  }
}
