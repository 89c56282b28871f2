import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreFacts } from '../../../tests/helpers/core-facts';
import { modelPagesWithoutMake } from '../../../tests/price-lists/model-pages-without-make';
import { simpleTableText } from '../../../tests/price-lists/simple-table';
import { toyotaPriceList } from '../../../tests/price-lists/toyota-price-list';
import type { ExtractedPriceList } from '../../domain/ingestion/extracted-price-list';

const CLI = join(import.meta.dirname, 'extract-cli.ts');
const TSX = join(process.cwd(), 'node_modules', '.bin', 'tsx');
// Starting tsx and pdf.js takes a few seconds on a busy machine.
const CLI_TIMEOUT = 60_000;

type Run = { code: number | null; stdout: string; stderr: string };

/** Runs the command as `npm run extract` does, without any AI configuration. */
function runCli(args: string[]): Promise<Run> {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('AI_') && !name.startsWith('LLM_')),
  );
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, [CLI, ...args], { env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

let dir = '';
let expectedToyota: ExtractedPriceList;
let expectedWithoutMake: ExtractedPriceList;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'extract-cli-'));
  const toyota = await toyotaPriceList();
  expectedToyota = toyota.expected;
  await writeFile(join(dir, 'toyota.pdf'), toyota.bytes);
  await writeFile(join(dir, 'skoda.txt'), simpleTableText('tab'));
  await writeFile(join(dir, 'corrupt.pdf'), '%PDF-1.7 broken');
  const withoutMake = await modelPagesWithoutMake();
  expectedWithoutMake = withoutMake.expected;
  await writeFile(join(dir, 'without-make.pdf'), withoutMake.bytes);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('npm run extract', () => {
  it(
    'prints the normalised result of a PDF as JSON and exits 0',
    async () => {
      const run = await runCli([join(dir, 'toyota.pdf')]);
      expect(run.code).toBe(0);
      expect(coreFacts(JSON.parse(run.stdout) as ExtractedPriceList)).toEqual(expectedToyota);
      expect(run.stderr).toContain('Udtræk: table, 13 biler.');
    },
    CLI_TIMEOUT,
  );

  it(
    'names the make from the demo catalogue when the list never prints it (issue 25)',
    async () => {
      const run = await runCli([join(dir, 'without-make.pdf')]);
      expect(run.code).toBe(0);
      expect(coreFacts(JSON.parse(run.stdout) as ExtractedPriceList)).toEqual(expectedWithoutMake);
    },
    CLI_TIMEOUT,
  );

  it(
    'reads a .txt file as pasted text with the chosen extractor',
    async () => {
      const run = await runCli([join(dir, 'skoda.txt'), '--extractor', 'table']);
      expect(run.code).toBe(0);
      const result = JSON.parse(run.stdout) as { cars: Array<{ make: string; model: string }> };
      expect(result.cars.map((car) => `${car.make} ${car.model}`)).toEqual([
        'Skoda Fabia',
        'Skoda Octavia Combi',
        'Skoda Enyaq',
        'Skoda Kodiaq',
      ]);
    },
    CLI_TIMEOUT,
  );

  it(
    'explains failures on stderr with a non-zero exit and nothing on stdout',
    async () => {
      const cases: Array<[string[], RegExp]> = [
        [[join(dir, 'missing.pdf')], /Filen .*missing\.pdf findes ikke/],
        [[join(dir, 'corrupt.pdf')], /Fejl \(unreadable_pdf\): PDF-filen kunne ikke læses/],
        [
          [join(dir, 'toyota.pdf'), '--extractor', 'table'],
          /Fejl \(unsupported_layout\): Der blev ikke fundet en pristabel/,
        ],
        [
          [join(dir, 'skoda.txt'), '--extractor', 'toyota'],
          /Fejl \(unsupported_layout\): Dokumentet ligner ikke Toyota/,
        ],
        [
          [join(dir, 'toyota.pdf'), '--extractor', 'ai'],
          /Fejl \(ai_not_configured\): AI-udtræk er ikke sat op/,
        ],
        [[join(dir, 'toyota.pdf'), '--extractor', 'magic'], /Ukendt extractor "magic"/],
        [[], /Angiv præcis én fil/],
      ];
      const runs = await Promise.all(cases.map(([args]) => runCli(args)));
      runs.forEach((run, index) => {
        const pattern = cases[index]?.[1] ?? /never/;
        expect(run.code, String(pattern)).not.toBe(0);
        expect(run.stderr).toMatch(pattern);
        expect(run.stdout).toBe('');
      });
    },
    CLI_TIMEOUT,
  );
});
