import postgres from 'postgres';

/** Runs one statement on the server's maintenance database through a short-lived single connection. */
export async function runAdminStatement(serverUrl: string, statement: string): Promise<void> {
  const client = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await client.unsafe(statement);
  } finally {
    await client.end({ timeout: 5 });
  }
}

export async function listDatabases(serverUrl: string, namePrefix: string): Promise<string[]> {
  const client = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    const rows = await client<{ datname: string }[]>`
      select datname from pg_database where starts_with(datname, ${namePrefix})`;
    return rows.map((row) => row.datname);
  } finally {
    await client.end({ timeout: 5 });
  }
}

export const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

export const dropDatabaseStatement = (name: string) =>
  `drop database if exists ${quoteIdentifier(name)} with (force)`;
