import {
  type ExtractionContext,
  ExtractionError,
  type ExtractionOutcome,
  type Extractor,
  type PriceListSource,
} from './extractor';
import { readSourceLines } from './read-source-lines';
import { readPriceTables } from './table/read-price-tables';
import { extractPriceTables } from './table/table-extractor';
import { detectToyotaLayout } from './toyota/parse-toyota-price-list';
import { extractToyotaPriceList } from './toyota/toyota-extractor';

/** `auto` is not an extractor of its own: its outcome names the one that ran. */
export type AutoExtractor = {
  name: 'auto';
  extract(source: PriceListSource, context: ExtractionContext): Promise<ExtractionOutcome>;
};

export const UNSUPPORTED_LAYOUT_MESSAGE =
  'Prislistens layout blev ikke genkendt: det er hverken Toyotas prisliste eller en pristabel med danske overskrifter (Model, Variant, Km/år, Løbetid, Ydelse pr. md.), og AI-udtræk er ikke sat op. Indsæt prislisten som tekst eller CSV, eller bed en udvikler om at sætte AI-udtræk op.';

/**
 * Picks the extractor for a document: `toyota` for Toyota Danmark's layout, else `table` when it has a
 * price table with cars, else `ai` when configured, else 'unsupported_layout'. CSV goes to its own
 * extractor, not through auto.
 */
export function createAutoExtractor(options: { ai?: Extractor } = {}): AutoExtractor {
  return {
    name: 'auto',
    async extract(source, context) {
      if (source.kind === 'csv') {
        throw new ExtractionError('unsupported_layout', 'CSV-filer skal læses med CSV-udtrækket.');
      }
      context.progress?.(10, 'Læser dokumentet');
      const lines = await readSourceLines(source);
      if (detectToyotaLayout(lines)) {
        context.log?.('Layout: Toyota Danmarks prisliste.');
        return extractToyotaPriceList(lines, context);
      }
      const tables = readPriceTables(lines, context.hints);
      if (tables && tables.cars.length > 0) {
        context.log?.('Layout: pristabel med danske overskrifter.');
        return extractPriceTables(lines, context);
      }
      if (options.ai) {
        context.log?.(
          tables
            ? 'Pristabellen gav ingen biler; bruger AI-udtræk.'
            : 'Intet kendt layout; bruger AI-udtræk.',
        );
        return options.ai.extract(source, context);
      }
      if (tables) {
        throw new ExtractionError(
          'no_cars_found',
          'Pristabellen blev fundet, men ingen af dens rækker gav en bil med pris.',
        );
      }
      throw new ExtractionError('unsupported_layout', UNSUPPORTED_LAYOUT_MESSAGE);
    },
  };
}
