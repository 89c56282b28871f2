import {
  type ExtractionContext,
  ExtractionError,
  type ExtractionOutcome,
  type Extractor,
  type PriceListSource,
} from './extractor';
import { layoutOutcome } from './layout/extract-layout';
import { readSourceLines } from './read-source-lines';
import { readWithSellerTemplate } from './read-with-seller-template';

/** `auto` is not an extractor of its own: its outcome names the one that ran. */
export type AutoExtractor = {
  name: 'auto';
  extract(source: PriceListSource, context: ExtractionContext): Promise<ExtractionOutcome>;
};

export const UNSUPPORTED_LAYOUT_MESSAGE =
  'Prislistens layout blev ikke genkendt: der blev ikke fundet en pristabel med danske overskrifter (fx Model, Variant, Km/år, Løbetid, Ydelse pr. md.), og AI-udtræk er ikke sat op. Indsæt prislisten som tekst eller CSV, eller bed en udvikler om at sætte AI-udtræk op.';

/**
 * Reads a document with the layout reader (`table`), which knows every family of Danish price list we
 * have met; when it finds no car, the AI extractor when configured, else 'unsupported_layout' or
 * 'no_cars_found'. CSV goes to its own extractor, not through auto.
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
      context.progress?.(50, 'Genopbygger pristabeller');
      const reading = readWithSellerTemplate(lines, context);
      if (reading.cars.length > 0) return layoutOutcome('table', reading, lines, context);
      if (options.ai) {
        context.log?.(
          reading.foundTable
            ? 'Pristabellen gav ingen biler; bruger AI-udtræk.'
            : 'Intet kendt layout; bruger AI-udtræk.',
        );
        return options.ai.extract(source, context);
      }
      for (const warning of reading.warnings) context.log?.(warning);
      if (reading.foundTable) {
        throw new ExtractionError(
          'no_cars_found',
          `Pristabellen blev fundet, men ingen af dens rækker gav en bil med pris.${firstReason(reading.warnings)}`,
        );
      }
      throw new ExtractionError('unsupported_layout', UNSUPPORTED_LAYOUT_MESSAGE);
    },
  };
}

function firstReason(warnings: readonly string[]): string {
  return warnings[0] ? ` Første årsag: ${warnings[0]}` : '';
}
