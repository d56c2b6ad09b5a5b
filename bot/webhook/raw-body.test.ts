import { once } from 'node:events';
import { createServer, type IncomingMessage, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '#platform/http/app-error.ts';
import { readRawBody } from './raw-body.ts';

// The webhook's body reader against real sockets: exact bytes, the size limit whether declared
// or streamed, and a client that gives up half-way.

const LIMIT = 1024;
let server: Server | undefined;

afterEach(async () => {
  server?.closeAllConnections();
  server?.close();
  server = undefined;
});

/** A server whose every request is read with the limit; resolves with what the reader settled on. */
async function readerServer(): Promise<{ port: number; outcome: Promise<Buffer | AppError> }> {
  let settle!: (value: Buffer | AppError) => void;
  const outcome = new Promise<Buffer | AppError>((resolve) => {
    settle = resolve;
  });
  server = createServer((req, res) => {
    readRawBody(req, LIMIT).then(
      (body) => {
        settle(body);
        res.end('ok');
      },
      (error: AppError) => {
        settle(error);
        res.statusCode = error.status;
        res.end();
      },
    );
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { port: (server.address() as AddressInfo).port, outcome };
}

function post(port: number, headers: Record<string, string | number> = {}) {
  const req = request({ host: '127.0.0.1', port, method: 'POST', path: '/', headers });
  req.on('error', () => {}); // the aborting test destroys it on purpose
  return req;
}

describe('readRawBody', () => {
  it('returns the exact bytes sent in several chunks', async () => {
    const { port, outcome } = await readerServer();
    const parts = [Buffer.from('{"a":'), Buffer.from('"ção"'), Buffer.from('}')];
    const req = post(port);
    for (const part of parts) req.write(part);
    req.end();
    expect(await outcome).toEqual(Buffer.concat(parts));
  });

  it('refuses a declared length over the limit with 413 before reading', async () => {
    const { port, outcome } = await readerServer();
    const req = post(port, { 'content-length': LIMIT + 1 });
    req.write('x');
    const [res] = (await once(req, 'response')) as [IncomingMessage];
    const error = await outcome;
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(413);
    expect(res.statusCode).toBe(413);
    req.destroy();
  });

  it('refuses a streamed body that grows past the limit with 413', async () => {
    const { port, outcome } = await readerServer();
    const req = post(port, { 'transfer-encoding': 'chunked' });
    for (let i = 0; i < 4; i++) req.write(Buffer.alloc(LIMIT / 2, 'a'));
    req.end();
    const error = await outcome;
    expect((error as AppError).status).toBe(413);
    expect((error as AppError).message).toBe('O corpo da requisição é grande demais.');
  });

  it('rejects with 400 when the client gives up half-way', async () => {
    const { port, outcome } = await readerServer();
    const req = post(port, { 'content-length': 500 });
    req.write(Buffer.alloc(100, 'a'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    req.destroy();
    const error = await outcome;
    expect((error as AppError).code).toBe('BAD_REQUEST');
  });
});
