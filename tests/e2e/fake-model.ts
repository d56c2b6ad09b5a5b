import { once } from 'node:events';
import { createServer, type Server } from 'node:http';

// The bot's OpenAI-compatible model faked at its HTTP boundary for the browser tests, so a test
// can see what the server really asked the model. It answers only requests that carry both markers
// below — a test's own system prompt and its own customer message — and refuses every other with
// a 503, so the other suites' conversations keep going through the guided fallback whatever prompt
// is saved at the moment. GET /requests lists what it received, newest last.

export const MODEL_PROMPT_MARKER = 'e2e-modelo-ativo';
export const MODEL_MESSAGE_MARKER = 'fale-com-o-modelo';
export const MODEL_ANSWER = 'Resposta do modelo de teste.';

type Message = { role: string; content: unknown };
export type RecordedRequest = { model: string; system: string; lastUser: string };

function text(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) return content.map((part) => (part as { text?: string }).text ?? '').join('');
  return '';
}

export async function startFakeModel(): Promise<{ url: string; close(): Promise<void> }> {
  const requests: RecordedRequest[] = [];
  const server: Server = createServer(async (req, res) => {
    if (req.method === 'GET' && req.url === '/requests') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(requests));
      return;
    }
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const body = JSON.parse(raw || '{}') as { model?: string; messages?: Message[] };
    const messages = body.messages ?? [];
    const recorded = {
      model: body.model ?? '',
      system: messages
        .filter((m) => m.role === 'system')
        .map((m) => text(m.content))
        .join('\n'),
      lastUser: text(messages.findLast((m) => m.role === 'user')?.content),
    };
    requests.push(recorded);
    if (!recorded.system.includes(MODEL_PROMPT_MARKER) || !recorded.lastUser.includes(MODEL_MESSAGE_MARKER)) {
      res.writeHead(503, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'modelo de teste indisponível para esta conversa' } }));
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id: `chatcmpl-e2e-${requests.length}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: recorded.model,
        choices: [{ index: 0, message: { role: 'assistant', content: MODEL_ANSWER }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      }),
    );
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('modelo falso sem porta');
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}
