import { z } from 'zod';
import { defaultLogLevel, LOG_LEVELS, type LogLevel } from './logging/logger';

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional());

function isBareHttpOrigin(value: string): boolean {
  const url = URL.parse(value);
  return (
    url !== null &&
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.pathname === '/' &&
    !url.search
  );
}

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().trim().min(1).optional(),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URL: optionalUrl.refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
      message: 'must start with postgres:// or postgresql://',
    }),
    /** The site's one trusted origin (auth, mailed links, allowed write origins); required in production. */
    PUBLIC_URL: optionalUrl.refine((v) => v === undefined || isBareHttpOrigin(v), {
      message: 'must be an http(s) origin without a path, e.g. https://leasingmatch.dk',
    }),
    PRODUCTION_HOSTS: z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((h) => h.trim().toLowerCase())
          .filter(Boolean),
      ),
    /** How long a process may serve its cached catalogue before asking the database for the version. */
    CATALOG_MAX_STALE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
    /** Seed demo data into an empty database at start (default on; set 0 to start empty). */
    SEED_DEMO_DATA: z
      .enum(['0', '1', 'true', 'false'])
      .default('1')
      .transform((v) => v === '1' || v === 'true'),
    LLM_BASE_URL: optionalUrl,
    LLM_API_KEY: z.string().optional(),
    LLM_MODEL: z.string().optional(),
    /** The AI extractor's OpenAI-compatible endpoint (falls back to LLM_BASE_URL, LLM_API_KEY, LLM_MODEL). */
    AI_BASE_URL: optionalUrl,
    AI_API_KEY: z.string().trim().optional(),
    AI_MODEL: z.string().trim().optional(),
    /** Per request to the AI endpoint (a long price list is sent in several requests). */
    AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(900_000).default(120_000),
    /** US dollars per million tokens, for the estimated cost shown on an extraction session. */
    AI_PRICE_INPUT_PER_MTOK_USD: z.coerce.number().min(0).max(1000).default(0),
    AI_PRICE_OUTPUT_PER_MTOK_USD: z.coerce.number().min(0).max(1000).default(0),
    /** How long a job claimed by a process that died stays claimed before another process takes it over. */
    JOB_LEASE_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
    /**
     * Server processes on this machine (node:cluster, ADR 060): each serves every request and runs the
     * job workers; they share the port and the PostgreSQL database. PGlite is one process only.
     */
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
    /** How often each server process logs what its memory is made of (logging/memory-log.ts). */
    MEMORY_LOG_INTERVAL_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
    /** How long SIGTERM/SIGINT waits for open requests and the running job before exiting anyway. */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(10_000),
    /** Tests only: lets price-list URLs use http and private or loopback addresses (ADR 019). */
    PRICE_LIST_URL_ALLOW_PRIVATE: z
      .enum(['0', '1', 'true', 'false'])
      .default('0')
      .transform((v) => v === '1' || v === 'true'),
    /** Test servers only: PUT /api/test-clock moves the calendar clock (offers' expiry; ADR 056). */
    TEST_CLOCK: z
      .enum(['0', '1', 'true', 'false'])
      .default('0')
      .transform((v) => v === '1' || v === 'true'),
    SMTP_URL: z.string().optional(),
    /** Signs session cookies; required in production (development generates one under DATA_DIR). */
    AUTH_SECRET: z.string().trim().min(32, 'must be at least 32 characters').optional(),
    /** Only behind a trusted reverse proxy: the header carrying the client IP (e.g. x-forwarded-for). */
    TRUSTED_PROXY_HEADER: z.string().trim().toLowerCase().min(1).optional(),
    /** pino level of the JSON log on stdout (default info; warn under tests). */
    LOG_LEVEL: z.string().trim().toLowerCase().pipe(z.enum(LOG_LEVELS)).optional(),
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.AUTH_SECRET, {
    path: ['AUTH_SECRET'],
    message: 'is required in production',
  })
  .refine((env) => env.NODE_ENV !== 'production' || !env.TEST_CLOCK, {
    path: ['TEST_CLOCK'],
    message: 'is for test servers only, never production',
  })
  .refine((env) => env.WEB_CONCURRENCY === 1 || env.DATABASE_URL, {
    path: ['WEB_CONCURRENCY'],
    message: 'above 1 needs DATABASE_URL (the embedded PGlite database is one process only)',
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.PUBLIC_URL, {
    path: ['PUBLIC_URL'],
    message: 'is required in production (the origin people open, e.g. https://leasingmatch.dk)',
  });

export type Env = z.infer<typeof envSchema> & { HOST: string; LOG_LEVEL: LogLevel };

/** Parses the environment once at start and fails with a readable list of what is wrong. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  - ${issue.path.join('.') || '(env)'}: ${issue.message}`,
    );
    throw new Error(`Invalid environment variables:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return {
    ...env,
    HOST: env.HOST ?? (env.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    LOG_LEVEL: env.LOG_LEVEL ?? defaultLogLevel({ NODE_ENV: env.NODE_ENV }),
  };
}

/** Listening on every interface: the browser on this machine opens localhost. */
const WILDCARD_HOSTS = new Set(['0.0.0.0', '::']);

/**
 * The one origin the site trusts and builds absolute links from (ADR 035): PUBLIC_URL, else (development
 * and tests only) the address the server listens on. Never taken from a request's Host header.
 */
export function trustedOriginOf(env: Pick<Env, 'PUBLIC_URL' | 'HOST' | 'PORT'>): string {
  if (env.PUBLIC_URL) return new URL(env.PUBLIC_URL).origin;
  if (WILDCARD_HOSTS.has(env.HOST)) return `http://localhost:${env.PORT}`;
  const host = env.HOST.includes(':') ? `[${env.HOST}]` : env.HOST;
  return new URL(`http://${host}:${env.PORT}`).origin;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', ...WILDCARD_HOSTS]);

/**
 * Development without PUBLIC_URL on this machine: the other spellings of the same loopback address
 * (`localhost` and `127.0.0.1` are different origins to a browser), accepted for sign-in and writes so
 * the README's http://localhost:3000 works whatever HOST says. Links are still built from the trusted
 * origin; with PUBLIC_URL (always in production) there are none.
 */
export function loopbackAliasesOf(env: Pick<Env, 'PUBLIC_URL' | 'HOST' | 'PORT'>): string[] {
  if (env.PUBLIC_URL || !LOOPBACK_HOSTS.has(env.HOST)) return [];
  const primary = trustedOriginOf(env);
  return [`http://localhost:${env.PORT}`, `http://127.0.0.1:${env.PORT}`, `http://[::1]:${env.PORT}`].filter(
    (origin) => origin !== primary,
  );
}

/** How the AI extractor reaches its model; null when AI is not configured. */
export type AiConfig = {
  /** Undefined = OpenAI's own endpoint. */
  baseUrl: string | undefined;
  apiKey: string;
  model: string;
  timeoutMs: number;
  priceInputPerMTokUsd: number;
  priceOutputPerMTokUsd: number;
};

type AiEnv = Pick<
  Env,
  | 'AI_BASE_URL'
  | 'AI_API_KEY'
  | 'AI_MODEL'
  | 'AI_TIMEOUT_MS'
  | 'AI_PRICE_INPUT_PER_MTOK_USD'
  | 'AI_PRICE_OUTPUT_PER_MTOK_USD'
  | 'LLM_BASE_URL'
  | 'LLM_API_KEY'
  | 'LLM_MODEL'
>;

/**
 * AI is configured when a model is named and either a key or an own endpoint is given (a local
 * OpenAI-compatible server may need no key; the client still wants one, so it gets a placeholder).
 */
export function aiConfigFromEnv(env: AiEnv): AiConfig | null {
  const baseUrl = env.AI_BASE_URL ?? env.LLM_BASE_URL;
  const apiKey = env.AI_API_KEY?.trim() || env.LLM_API_KEY?.trim() || undefined;
  const model = env.AI_MODEL?.trim() || env.LLM_MODEL?.trim() || undefined;
  if (!model || (!apiKey && !baseUrl)) return null;
  return {
    baseUrl,
    apiKey: apiKey ?? 'no-key',
    model,
    timeoutMs: env.AI_TIMEOUT_MS,
    priceInputPerMTokUsd: env.AI_PRICE_INPUT_PER_MTOK_USD,
    priceOutputPerMTokUsd: env.AI_PRICE_OUTPUT_PER_MTOK_USD,
  };
}
