/**
 * npm run --silent extract:accuracy -- <folder-or-files…> [--extractor auto|table|toyota] [--verbose]
 * For each PDF (and .txt as pasted text) prints one line: the extractor that ran, cars, offers, cars with
 * horsepower and warnings; when <name>.truth.json (the JSON `npm run extract` prints) lies beside it,
 * also cars and offers exactly right, invented offers and extra cars. Ends with a TOTAL line.
 * Exits 0 (an extraction error is reported on its file and counts as nothing read), 2 on usage errors.
 */

import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { demoCatalogNames } from '../../db/seed/demo-catalog-names';
import {
  type ExtractedPriceList,
  extractedPriceListSchema,
} from '../../domain/ingestion/extracted-price-list';
import {
  describeMismatch,
  type ExtractionScore,
  extractionMismatches,
  formatShare,
  scoreExtraction,
  sumScores,
} from '../../domain/ingestion/extraction-accuracy';
import { createAutoExtractor } from './extractors/auto-extract';
import { ExtractionError, type PriceListSource } from './extractors/extractor';
import { createTableExtractor } from './extractors/table/table-extractor';
import { createToyotaExtractor } from './extractors/toyota/toyota-extractor';

const USAGE =
  'Brug: npm run --silent extract:accuracy -- <mappe eller filer…> [--extractor auto|table|toyota] [--verbose]';
const EXTRACTORS = ['auto', 'table', 'toyota'] as const;
type CliExtractor = (typeof EXTRACTORS)[number];
const READABLE = ['.pdf', '.txt'];

class UsageError extends Error {}

type Options = { paths: string[]; extractor: CliExtractor; verbose: boolean };

function parseCommandLine(argv: string[]): Options {
  let parsed: ReturnType<
    typeof parseArgs<{
      options: { extractor: { type: 'string' }; verbose: { type: 'boolean' } };
      allowPositionals: true;
    }>
  >;
  try {
    parsed = parseArgs({
      args: argv,
      options: { extractor: { type: 'string' }, verbose: { type: 'boolean' } },
      allowPositionals: true,
    });
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${USAGE}`);
  }
  if (parsed.positionals.length === 0) throw new UsageError(`Angiv en mappe eller filer.\n${USAGE}`);
  const extractor = parsed.values.extractor ?? 'auto';
  if (!(EXTRACTORS as readonly string[]).includes(extractor)) {
    throw new UsageError(`Ukendt extractor "${extractor}".\n${USAGE}`);
  }
  return {
    paths: parsed.positionals,
    extractor: extractor as CliExtractor,
    verbose: parsed.values.verbose ?? false,
  };
}

/** The PDFs and .txt files named or found (not recursively) in the named folders, sorted per folder. */
async function listFiles(paths: string[]): Promise<string[]> {
  const files: string[] = [];
  for (const path of paths) {
    const info = await stat(path).catch(() => null);
    if (!info) throw new UsageError(`${path} findes ikke.`);
    if (info.isDirectory()) {
      const names = (await readdir(path)).filter((name) => READABLE.includes(extname(name).toLowerCase()));
      files.push(...names.sort().map((name) => join(path, name)));
    } else {
      files.push(path);
    }
  }
  if (files.length === 0) throw new UsageError(`Der er ingen PDF- eller .txt-filer i ${paths.join(', ')}.`);
  return files;
}

function extractorFor(name: CliExtractor) {
  if (name === 'table') return createTableExtractor();
  if (name === 'toyota') return createToyotaExtractor();
  return createAutoExtractor();
}

async function readSource(file: string): Promise<PriceListSource> {
  const bytes = await readFile(file);
  return extname(file).toLowerCase() === '.txt'
    ? { kind: 'text', text: bytes.toString('utf8') }
    : { kind: 'pdf', bytes: new Uint8Array(bytes), fileName: file };
}

/** <name>.truth.json beside the file, or null; a truth that cannot be read is an error of its own. */
async function readTruth(file: string): Promise<ExtractedPriceList | null> {
  const path = join(file, '..', `${basename(file, extname(file))}.truth.json`);
  const text = await readFile(path, 'utf8').catch(() => null);
  if (text === null) return null;
  const parsed = extractedPriceListSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new UsageError(`${path} er ikke en gyldig facitfil ({"cars":[…]}).`);
  return parsed.data;
}

type FileResult = {
  extraction: ExtractedPriceList;
  extractor: string;
  warnings: number;
  error: string | null;
};

async function extractFile(file: string, extractor: CliExtractor): Promise<FileResult> {
  try {
    const outcome = await extractorFor(extractor).extract(await readSource(file), {
      catalogue: demoCatalogNames(),
    });
    return {
      extraction: outcome.result,
      extractor: outcome.extractor,
      warnings: outcome.warnings.length,
      error: null,
    };
  } catch (error) {
    const message =
      error instanceof ExtractionError
        ? `${error.code}: ${error.danishMessage}`
        : `uventet fejl: ${(error as Error).message}`;
    return { extraction: { cars: [] }, extractor, warnings: 0, error: message };
  }
}

const scoreText = (score: ExtractionScore) =>
  `biler helt rigtige ${score.carsRight}/${score.cars}, tilbud helt rigtige ${score.offersRight}/${score.offers} (${formatShare(score.offersRight, score.offers)}), opfundne tilbud ${score.inventedOffers}, ekstra biler ${score.extraCars}, kræver kontrol ${score.carsHeld} biler`;

async function main(argv: string[]): Promise<number> {
  let options: Options;
  let files: string[];
  try {
    options = parseCommandLine(argv);
    files = await listFiles(options.paths);
  } catch (error) {
    process.stderr.write(`Fejl: ${(error as Error).message}\n`);
    return 2;
  }
  const scores: ExtractionScore[] = [];
  let cars = 0;
  let offers = 0;
  let errors = 0;
  for (const file of files) {
    let truth: ExtractedPriceList | null;
    try {
      truth = await readTruth(file);
    } catch (error) {
      process.stderr.write(`Fejl: ${(error as Error).message}\n`);
      return 2;
    }
    const result = await extractFile(file, options.extractor);
    const found = result.extraction.cars;
    const offerCount = found.reduce((sum, car) => sum + car.offers.length, 0);
    const withHorsepower = found.filter((car) => car.horsepower !== null).length;
    cars += found.length;
    offers += offerCount;
    const parts = [
      `${basename(file)}: ${result.extractor}`,
      `${found.length} biler`,
      `${offerCount} tilbud`,
      `${withHorsepower} med hk`,
      `${result.warnings} advarsler`,
    ];
    if (result.error) {
      errors++;
      parts.push(`FEJL ${result.error}`);
    }
    if (truth) {
      const score = scoreExtraction(truth, result.extraction);
      scores.push(score);
      parts.push(scoreText(score));
    }
    process.stdout.write(`${parts.join(', ')}\n`);
    if (truth && options.verbose) {
      for (const mismatch of extractionMismatches(truth, result.extraction)) {
        process.stdout.write(`  ${describeMismatch(mismatch)}\n`);
      }
    }
  }
  const total = [`TOTAL: ${files.length} filer`, `${cars} biler`, `${offers} tilbud`, `${errors} fejl`];
  if (scores.length > 0) total.push(`${scores.length} med facit`, scoreText(sumScores(scores)));
  process.stdout.write(`${total.join(', ')}\n`);
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
