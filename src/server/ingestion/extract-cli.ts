/**
 * npm run --silent extract -- <file> [--extractor auto|table|toyota|ai|csv]
 * Prints the normalised result ({"cars":[…]}) as JSON on stdout; warnings and errors go to stderr.
 * .txt is read as pasted text, .csv as CSV, anything else as PDF.
 */
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { parseArgs } from 'node:util';
import { demoCatalogNames } from '../../db/seed/demo-catalog-names';
import { aiConfigFromEnv, loadEnv } from '../env';
import { createAiExtractor } from './extractors/ai/create-ai-extractor';
import { createAutoExtractor } from './extractors/auto-extract';
import { createCsvExtractor } from './extractors/csv/csv-extractor';
import { ExtractionError, type Extractor, type PriceListSource } from './extractors/extractor';
import { createTableExtractor } from './extractors/table/table-extractor';
import { createToyotaExtractor } from './extractors/toyota/toyota-extractor';
import { readPdfPlainText } from './pdf/read-pdf-plain-text';

const USAGE = 'Brug: npm run --silent extract -- <fil> [--extractor auto|table|toyota|ai|csv]';
const EXTRACTORS = ['auto', 'table', 'toyota', 'ai', 'csv'] as const;
type CliExtractor = (typeof EXTRACTORS)[number];

class UsageError extends Error {}

function parseCommandLine(argv: string[]): { file: string; extractor: CliExtractor } {
  let parsed: ReturnType<
    typeof parseArgs<{ options: { extractor: { type: 'string' } }; allowPositionals: true }>
  >;
  try {
    parsed = parseArgs({ args: argv, options: { extractor: { type: 'string' } }, allowPositionals: true });
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${USAGE}`);
  }
  const [file, ...rest] = parsed.positionals;
  if (!file || rest.length > 0)
    throw new UsageError(`Angiv præcis én fil (give exactly one file).\n${USAGE}`);
  const extractor = parsed.values.extractor ?? 'auto';
  if (!(EXTRACTORS as readonly string[]).includes(extractor)) {
    throw new UsageError(`Ukendt extractor "${extractor}" (unknown extractor).\n${USAGE}`);
  }
  return { file, extractor: extractor as CliExtractor };
}

async function readSource(file: string): Promise<PriceListSource> {
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason =
      code === 'ENOENT' ? 'findes ikke (file not found)' : `kan ikke læses (${code ?? 'read error'})`;
    throw new UsageError(`Filen ${file} ${reason}.`);
  }
  const extension = extname(file).toLowerCase();
  if (extension === '.txt') return { kind: 'text', text: bytes.toString('utf8') };
  if (extension === '.csv') return { kind: 'csv', text: bytes.toString('utf8') };
  return { kind: 'pdf', bytes: new Uint8Array(bytes), fileName: file };
}

/** The AI extractor when AI_* (or LLM_*) is configured, else undefined. */
function configuredAi(): Extractor | undefined {
  let config: ReturnType<typeof aiConfigFromEnv>;
  try {
    config = aiConfigFromEnv(loadEnv());
  } catch {
    return undefined;
  }
  return config ? createAiExtractor({ config, readPdfText: readPdfPlainText }) : undefined;
}

function extractorFor(name: CliExtractor, source: PriceListSource): Pick<Extractor, 'extract'> {
  if (name === 'table') return createTableExtractor();
  if (name === 'toyota') return createToyotaExtractor();
  if (name === 'csv' || (name === 'auto' && source.kind === 'csv')) return createCsvExtractor();
  if (name === 'ai') {
    const ai = configuredAi();
    if (!ai) {
      throw new ExtractionError(
        'ai_not_configured',
        'AI-udtræk er ikke sat op: angiv AI_MODEL og AI_BASE_URL eller AI_API_KEY (AI extraction is not configured).',
      );
    }
    return ai;
  }
  return createAutoExtractor({ ai: configuredAi() });
}

async function main(argv: string[]): Promise<number> {
  try {
    const { file, extractor } = parseCommandLine(argv);
    const source = await readSource(file);
    const outcome = await extractorFor(extractor, source).extract(source, { catalogue: demoCatalogNames() });
    for (const warning of outcome.warnings) process.stderr.write(`Advarsel: ${warning}\n`);
    process.stderr.write(`Udtræk: ${outcome.extractor}, ${outcome.result.cars.length} biler.\n`);
    process.stdout.write(`${JSON.stringify(outcome.result, null, 2)}\n`);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`Fejl: ${error.message}\n`);
      return 2;
    }
    if (error instanceof ExtractionError) {
      process.stderr.write(`Fejl (${error.code}): ${error.danishMessage}\n`);
      return 1;
    }
    process.stderr.write(`Uventet fejl (unexpected error): ${(error as Error).message}\n`);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
