import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatePriceList } from '../../../tests/price-lists/generator/generate-price-list';
import { simpleTableText } from '../../../tests/price-lists/simple-table';
import type { ExtractedPriceList } from '../../domain/ingestion/extracted-price-list';
import { formatShare, scoreExtraction } from '../../domain/ingestion/extraction-accuracy';
import { createAutoExtractor } from './extractors/auto-extract';

const CLI = join(import.meta.dirname, 'extract-accuracy-cli.ts');
const TSX = join(process.cwd(), 'node_modules', '.bin', 'tsx');
// Starting tsx and pdf.js takes a few seconds on a busy machine.
const CLI_TIMEOUT = 60_000;

type Run = { code: number | null; stdout: string; stderr: string };

/** Runs the command as `npm run extract:accuracy` does, without any AI configuration. */
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
let truth: ExtractedPriceList;
let expectedLine = '';
let changedPrice = 0;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'extract-accuracy-cli-'));
  const layout = await generatePriceList(11, { family: 'row-per-offer' });
  truth = layout.expected;
  await writeFile(join(dir, 'a-list.pdf'), layout.bytes);
  await writeFile(join(dir, 'a-list.truth.json'), JSON.stringify(truth));
  // The same PDF with a truth that differs in one monthly price: that offer must be reported missing.
  const [firstCar, ...otherCars] = truth.cars;
  const [firstOffer, ...otherOffers] = firstCar?.offers ?? [];
  if (!firstCar || !firstOffer) throw new Error('the generated list has no offer');
  changedPrice = firstOffer.monthly_price + 1;
  const wrongTruth = {
    cars: [
      { ...firstCar, offers: [{ ...firstOffer, monthly_price: changedPrice }, ...otherOffers] },
      ...otherCars,
    ],
  };
  await writeFile(join(dir, 'b-changed.pdf'), layout.bytes);
  await writeFile(join(dir, 'b-changed.truth.json'), JSON.stringify(wrongTruth));
  await writeFile(join(dir, 'c-corrupt.pdf'), '%PDF-1.7 broken');
  await writeFile(join(dir, 'c-corrupt.truth.json'), JSON.stringify(truth));
  await writeFile(join(dir, 'd-pasted.txt'), simpleTableText('tab'));
  await writeFile(join(dir, 'notes.md'), 'not a price list');
  // What the reader gets right, measured in this process, is what the command must print.
  let extracted: ExtractedPriceList = { cars: [] };
  try {
    extracted = (
      await createAutoExtractor().extract({ kind: 'pdf', bytes: layout.bytes, fileName: 'a.pdf' }, {})
    ).result;
  } catch {
    // An extraction error counts as nothing read.
  }
  const score = scoreExtraction(truth, extracted);
  expectedLine = `tilbud helt rigtige ${score.offersRight}/${score.offers} (${formatShare(score.offersRight, score.offers)})`;
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('npm run extract:accuracy', () => {
  it(
    'prints a line per file with counts and, where a truth file exists, what is exactly right; then a total',
    async () => {
      const run = await runCli([dir, '--verbose']);
      expect(run.code).toBe(0);
      const lines = run.stdout.trim().split('\n');
      const fileLines = lines.filter((line) => !line.startsWith('  '));
      expect(fileLines.map((line) => line.split(':')[0])).toEqual([
        'a-list.pdf',
        'b-changed.pdf',
        'c-corrupt.pdf',
        'd-pasted.txt',
        'TOTAL',
      ]);
      const offers = truth.cars.reduce((sum, car) => sum + car.offers.length, 0);
      expect(fileLines[0]).toMatch(
        /^a-list\.pdf: (table|toyota|auto), \d+ biler, \d+ tilbud, \d+ med hk, \d+ advarsler/,
      );
      expect(fileLines[0]).toContain(expectedLine);
      expect(fileLines[0]).toContain(`/${truth.cars.length}, tilbud helt rigtige`);
      expect(fileLines[0]).toContain(`/${offers} (`);
      expect(run.stdout).toMatch(new RegExp(`  mangler: .* ${changedPrice} kr\\./md\\.`));
      expect(fileLines[2]).toMatch(
        /c-corrupt\.pdf: auto, 0 biler, 0 tilbud, .*FEJL unreadable_pdf: PDF-filen kunne ikke læses/,
      );
      expect(fileLines[2]).toContain(`tilbud helt rigtige 0/${offers} (0,0 %)`);
      expect(fileLines[3]).toMatch(/^d-pasted\.txt: table, 4 biler, \d+ tilbud/);
      expect(fileLines[3]).not.toContain('helt rigtige');
      expect(fileLines[4]).toMatch(
        /^TOTAL: 4 filer, \d+ biler, \d+ tilbud, 1 fejl, 3 med facit, biler helt rigtige \d+\/\d+/,
      );
      expect(fileLines[4]).toContain(`/${3 * offers} (`);
    },
    CLI_TIMEOUT,
  );

  it(
    'reads single files with the chosen extractor and prints no mismatches without --verbose',
    async () => {
      const run = await runCli([
        join(dir, 'd-pasted.txt'),
        join(dir, 'b-changed.pdf'),
        '--extractor',
        'table',
      ]);
      expect(run.code).toBe(0);
      expect(run.stdout).not.toContain('mangler:');
      expect(run.stdout).toMatch(/^d-pasted\.txt: table, 4 biler/);
      expect(run.stdout).toMatch(/\nTOTAL: 2 filer, /);
    },
    CLI_TIMEOUT,
  );

  it(
    'exits 2 on usage errors',
    async () => {
      const cases: Array<[string[], RegExp]> = [
        [[], /Angiv en mappe eller filer/],
        [[join(dir, 'missing')], /missing findes ikke/],
        [[dir, '--extractor', 'ai'], /Ukendt extractor "ai"/],
        [[join(dir, 'notes.md', '..', 'nothing-here'), '--verbose'], /findes ikke/],
      ];
      const runs = await Promise.all(cases.map(([args]) => runCli(args)));
      runs.forEach((run, index) => {
        const pattern = cases[index]?.[1] ?? /never/;
        expect(run.code, String(pattern)).toBe(2);
        expect(run.stderr).toMatch(pattern);
        expect(run.stdout).toBe('');
      });
    },
    CLI_TIMEOUT,
  );
});
