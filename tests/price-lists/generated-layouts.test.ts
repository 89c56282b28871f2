import { describe, expect, it } from 'vitest';
import { extractedPriceListSchema } from '../../src/domain/ingestion/extracted-price-list';
import {
  type ExtractionScore,
  emptyScore,
  formatShare,
  scoreExtraction,
  sumScores,
} from '../../src/domain/ingestion/extraction-accuracy';
import { createAutoExtractor } from '../../src/server/ingestion/extractors/auto-extract';
import { FAMILY_NAMES, type FamilyName, generatePriceList } from './generator/generate-price-list';
import { unexplainedOffers } from './offer-reasons-check';

/**
 * The PDF reader on random layouts of every family real Danish price lists come in (seeded, so a
 * failure can be reproduced with `generatePriceList(seed)`), scored against the generator's truth.
 */
const LAYOUT_COUNT = 300;
const FIRST_SEED = 1;
const seeds = Array.from({ length: LAYOUT_COUNT }, (_, index) => FIRST_SEED + index);

async function measure(seed: number) {
  const layout = await generatePriceList(seed);
  let score: ExtractionScore;
  let failure: string | null = null;
  let unexplained: string[] = [];
  try {
    const outcome = await createAutoExtractor().extract(
      { kind: 'pdf', bytes: layout.bytes, fileName: `${seed}.pdf` },
      {},
    );
    score = scoreExtraction(layout.expected, outcome.result);
    unexplained = outcome.result.cars.flatMap(unexplainedOffers);
  } catch (error) {
    failure = (error as Error).message;
    score = scoreExtraction(layout.expected, { cars: [] });
  }
  return { layout, score, failure, unexplained };
}

const line = (label: string, score: ExtractionScore, documents: number) =>
  `${label.padEnd(20)} ${String(documents).padStart(4)} lists  offers ${score.offersRight}/${score.offers} (${formatShare(score.offersRight, score.offers)})  cars ${score.carsRight}/${score.cars} (${formatShare(score.carsRight, score.cars)})  invented ${score.inventedOffers}  extra cars ${score.extraCars}`;

describe('generated price-list layouts', () => {
  it('are generated deterministically: the same seed gives the same bytes and truth', async () => {
    for (const seed of [7, 4242]) {
      const [a, b] = [await generatePriceList(seed), await generatePriceList(seed)];
      expect(Buffer.from(a.bytes).equals(Buffer.from(b.bytes))).toBe(true);
      expect(a.expected).toEqual(b.expected);
      expect(a.name).toBe(b.name);
    }
    const other = await generatePriceList(8);
    expect(Buffer.from(other.bytes).equals(Buffer.from((await generatePriceList(7)).bytes))).toBe(false);
  });

  it('draw every family, alone and in mixtures, with a valid truth', async () => {
    const drawn = new Map<FamilyName, number>();
    let mixtures = 0;
    for (const seed of seeds) {
      const layout = await generatePriceList(seed);
      for (const family of layout.families) drawn.set(family, (drawn.get(family) ?? 0) + 1);
      if (layout.families.length > 1) mixtures++;
      expect(extractedPriceListSchema.safeParse(layout.expected).success, layout.name).toBe(true);
      expect(layout.expected.cars.length, layout.name).toBeGreaterThan(0);
    }
    for (const family of FAMILY_NAMES)
      expect(drawn.get(family) ?? 0, family).toBeGreaterThanOrEqual(LAYOUT_COUNT / 20);
    expect(mixtures).toBeGreaterThan(LAYOUT_COUNT / 20);
  }, 60_000);

  it(`are read by the automatic extractor: ≥ 95 % of offers exactly right, none invented, every family ≥ 90 % (${LAYOUT_COUNT} layouts)`, async () => {
    const results = [];
    for (const seed of seeds) results.push(await measure(seed));
    const byFamily = new Map<FamilyName, { score: ExtractionScore; documents: number }>();
    for (const { layout, score } of results) {
      for (const family of layout.families) {
        const known = byFamily.get(family) ?? { score: { ...emptyScore }, documents: 0 };
        byFamily.set(family, { score: sumScores([known.score, score]), documents: known.documents + 1 });
      }
    }
    const total = sumScores(results.map((result) => result.score));
    const failures = results.filter((result) => result.failure !== null).length;
    const worst = results
      .filter((result) => result.score.offersRight < result.score.offers || result.score.inventedOffers > 0)
      .slice(0, 10)
      .map(
        (result) =>
          `  ${result.layout.name}: ${result.score.offersRight}/${result.score.offers}, invented ${result.score.inventedOffers}${result.failure ? ` — ${result.failure}` : ''}`,
      );
    console.log(
      [
        `Extraction accuracy on ${LAYOUT_COUNT} generated layouts (a mixture counts under both its families)`,
        ...FAMILY_NAMES.map((family) => {
          const entry = byFamily.get(family) ?? { score: emptyScore, documents: 0 };
          return line(family, entry.score, entry.documents);
        }),
        line('TOTAL', total, results.length),
        `extraction errors: ${failures}`,
        'first lists not read exactly:',
        ...worst,
      ].join('\n'),
    );
    expect(total.offersRight / total.offers).toBeGreaterThanOrEqual(0.95);
    // "Why this offer" in the review: every offer read has reasons, each citing a line that states it.
    expect(results.flatMap((result) => result.unexplained).slice(0, 5)).toEqual([]);
    expect(total.inventedOffers).toBe(0);
    for (const family of FAMILY_NAMES) {
      const entry = byFamily.get(family);
      expect(entry, family).toBeDefined();
      if (entry) expect(entry.score.offersRight / entry.score.offers, family).toBeGreaterThanOrEqual(0.9);
    }
  }, 120_000);
});
