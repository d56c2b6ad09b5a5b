import pino from 'pino';
import { db } from '#prisma/client.ts';
import { createApp } from '#server/app.ts';
import { createAuth } from './auth.ts';
import { startTestQueue, testAuthEnv } from './auth-test-client.ts';

// The whole app with real auth on the test database and a job queue of its own, for suites that
// drive the account flows over HTTP. Apart from auth-test-client.ts, which the browser tests
// import and which must not load the app.

export async function startAuthTestApp() {
  const queue = await startTestQueue();
  const env = testAuthEnv();
  const auth = createAuth({ db, env, queue });
  const app = createApp({ env, logger: pino({ level: 'silent' }), auth, queue, siteDir: '/nao-existe' });
  return { queue, env, auth, app };
}
