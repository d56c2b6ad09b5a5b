import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createNodeFetch } from './node-fetch.ts';

// Against a real HTTP server on loopback: what the model client relies on (a JSON exchange, error
// statuses, abort) and the keep-alive rules (idle sockets closed, a reset reused socket resent).

let server: Server | undefined;

async function serve(handler: (req: IncomingMessage, res: ServerResponse) => void) {
  server = createServer(handler);
  server.keepAliveTimeout = 60_000;
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

describe('createNodeFetch', () => {
  it('sends the body with its headers and hands back status, headers and body', async () => {
    let seen: { method?: string; headers?: IncomingMessage['headers']; body?: string } = {};
    const url = await serve(async (req, res) => {
      seen = { method: req.method, headers: req.headers, body: await readBody(req) };
      res.writeHead(201, { 'content-type': 'application/json', 'x-request-id': 'abc' });
      res.end(JSON.stringify({ choices: [{ message: { content: 'olá' } }] }));
    });
    const body = JSON.stringify({ model: 'm', messages: [{ role: 'user', content: 'ção' }] });
    const res = await createNodeFetch()(`${url}/chat/completions`, {
      method: 'POST',
      headers: new Headers({ 'content-type': 'application/json', authorization: 'Bearer k' }),
      body,
    });
    expect(seen.method).toBe('POST');
    expect(seen.body).toBe(body);
    expect(seen.headers?.authorization).toBe('Bearer k');
    expect(seen.headers?.['content-length']).toBe(String(Buffer.byteLength(body)));
    expect(res.status).toBe(201);
    expect(res.ok).toBe(true);
    expect(res.headers.get('x-request-id')).toBe('abc');
    expect(await res.json()).toEqual({ choices: [{ message: { content: 'olá' } }] });
  });

  it('hands back an error status with its body, and no body for a 204', async () => {
    const url = await serve((req, res) => {
      if (req.url === '/vazio') return res.writeHead(204).end();
      res.writeHead(503, { 'content-type': 'text/plain' }).end('indisponível');
    });
    const fetch = createNodeFetch();
    const failed = await fetch(`${url}/x`, { method: 'POST', body: '{}' });
    expect(failed.status).toBe(503);
    expect(failed.ok).toBe(false);
    expect(await failed.text()).toBe('indisponível');
    const empty = await fetch(`${url}/vazio`);
    expect(empty.status).toBe(204);
    expect(empty.body).toBeNull();
  });

  it('rejects with the abort reason when the signal aborts mid-request, and at once when already aborted', async () => {
    let closed = false;
    const url = await serve((req) => req.socket.on('close', () => (closed = true)));
    const fetch = createNodeFetch();
    const controller = new AbortController();
    const pending = fetch(`${url}/lento`, { method: 'POST', body: '{}', signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    await expect.poll(() => closed).toBe(true);
    await expect(fetch(url, { signal: AbortSignal.abort() })).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('says fetch failed, with the cause, when nothing listens', async () => {
    const url = await serve(() => {});
    server?.close();
    await once(server!, 'close');
    await expect(createNodeFetch()(url)).rejects.toMatchObject({
      name: 'TypeError',
      message: 'fetch failed',
      cause: { code: 'ECONNREFUSED' },
    });
  });

  it('reuses a kept-alive socket, and closes it once idle for idleMs', async () => {
    let connections = 0;
    const url = await serve((_req, res) => res.end('ok'));
    server!.on('connection', () => (connections += 1));
    const fetch = createNodeFetch({ idleMs: 100 });
    await (await fetch(url)).text();
    await (await fetch(url)).text();
    expect(connections).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await (await fetch(url)).text();
    expect(connections).toBe(2);
  });

  it('sends once more on a fresh socket when the server reset a reused one before answering', async () => {
    // The race keep-alive has: the server drops a socket it had kept just as the client reuses it.
    const perSocket = new WeakMap<object, number>();
    let requests = 0;
    const url = await serve((req, res) => {
      requests += 1;
      const count = (perSocket.get(req.socket) ?? 0) + 1;
      perSocket.set(req.socket, count);
      if (count === 2) return req.socket.destroy();
      res.end(`resposta ${requests}`);
    });
    const fetch = createNodeFetch();
    expect(await (await fetch(url, { method: 'POST', body: 'a' })).text()).toBe('resposta 1');
    expect(await (await fetch(url, { method: 'POST', body: 'b' })).text()).toBe('resposta 3');
    expect(requests).toBe(3);
  });

  it('does not resend when a fresh socket is reset', async () => {
    let requests = 0;
    const url = await serve((req) => {
      requests += 1;
      req.socket.destroy();
    });
    await expect(createNodeFetch()(url, { method: 'POST', body: 'a' })).rejects.toMatchObject({
      message: 'fetch failed',
    });
    expect(requests).toBe(1);
  });
});
