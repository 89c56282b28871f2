// `npm install` runs this (postinstall): guards postgres.js 3.4.x against porsager/postgres#1208.
//
// When a connection closes while a transaction is open, postgres.js rejects the running query and then
// writes the transaction's own ROLLBACK to the connection whose socket it has just dropped; the write
// is deferred with setImmediate and throws there ("Cannot read properties of null (reading 'write')"),
// outside any promise, so the whole server process exits. Seen in tests/faults when the database is
// cut mid-job. The guard rejects the deferred write's queries with CONNECTION_CLOSED instead, which
// the app answers with 503 and the job queue retries. Unreleased upstream fixes: #1168, #1209.
// Idempotent; when a later postgres.js no longer has the unguarded code, it says so and changes nothing.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const MARKER = 'leasingmatch: porsager/postgres#1208';
const UNGUARDED = `  function nextWrite(fn) {
    const x = socket.write(chunk, fn)`;
const GUARDED = `  function nextWrite(fn) {
    if (!socket) { // ${MARKER}
      nextWriteTimer !== null && clearImmediate(nextWriteTimer)
      chunk = nextWriteTimer = null
      error(Errors.connection('CONNECTION_CLOSED', options))
      return false
    }
    const x = socket.write(chunk, fn)`;

for (const build of ['src', 'cjs/src', 'cf/src']) {
  const file = join(root, 'node_modules/postgres', build, 'connection.js');
  if (!existsSync(file)) continue;
  const source = readFileSync(file, 'utf8');
  if (source.includes(MARKER)) continue;
  if (!source.includes(UNGUARDED)) {
    console.warn(`patch-postgres: ${build}/connection.js has changed; check whether #1208 is fixed there.`);
    continue;
  }
  writeFileSync(file, source.replace(UNGUARDED, GUARDED));
  console.log(`patch-postgres: guarded nextWrite in postgres/${build}/connection.js`);
}
