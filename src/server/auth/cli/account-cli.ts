import { parseArgs } from 'node:util';
import { z } from 'zod';
import { migrateDatabase } from '../../../db/client';
import { openConfiguredDatabase } from '../../../db/open-configured-database';
import { loadEnv, trustedOriginOf } from '../../env';
import { createMailSender } from '../../mail/mail-sender';
import { ensureAccount } from '../accounts';
import { resolveAuthSecret } from '../auth-secret';
import { createAuth } from '../create-auth';

/**
 * `npm run admin:create -- --email E --password P` (creates or promotes an administrator) and
 * `npm run user:create -- --email E --password P` (an account without roles), against the database
 * the server is configured for.
 */
const argsSchema = z.object({
  email: z.email('--email must be an e-mail address'),
  password: z.string().min(10, '--password must be at least 10 characters').max(128),
  name: z.string().trim().min(1).optional(),
  admin: z.boolean(),
});

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      admin: { type: 'boolean', default: false },
    },
  });
  const parsed = argsSchema.safeParse({ ...values, email: values.email?.trim() });
  if (!parsed.success) {
    throw new Error(parsed.error.issues.map((issue) => issue.message).join('\n'));
  }
  const dataDir = process.env.DATA_DIR?.trim() || './data';
  const handle = await openConfiguredDatabase(
    { databaseUrl: process.env.DATABASE_URL?.trim(), dataDir },
    { maxConnections: 1 },
  );
  try {
    await migrateDatabase(handle);
    const auth = createAuth(handle.db, {
      secret: resolveAuthSecret(process.env.AUTH_SECRET?.trim(), dataDir),
      origin: trustedOriginOf(loadEnv()),
      production: false,
      mail: createMailSender(handle.db),
    });
    const { email, password, name, admin } = parsed.data;
    const result = await ensureAccount(auth, handle.db, {
      email,
      password,
      admin,
      ...(name ? { name } : {}),
    });
    const kind = admin ? 'administrator' : 'user';
    const messages = {
      created: `Created ${kind} ${email}.`,
      promoted: `${email} already existed and is now an administrator (password unchanged).`,
      unchanged: `${email} already exists${admin ? ' and is an administrator' : ''}; nothing changed.`,
    };
    console.log(messages[result.outcome]);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
