import { describe, expect, it } from 'vitest';
import { coreFacts } from '../../../../../tests/helpers/core-facts';
import { modelPagesWithoutMake } from '../../../../../tests/price-lists/model-pages-without-make';
import { demoCatalogNames } from '../../../../db/seed/demo-catalog-names';
import type { ExtractedOffer } from '../../../../domain/ingestion/extracted-price-list';
import { needsReview } from '../../../../domain/ingestion/reading-checks';
import { offerReasons } from '../../../../domain/ingestion/reading-evidence';
import { linesFromPlainText } from '../../pdf/plain-text-lines';
import { readPdfLines } from '../../pdf/read-pdf-lines';
import { readLayout } from './read-layout';

/**
 * Issue 25: the catalogue names the cars. A maker's list that prints its make only in the logo is read
 * with the make its models have in the catalogue, for a seller with or without a make, and words that
 * only accompany prices ("Vejledende priser") are never models.
 */
const catalogue = demoCatalogNames();
const volkswagenSeller = {
  sellerName: 'Bilhuset',
  allowedModels: [
    { make: 'Volkswagen', model: 'T-Roc' },
    { make: 'Volkswagen', model: 'Tiguan' },
  ],
  existingVariants: [],
};

describe('cars named from the catalogue', () => {
  it('reads a multi-model list that never prints its make: make and model from the catalogue, every trim under its own model', async () => {
    const list = await modelPagesWithoutMake();
    const lines = await readPdfLines(list.bytes);
    for (const hints of [undefined, volkswagenSeller]) {
      const { cars } = readLayout(lines, hints, undefined, catalogue);
      expect(coreFacts({ cars })).toEqual(list.expected);
      expect(cars.map((car) => car.model)).not.toContain('Vejledende');
      // The totals include the return fee the list states, so they agree: nothing is held.
      expect(cars.filter(needsReview)).toEqual([]);
      expect(cars[0]?.checks).toContainEqual({ check: 'total_agrees', passed: true });
      expect(cars[0]?.checks).toContainEqual({ check: 'model_known', passed: true });
      // Why: the model from the page's title, the make from the catalogue that knows the model, each
      // offer's numbers from the trim's table.
      const [first] = cars;
      const reasons = first ? offerReasons(first.evidence, first.offers[0] as ExtractedOffer) : null;
      const byField = new Map(reasons?.map((reason) => [reason.field, reason]));
      expect(byField.get('model')).toMatchObject({
        how: 'overskriften',
        text: expect.stringContaining(first?.model ?? '?'),
      });
      expect(byField.get('make')?.how).toBe('kataloget, der kender modellen');
      expect(byField.get('monthly_price')?.how).toBe('rækkens egen celle');
    }
  });

  it('without a catalogue or a make, the same list names no make and is not read', async () => {
    const lines = await readPdfLines((await modelPagesWithoutMake()).bytes);
    expect(readLayout(lines).cars).toEqual([]);
  });

  it('never takes a price word for a model, and proposes an unknown model under a known make as it is printed', () => {
    const text = [
      'Vejledende priser',
      'Model\tVariant\tKm/år\tLøbetid\tUdbetaling\tYdelse pr. md.',
      'Taigo\tLife 1.0 TSI 95 hk\t15.000\t36\t4.995\t2.995',
      'Kampagne',
      'Model\tVariant\tKm/år\tLøbetid\tUdbetaling\tYdelse pr. md.',
      'Enyaq\t85 Selection 286 hk\t15.000\t36\t4.995\t4.995',
    ].join('\n');
    const { cars } = readLayout(linesFromPlainText(text), volkswagenSeller, undefined, catalogue);
    expect(cars.map((car) => [car.make, car.model])).toEqual([
      ['Volkswagen', 'Taigo'],
      ['Skoda', 'Enyaq'],
    ]);
    const [taigo, enyaq] = cars;
    expect(taigo?.checks).toContainEqual(expect.objectContaining({ check: 'model_known', passed: false }));
    expect(enyaq?.checks).toContainEqual({ check: 'model_known', passed: true });
  });

  it('holds a car whose stated total does not agree for review, with the reason and its line', () => {
    const text = [
      'Kia privatleasing',
      'Alle priser ved 36 måneders leasing og 4.995 kr. i førstegangsydelse.',
      'Model\tVariant\tKm/år\tYdelse pr. md.\tTotalpris',
      'EV3\tAir 58 kWh 204 hk\t15.000\t3.495 kr.\t130.815 kr.',
      'Picanto\tActive 1.0 67 hk\t15.000\t1.995 kr.\t99.999 kr.',
    ].join('\n');
    const { cars } = readLayout(linesFromPlainText(text), undefined, undefined, catalogue);
    const [ev3, picanto] = cars;
    expect(ev3 && needsReview(ev3)).toBe(false);
    expect(picanto && needsReview(picanto)).toBe(true);
    expect(picanto?.checks).toContainEqual({
      check: 'total_agrees',
      passed: false,
      detail: 'Totalprisen 99.999 kr. passer ikke med 4.995 kr. + 36 × 1.995 kr. (side 1, linje 5).',
    });
  });
});
