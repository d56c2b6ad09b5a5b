import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// The Cloud API's messages endpoint as a real HTTP server, for worker processes (nock cannot reach
// into another process). Each POST is decided by the case: answered 200 with a wamid, taken by
// "WhatsApp" with its answer never sent (the request reached Meta, the caller never knows), or left
// hanging without being taken. What WhatsApp took is counted per biz_opaque_callback_data (our
// row's key) and per recipient, and reported through `onAccepted` (to play Meta's status callback).

export type GraphDecision = 'answer' | 'accept-and-hang' | 'hang';

export type GraphRequest = { index: number; to: string; key: string };

export type GraphFake = {
  /** For WHATSAPP_GRAPH_URL: POSTs go to `${url}/<phone number id>/messages`. */
  url: string;
  /** Messages WhatsApp took (delivered), by our key and by recipient. */
  acceptedByKey: Map<string, number>;
  acceptedByRecipient: Map<string, number>;
  /** Requests received, and those still without an answer. */
  requests(): number;
  hanging(): number;
  decide: (request: GraphRequest) => GraphDecision;
  onAccepted?: (message: GraphRequest & { waMessageId: string }) => void;
  close(): void;
};

export async function startGraphFake(): Promise<GraphFake> {
  let count = 0;
  const hung = new Set<ServerResponse>();
  const fake: GraphFake = {
    url: '',
    acceptedByKey: new Map(),
    acceptedByRecipient: new Map(),
    requests: () => count,
    hanging: () => hung.size,
    decide: () => 'answer',
    close() {
      server.closeAllConnections();
      server.close();
    },
  };
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString() || '{}') as {
      to?: string;
      biz_opaque_callback_data?: string;
    };
    const request = { index: count, to: body.to ?? '', key: body.biz_opaque_callback_data ?? '' };
    count += 1;
    const decision = fake.decide(request);
    if (decision !== 'answer') {
      hung.add(res);
      res.once('close', () => hung.delete(res));
    }
    if (decision === 'hang') return;
    const waMessageId = `wamid.fake.${randomUUID()}`;
    fake.acceptedByKey.set(request.key, (fake.acceptedByKey.get(request.key) ?? 0) + 1);
    fake.acceptedByRecipient.set(request.to, (fake.acceptedByRecipient.get(request.to) ?? 0) + 1);
    fake.onAccepted?.({ ...request, waMessageId });
    if (decision === 'accept-and-hang') return;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ messaging_product: 'whatsapp', messages: [{ id: waMessageId }] }));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v21.0`;
  return fake;
}
