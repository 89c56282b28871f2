import { expect, it } from 'vitest';
import {
  type ExtractionScore,
  formatShare,
  scoreExtraction,
  sumScores,
} from '../../src/domain/ingestion/extraction-accuracy';
import { createAutoExtractor } from '../../src/server/ingestion/extractors/auto-extract';
import { mileageMatrixPriceList } from './mileage-matrix';
import type { GeneratedPriceList } from './pdf-document';
import { sectionHeadingsPriceList } from './section-headings';
import { simpleTablePriceList } from './simple-table';
import { toyotaPriceList } from './toyota-price-list';

it('extracts every hand-written layout exactly (accuracy report)', async () => {
  const lists: GeneratedPriceList[] = [
    await simpleTablePriceList(),
    await mileageMatrixPriceList({ repeatHeader: false }),
    await mileageMatrixPriceList({ repeatHeader: true }),
    await sectionHeadingsPriceList(),
    await toyotaPriceList(),
  ];
  const scores: ExtractionScore[] = [];
  const report: string[] = [];
  for (const list of lists) {
    const outcome = await createAutoExtractor().extract(
      { kind: 'pdf', bytes: list.bytes, fileName: 'x.pdf' },
      {},
    );
    const s = scoreExtraction(list.expected, outcome.result);
    scores.push(s);
    report.push(
      `${list.name} [${outcome.extractor}]: cars ${s.carsRight}/${s.cars}, offers ${s.offersRight}/${s.offers}, invented ${s.inventedOffers}, extra cars ${s.extraCars}`,
    );
  }
  const total = sumScores(scores);
  report.push(
    `TOTAL: cars ${total.carsRight}/${total.cars} (${formatShare(total.carsRight, total.cars)}), offers ${total.offersRight}/${total.offers} (${formatShare(total.offersRight, total.offers)}), invented ${total.inventedOffers}, extra cars ${total.extraCars}`,
  );
  console.log(`Extraction accuracy on the hand-written layouts\n${report.join('\n')}`);
  expect(total.carsRight).toBe(total.cars);
  expect(total.offersRight).toBe(total.offers);
  expect(total.inventedOffers).toBe(0);
  expect(total.extraCars).toBe(0);
});
