import { expect, it } from 'vitest';
import type { ExtractedPriceList } from '../../src/domain/ingestion/extracted-price-list';
import { carKey, offerKey } from '../../src/domain/ingestion/merge-cars';
import { createAutoExtractor } from '../../src/server/ingestion/extractors/auto-extract';
import { mileageMatrixPriceList } from './mileage-matrix';
import type { GeneratedPriceList } from './pdf-document';
import { sectionHeadingsPriceList } from './section-headings';
import { simpleTablePriceList } from './simple-table';
import { toyotaPriceList } from './toyota-price-list';

type Score = { carsRight: number; cars: number; offersRight: number; offers: number; extraCars: number };

/** Cars exactly right (every field and offer) and offers exactly right (found on the right car). */
function score(expected: ExtractedPriceList, actual: ExtractedPriceList): Score {
  const found = new Map(actual.cars.map((car) => [carKey(car), car]));
  const result: Score = { carsRight: 0, cars: expected.cars.length, offersRight: 0, offers: 0, extraCars: 0 };
  for (const car of expected.cars) {
    const match = found.get(carKey(car));
    if (match && JSON.stringify(match) === JSON.stringify(car)) result.carsRight++;
    const offered = new Set(match?.offers.map(offerKey) ?? []);
    result.offers += car.offers.length;
    result.offersRight += car.offers.filter((offer) => offered.has(offerKey(offer))).length;
  }
  const expectedKeys = new Set(expected.cars.map(carKey));
  result.extraCars = actual.cars.filter((car) => !expectedKeys.has(carKey(car))).length;
  return result;
}

const percent = (right: number, total: number) => `${((100 * right) / total).toFixed(1)} %`;

it('extracts every generated layout exactly (accuracy report)', async () => {
  const lists: GeneratedPriceList[] = [
    await simpleTablePriceList(),
    await mileageMatrixPriceList({ repeatHeader: false }),
    await mileageMatrixPriceList({ repeatHeader: true }),
    await sectionHeadingsPriceList(),
    await toyotaPriceList(),
  ];
  const total: Score = { carsRight: 0, cars: 0, offersRight: 0, offers: 0, extraCars: 0 };
  const report: string[] = [];
  for (const list of lists) {
    const outcome = await createAutoExtractor().extract(
      { kind: 'pdf', bytes: list.bytes, fileName: 'x.pdf' },
      {},
    );
    const s = score(list.expected, outcome.result);
    report.push(
      `${list.name} [${outcome.extractor}]: cars ${s.carsRight}/${s.cars}, offers ${s.offersRight}/${s.offers}, extra cars ${s.extraCars}`,
    );
    for (const key of Object.keys(total) as Array<keyof Score>) total[key] += s[key];
  }
  report.push(
    `TOTAL: cars ${total.carsRight}/${total.cars} (${percent(total.carsRight, total.cars)}), offers ${total.offersRight}/${total.offers} (${percent(total.offersRight, total.offers)}), extra cars ${total.extraCars}`,
  );
  console.log(`Extraction accuracy on the generated layouts\n${report.join('\n')}`);
  expect(total.carsRight).toBe(total.cars);
  expect(total.offersRight).toBe(total.offers);
  expect(total.extraCars).toBe(0);
});
