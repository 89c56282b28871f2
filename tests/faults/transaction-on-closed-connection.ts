// Run as its own process by transaction-on-closed-connection.pg.test.ts (a crash must not take the
// test runner with it): a transaction through the app's database client whose server process is
// terminated mid-query. Prints one JSON line with what the transaction and the next query did.
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { openDatabase, queryRows } from '../../src/db/client';

const databaseUrl = process.env.DATABASE_URL as string;
const handle = await openDatabase({ databaseUrl, maxConnections: 2 });
const killer = postgres(databaseUrl, { max: 1, onnotice: () => {} });

let backendPid: number | undefined;
const transaction = handle.db.transaction(async (tx) => {
  const [row] = await queryRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
  backendPid = row?.pid;
  await tx.execute(sql`select pg_sleep(5)`);
});
while (backendPid === undefined) await new Promise((resolve) => setTimeout(resolve, 20));
await killer`select pg_terminate_backend(${backendPid})`;

const transactionError = await transaction.then(
  () => 'none',
  (error: { code?: string }) => error.code ?? String(error),
);
// Let any write the driver deferred (setImmediate) run before the next query.
await new Promise((resolve) => setTimeout(resolve, 200));
const [after] = await queryRows<{ answer: number }>(handle.db, sql`select 42 as answer`);
console.log(JSON.stringify({ transactionError, nextQuery: after?.answer }));
await killer.end();
await handle.close();
