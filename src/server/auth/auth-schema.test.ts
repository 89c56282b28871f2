import { getAuthTables } from 'better-auth/db';
import { getTableColumns, type Table } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as authSchema from '../../db/schema/auth';
import { createAuth } from './create-auth';

// Options only; the database is never touched by building the field list.
const auth = createAuth({} as never, {
  secret: 'schema-check-secret-'.repeat(2),
  origin: 'http://localhost',
  production: false,
  mail: { send: async () => {} },
});

describe('hand-written auth tables', () => {
  const tables = getAuthTables(auth.options);

  it.each(Object.entries(tables))('has better-auth model %s with every field it writes', (key, table) => {
    const modelName = table.modelName ?? key;
    const drizzleTable = (authSchema as Record<string, Table>)[modelName];
    expect(drizzleTable, `export ${modelName} in src/db/schema/auth.ts`).toBeDefined();
    const columns = Object.keys(getTableColumns(drizzleTable as Table));
    const fields = Object.entries(table.fields).map(([name, field]) => field.fieldName ?? name);
    expect(columns).toEqual(expect.arrayContaining(['id', ...fields]));
  });

  it('covers the admin, two-factor and rate-limit tables', () => {
    expect(Object.keys(tables)).toEqual(
      expect.arrayContaining(['user', 'session', 'account', 'verification', 'twoFactor', 'rateLimit']),
    );
    expect(Object.keys(tables.user?.fields ?? {})).toEqual(
      expect.arrayContaining(['role', 'twoFactorEnabled']),
    );
  });
});
