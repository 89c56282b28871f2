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
      for (const match of source.matchAll(/\bcode: '([A-Z][A-Z_]+)'/g)) sent.add(match[1] as string);
      for (const match of source.matchAll(/jsonError\(\s*\w+,\s*'([A-Z][A-Z_]+)'/g))
        sent.add(match[1] as string);
    }
    // A node error code a test double throws, not an API answer.
    sent.delete('ENOTFOUND');
    expect(sent.size).toBeGreaterThan(5);
    const missing = [...sent].filter((code) => !(code in errorCatalogue));
    expect(missing).toEqual([]);
    for (const { message } of Object.values(errorCatalogue)) expect(message).toMatch(/[a-zæøå]/);
  });
});
