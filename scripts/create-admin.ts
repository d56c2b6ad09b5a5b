import '#platform/polyfills.ts';
import { stdin, stdout } from 'node:process';
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { z } from 'zod';
import { ensureAdmin } from '#api/auth/admin-account.ts';
import { createAuth } from '#api/auth/auth.ts';
import { EnvError, loadEnv } from '#platform/config/env.ts';
import { resolveAuthSecret } from '#platform/config/secrets.ts';
import { createMemoryQueue } from '#platform/jobs/memory-queue.ts';
import { createLogger } from '#platform/logger.ts';
import { connectDb, disconnectDb } from '#prisma/client.ts';
import { databaseTarget, describeTarget } from '#prisma/database.ts';
import { migrateDatabase } from '#prisma/migrate/deploy.ts';

// `npm run admin:create`: creates (or promotes) an administrator. Reads ADMIN_EMAIL and
// ADMIN_PASSWORD, asking for whichever is missing; the password is typed without echo.

const credentialsSchema = z.object({
  email: z.email('E-mail inválido.'),
  password: z
    .string()
    .min(8, 'A senha precisa de pelo menos 8 caracteres.')
    .max(128, 'A senha pode ter no máximo 128 caracteres.'),
});

class InputError extends Error {}

type Prompter = { ask(question: string, hidden?: boolean): Promise<string>; close(): void };

/**
 * Questions on the terminal, the password without echo. Piped input (`printf ... | npm run
 * admin:create`) is read line by line from a buffered iterator, so no line is lost between questions.
 */
function createPrompter(): Prompter {
  if (!stdin.isTTY) {
    const rl = createInterface({ input: stdin, terminal: false });
    const lines = rl[Symbol.asyncIterator]();
    return {
      async ask(question) {
        stdout.write(`${question}\n`);
        const line = await lines.next();
        return line.done ? '' : String(line.value).trim();
      },
      close: () => rl.close(),
    };
  }
  let muted = false;
  const output = new Writable({
    write(chunk, encoding, callback) {
      if (!muted) stdout.write(chunk, encoding);
      callback();
    },
  });
  const rl = createInterface({ input: stdin, output, terminal: true });
  return {
    async ask(question, hidden = false) {
      const answer = rl.question(question); // writes the prompt before the echo is muted
      muted = hidden;
      try {
        return (await answer).trim();
      } finally {
        if (hidden) stdout.write('\n');
        muted = false;
      }
    },
    close: () => rl.close(),
  };
}

async function readCredentials(env: { ADMIN_EMAIL?: string; ADMIN_PASSWORD?: string }) {
  let { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = env;
  if (!email || !password) {
    const prompter = createPrompter();
    try {
      email ??= await prompter.ask('E-mail do administrador: ');
      password ??= await prompter.ask('Senha (mínimo 8 caracteres): ', true);
    } finally {
      prompter.close();
    }
  }
  const parsed = credentialsSchema.safeParse({ email, password });
  if (!parsed.success) throw new InputError(parsed.error.issues.map((issue) => issue.message).join('\n'));
  return parsed.data;
}

async function main() {
  const env = loadEnv();
  resolveAuthSecret(env); // a missing AUTH_SECRET in production fails here, before any question
  const { email, password } = await readCredentials(env);

  const target = databaseTarget(env);
  const applied = await migrateDatabase(target);
  if (applied.length) console.log(`${describeTarget(target)}: ${applied.length} migração(ões) aplicada(s).`);
  const db = connectDb(target);
  // Creating an admin sends no e-mail: a queue that is never started is enough.
  const queue = createMemoryQueue({ logger: createLogger({ level: 'warn', pretty: false }) });
  const auth = createAuth({ db, env, queue });

  const result = await ensureAdmin({ auth, db, email, password });
  if (result.created) console.log(`Administrador criado: ${result.email}`);
  else if (result.promoted)
    console.log(`Conta existente promovida a administrador: ${result.email} (senha mantida).`);
  else console.log(`${result.email} já é administrador: nada foi alterado (senha mantida).`);
}

try {
  await main();
} catch (error) {
  if (error instanceof EnvError || error instanceof InputError) console.error(error.message);
  else console.error('Falha ao criar o administrador:', error);
  process.exitCode = 1;
} finally {
  await disconnectDb();
}
