import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';

/** The lines of a gzip'd backup file, one at a time. */
export function readBackupLines(filePath: string): AsyncIterable<string> {
  const gunzip = createGunzip();
  const file = createReadStream(filePath);
  file.on('error', (error) => gunzip.destroy(error));
  return createInterface({ input: file.pipe(gunzip), crlfDelay: Number.POSITIVE_INFINITY });
}
