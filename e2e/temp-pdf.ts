import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A generated price list in a temp folder of its own (the test output folder may be emptied by other runs). */
export async function writeTempPdf(name: string, bytes: Uint8Array): Promise<string> {
  const path = join(await mkdtemp(join(tmpdir(), 'leasingmatch-e2e-')), name);
  await writeFile(path, bytes);
  return path;
}
