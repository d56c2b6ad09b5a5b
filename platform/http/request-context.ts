import { AsyncLocalStorage } from 'node:async_hooks';

// Carries the request id (and later the conversation id) through everything a request or job
// does, so every log line can name it without passing loggers around.

export type RequestContext = {
  reqId?: string;
  conversationId?: string;
  jobId?: string;
  job?: string;
  attempt?: number;
};

const storage = new AsyncLocalStorage<RequestContext>();

export function runWithContext<T>(context: RequestContext, run: () => T): T {
  return storage.run({ ...storage.getStore(), ...context }, run);
}

export function currentContext(): RequestContext | undefined {
  return storage.getStore();
}
