import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorCatalogue } from '../domain/errors/error-codes';

const serverFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return serverFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.includes('.test.') ? [path] : [];
  });

describe('error catalogue', () => {
  it('holds every code a server answer spells out, with a Danish message', () => {
    const sent = new Set<string>();
    for (const file of serverFiles(join(import.meta.dirname))) {
      const source = readFileSync(file, 'utf8');
      // Upper-case catalogue codes, the ingestion's lower-case refusals (a service's `code: 'failed'`,
      // a thrown IngestionWriteError or ExtractionError) and every code a jsonError call names.
      const spelled = [
        /\bcode: '([a-zA-Z][a-zA-Z_]+)'/g,
        /jsonError\(\s*\w+,\s*'([a-zA-Z][a-zA-Z_]+)'/g,
        /new (?:IngestionWriteError|ExtractionError)\(\s*'([a-z_]+)'/g,
      ];
      for (const pattern of spelled)
        for (const match of source.matchAll(pattern)) sent.add(match[1] as string);
    }
    // A node error code a test double throws, not an API answer.
    sent.delete('ENOTFOUND');
    expect(sent.size).toBeGreaterThan(5);
    for (const code of ['session_not_active', 'nothing_approved', 'batch_failed', 'unreadable_pdf'])
      expect(sent).toContain(code);
    const missing = [...sent].filter((code) => !(code in errorCatalogue));
    expect(missing).toEqual([]);
    for (const { message } of Object.values(errorCatalogue)) expect(message).toMatch(/[a-zæøå]/);
  });
});
