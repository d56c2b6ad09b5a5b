import type { IncomingMessage } from 'node:http';
import { AppError } from '#platform/http/app-error.ts';

// The webhook's body as bytes, for the signature check. A plain reader rather than express.raw:
// Meta can call thousands of times a second, and body-parser's content-type and encoding
// machinery cost more than the rest of the acknowledgement (bench/webhook).

function tooLarge() {
  return new AppError('PAYLOAD_TOO_LARGE', { message: 'O corpo da requisição é grande demais.' });
}

export function readRawBody(req: IncomingMessage, limitBytes: number): Promise<Buffer> {
  // A declared length over the limit is refused before reading anything.
  if (Number(req.headers['content-length']) > limitBytes) return Promise.reject(tooLarge());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (error: AppError | undefined) => {
      if (settled) return;
      settled = true;
      if (error) reject(error);
      else resolve(Buffer.concat(chunks, size));
    };
    req.on('data', (chunk: Buffer) => {
      if (settled) return; // over the limit: the rest is read and dropped, keeping the socket usable
      size += chunk.length;
      if (size > limitBytes) settle(tooLarge());
      else chunks.push(chunk);
    });
    req.on('end', () => settle(undefined));
    // An aborted request ends in 'error' (ECONNRESET), never in 'end'.
    req.on('error', () =>
      settle(new AppError('BAD_REQUEST', { message: 'A requisição foi interrompida antes do fim.' })),
    );
  });
}
