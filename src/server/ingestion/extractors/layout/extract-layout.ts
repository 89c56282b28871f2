import type { ConcreteExtractorName } from '../../../../domain/ingestion/extracted-price-list';
import type { TextLine } from '../../pdf/text-line';
import type { ExtractionContext, ExtractionOutcome } from '../extractor';
import { validatedOutcome } from '../validate-extracted-cars';
import type { LayoutReading } from './read-layout';

/** The outcome of a layout reading: its cars, and its warnings with each car's own notes named. */
export function layoutOutcome(
  name: ConcreteExtractorName,
  reading: LayoutReading,
  lines: readonly TextLine[],
  context: ExtractionContext,
): ExtractionOutcome {
  const offers = reading.cars.reduce((sum, car) => sum + car.offers.length, 0);
  context.log?.(
    `Læste ${lines.length} linjer på ${lines.at(-1)?.page ?? 0} side(r): ${reading.cars.length} biler med ${offers} tilbud.`,
  );
  context.progress?.(90, 'Kontrollerer resultatet');
  const carNotes = reading.cars.flatMap((car) =>
    (car.notes ?? []).map((note) => `${car.make} ${car.model} ${car.variant}: ${note}`),
  );
  return validatedOutcome(name, reading.cars, [...reading.warnings, ...carNotes]);
}
