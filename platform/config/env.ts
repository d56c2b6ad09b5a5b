import { z } from 'zod';

// Every environment variable the product reads, validated once at start. A bad value stops the
// process with the variable's name in the message (see loadEnv), never a crash later.

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => v || undefined)
  .pipe(z.url().optional())
  .optional();

const optionalString = z
  .string()
  .trim()
  .transform((v) => v || undefined)
  .optional();

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .default('false')
  .transform((v) => v === 'true' || v === '1');

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    PUBLIC_URL: optionalUrl,
    DATABASE_URL: optionalUrl.refine((v) => !v || /^postgres(ql)?:\/\//.test(v), {
      message: 'deve começar com postgresql://',
    }),
    DATA_DIR: z.string().default('./data'),
    REDIS_URL: optionalUrl.refine((v) => !v || /^rediss?:\/\//.test(v), {
      message: 'deve começar com redis://',
    }),
    REDIS_PREFIX: z.string().min(1).default('desejo'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    AUTH_SECRET: optionalString.pipe(z.string().min(32, 'precisa de pelo menos 32 caracteres').optional()),
    PRODUCT_NAME: z.string().min(1).default('Desejo Local'),
    COMPANY_NAME: z.string().default('Desejo Local Tecnologia Ltda.'),
    COMPANY_CNPJ: z.string().default(''),
    SUPPORT_WHATSAPP: z
      .string()
      .regex(/^\d{12,13}$/, 'use só dígitos com o código do país, ex.: 5511999999999')
      .default('5511999999999'),
    ADMIN_EMAIL: optionalString.pipe(z.email('e-mail inválido').optional()),
    ADMIN_PASSWORD: optionalString.pipe(z.string().min(8, 'precisa de pelo menos 8 caracteres').optional()),
    ADMIN_MFA_REQUIRED: booleanFlag,
    AUTH_RATE_LIMIT_SCALE: z.coerce.number().int().min(1).max(1000).default(1),
    WISH_TTL_DAYS: z.coerce.number().int().min(1).max(90).default(7),
    // Human mode ends by itself this many hours after the last admin message (or after it began,
    // when no admin wrote): a forgotten conversation goes back to the bot.
    HUMAN_MODE_TIMEOUT_HOURS: z.coerce.number().min(0.01).max(720).default(12),
    // The rating ask goes this long after the customer chose an offer (a day), checked every
    // RATING_SWEEP_SECONDS; the end-to-end server shortens both to see it within a test.
    RATING_DELAY_MINUTES: z.coerce.number().int().min(0).max(43_200).default(1_440),
    RATING_SWEEP_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
    SMTP_URL: optionalUrl.refine((v) => !v || /^smtps?:\/\//.test(v), {
      message: 'deve começar com smtp:// ou smtps://',
    }),
    MAIL_FROM: z.string().min(3).default('Desejo Local <nao-responda@desejolocal.com.br>'),
    // Where 'Reportar Problema' reports go: a mailbox someone reads, unlike MAIL_FROM's no-reply.
    SUPPORT_EMAIL: z.email('e-mail inválido').default('suporte@desejolocal.com.br'),
    OPENAI_BASE_URL: optionalUrl,
    OPENAI_API_KEY: optionalString,
    // A model slower than this counts as failed: the conversation goes on with the guided fallback.
    AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(20_000),
    // Voice notes are transcribed at <base>/audio/transcriptions: OPENAI_BASE_URL and its key unless
    // set apart. A separate base never receives OPENAI_API_KEY (a local Whisper server needs none).
    TRANSCRIPTION_BASE_URL: optionalUrl,
    TRANSCRIPTION_API_KEY: optionalString,
    // auto: the Cloud API once /gestao has its credentials, the simulator until then.
    WHATSAPP_TRANSPORT: z.enum(['auto', 'cloud', 'baileys', 'simulator']).default('auto'),
    WHATSAPP_GRAPH_URL: optionalUrl.transform((v) => v ?? 'https://graph.facebook.com/v21.0'),
    // The Meta app secret: with it, webhook POSTs without a valid X-Hub-Signature-256 get 401.
    WHATSAPP_APP_SECRET: optionalString,
    // Without it, one is generated on first start and kept (encrypted) in bot_config.
    WHATSAPP_VERIFY_TOKEN: optionalString.pipe(
      z.string().min(16, 'precisa de pelo menos 16 caracteres').optional(),
    ),
    // Messages per second of the business number, shared by every process through Redis.
    WHATSAPP_RATE_LIMIT: z.coerce.number().int().min(1).max(1000).default(80),
    // Conversations answered side by side by one process (each conversation stays in order).
    CONVERSATION_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(50),
    // Jobs of the general queue one process runs side by side: webhook bodies, notifications,
    // deliveries, mail. Each mostly waits on PostgreSQL; under bench/load's CPU-bound soak 5 and
    // 20 answered the same.
    JOB_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(20),
    // Key for secrets stored in bot_config (access token, verify token); derived from AUTH_SECRET when unset.
    CONFIG_ENCRYPTION_KEY: optionalString.pipe(
      z.string().min(32, 'precisa de pelo menos 32 caracteres').optional(),
    ),
    // Base of the public CEP lookup; tests point it at a fake.
    VIACEP_URL: optionalUrl.transform((v) => v ?? 'https://viacep.com.br'),
    // Online payment (issue 6): with the secret key and the premium price id set, /assinatura opens
    // Stripe Checkout; without them the plan buttons say online payment is not configured.
    STRIPE_SECRET_KEY: optionalString,
    // Signing secret of the /api/stripe/webhook endpoint: without it every webhook call is refused.
    STRIPE_WEBHOOK_SECRET: optionalString,
    // The monthly Premium price (R$ 99,00) in Stripe; the one price every checkout subscribes to.
    STRIPE_PREMIUM_PRICE_ID: optionalString,
    // Coupon applied for partner-association members and shown as the code on /assinatura.
    STRIPE_ASSOCIATE_COUPON: optionalString.transform((v) => v ?? 'ASSOCIADO'),
    // Base of the Stripe API; tests point it at a fake (default https://api.stripe.com).
    STRIPE_API_URL: optionalUrl,
    // Partner logos go to an S3-compatible bucket when endpoint, bucket and keys are all set; else
    // to $DATA_DIR/uploads/parceiros-logos, served by the app (api/admin/associations/partner-logo-storage.ts).
    S3_ENDPOINT: optionalUrl,
    S3_BUCKET: optionalString,
    S3_REGION: optionalString.transform((v) => v ?? 'us-east-1'),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    // Public base of the bucket's objects (a CDN or the bucket's public domain); default endpoint/bucket.
    S3_PUBLIC_URL: optionalUrl,
    // Bearer token of GET /metrics; without it /metrics answers only to this machine (loopback).
    METRICS_TOKEN: optionalString.pipe(z.string().min(16, 'precisa de pelo menos 16 caracteres').optional()),
    // A 'worker' process serves no site or API, only /metrics on this port (its jobs, turns and
    // model calls are timed there, not in the API processes).
    METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
    // Days a WhatsApp conversation's messages are kept (LGPD retention); 0 keeps them forever.
    CONVERSATION_RETENTION_DAYS: z.coerce.number().int().min(0).max(3650).default(365),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
    // What this process runs: 'all' (HTTP + job workers, the single-machine default), 'api' (HTTP
    // only, enqueuing) or 'worker' (job and conversation workers only). Split roles share work
    // through Redis and PostgreSQL, so they need both.
    PROCESS_ROLE: z.enum(['all', 'api', 'worker']).default('all'),
    // Which proxies may say who the client is (X-Forwarded-For), in Express's 'trust proxy' terms:
    // 'loopback' for a proxy on this host; 'uniquelocal' behind a proxy on a private network
    // (containers). Never 'true': anyone could then pick the address the rate limits count.
    TRUST_PROXY: z
      .string()
      .trim()
      .default('loopback')
      .refine(
        (v) => v !== 'true' && v !== '*',
        'confiar em qualquer proxy deixaria forjar o endereço do cliente',
      ),
  })
  .refine((env) => env.PROCESS_ROLE === 'all' || (env.REDIS_URL && env.DATABASE_URL), {
    path: ['PROCESS_ROLE'],
    message: 'api e worker separados precisam de REDIS_URL e DATABASE_URL (filas e banco compartilhados)',
  });

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  constructor(readonly issues: string[]) {
    super(`Configuração inválida:\n${issues.map((i) => `  - ${i}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => {
    const name = issue.path.join('.') || '(ambiente)';
    return `${name}: ${issue.message}`;
  });
  throw new EnvError(issues);
}

let cached: Env | undefined;

/** The validated environment of this process, parsed on first use. */
export function loadEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
