import { z } from 'zod';

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional());

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().trim().min(1).optional(),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URL: optionalUrl.refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
      message: 'must start with postgres:// or postgresql://',
    }),
    PUBLIC_URL: optionalUrl,
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
    SMTP_URL: z.string().optional(),
    /** Signs session cookies; required in production (development generates one under DATA_DIR). */
    AUTH_SECRET: z.string().trim().min(32, 'must be at least 32 characters').optional(),
    /** Only behind a trusted reverse proxy: the header carrying the client IP (e.g. x-forwarded-for). */
    TRUSTED_PROXY_HEADER: z.string().trim().toLowerCase().min(1).optional(),
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.AUTH_SECRET, {
    path: ['AUTH_SECRET'],
    message: 'is required in production',
  });

export type Env = z.infer<typeof envSchema> & { HOST: string };

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
  return { ...env, HOST: env.HOST ?? (env.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1') };
}
