// Run as its own process by transaction-on-closed-connection.pg.test.ts (a crash must not take the
// test runner with it): a transaction through the app's database client whose server process is
// terminated mid-query. Prints one JSON line with what the transaction and the next query did, and
// whether the app takes the transaction's error for an unreachable database (its Danish 503).
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { openDatabase, queryRows } from '../../src/db/client';
import { isDatabaseUnavailable } from '../../src/server/lifecycle/database-unavailable';

const databaseUrl = process.env.DATABASE_URL as string;
const handle = await openDatabase({ databaseUrl, maxConnections: 2 });
const killer = postgres(databaseUrl, { max: 1, onnotice: () => {} });

let backendPid: number | undefined;
// The failure is taken as it happens, as a request handler awaiting the transaction does: the close
// can reach this process before the killer's answer, and a transaction promise still without a
// handler then is an unhandled rejection that ends the process (it did, once, under load).
const transactionFailure = handle.db
  .transaction(async (tx) => {
    const [row] = await queryRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
    backendPid = row?.pid;
    await tx.execute(sql`select pg_sleep(5)`);
  })
  .then(
    () => ({ transactionError: 'none', unavailable: false }),
    (error: { code?: string }) => ({
      transactionError: error.code ?? String(error),
      unavailable: isDatabaseUnavailable(error),
    }),
  );
while (backendPid === undefined) await new Promise((resolve) => setTimeout(resolve, 20));
// The killer answers after the close has arrived: the order that ended the process, every time.
await killer`select pg_terminate_backend(${backendPid}), pg_sleep(0.3)`;

const { transactionError, unavailable } = await transactionFailure;
// Let any write the driver deferred (setImmediate) run before the next query.
await new Promise((resolve) => setTimeout(resolve, 200));
const [after] = await queryRows<{ answer: number }>(handle.db, sql`select 42 as answer`);
console.log(JSON.stringify({ transactionError, unavailable, nextQuery: after?.answer }));
await killer.end();
await handle.close();
