import type { ExtractedPriceList } from '../../../src/domain/ingestion/extracted-price-list';
import { expectedResult } from '../pdf-document';
import { drawNumberStyle } from './amounts';
import { Canvas, type FontFamily, type Look, renderDocument } from './canvas';
import { baseAndSurchargePart } from './family-base-and-surcharge';
import { matrixPart } from './family-matrix';
import { modelSectionsPart } from './family-model-sections';
import { rowPerOfferPart } from './family-row-per-offer';
import { sideBySidePart } from './family-side-by-side';
import { variantBlocksPart } from './family-variant-blocks';
import { FAMILY_NAMES, type FamilyInput, type FamilyName, ModelPool, type Part } from './part';
import { Random } from './random';

export { FAMILY_NAMES, type FamilyName } from './part';

/**
 * A random price-list PDF from the families real Danish lists come in, and the truth a careful reader
 * takes from it. The same seed always gives the same bytes and truth.
 */
export type GeneratedLayout = {
  name: string;
  /** The document's (first) family. */
  family: FamilyName;
  /** Every family in the document: two when it is a mixture. */
  families: FamilyName[];
  seed: number;
  bytes: Uint8Array;
  expected: ExtractedPriceList;
};

export type GenerateOptions = {
  /** Draw this family (alone) instead of a random one. */
  family?: FamilyName;
  /** Chance of a mixture of two families (page break between); default 0.2, 0 with `family`. */
  mixtureChance?: number;
};

const BUILDERS: Record<FamilyName, (input: FamilyInput) => Part> = {
  'row-per-offer': rowPerOfferPart,
  matrix: matrixPart,
  'variant-blocks': variantBlocksPart,
  'model-sections': modelSectionsPart,
  'base-and-surcharge': baseAndSurchargePart,
  'side-by-side': sideBySidePart,
};

function drawLook(rng: Random): Look {
  return {
    font: rng.pick<FontFamily>(['Helvetica', 'Times-Roman', 'Courier']),
    size: rng.int(7, 11),
    numbers: drawNumberStyle(rng),
  };
}

export async function generatePriceList(
  seed: number,
  options: GenerateOptions = {},
): Promise<GeneratedLayout> {
  const rng = new Random(seed);
  const look = drawLook(rng);
  const pool = new ModelPool();
  const first = options.family ?? rng.pick(FAMILY_NAMES);
  const mixture = rng.chance(options.mixtureChance ?? (options.family ? 0 : 0.2));
  const families: FamilyName[] = mixture
    ? [first, rng.pick(FAMILY_NAMES.filter((name) => name !== first))]
    : [first];
  const parts = families.map((family) => BUILDERS[family]({ rng, look, pool }));

  const pageNumbers = rng.pick(['none', 'side', 'slash'] as const);
  const printingNote = rng.chance(0.3);
  const footerSize = Math.max(7, look.size - 2);
  const bytes = await renderDocument(
    (doc) => {
      const canvas = new Canvas(doc, rng, look);
      parts.forEach((part) => {
        canvas.newPage(part.orientation);
        part.draw(canvas);
      });
    },
    pageNumbers === 'none' && !printingNote
      ? null
      : (doc, page, pages) => {
          const canvas = new Canvas(doc, rng, look);
          const y = doc.page.height - 40;
          if (printingNote) canvas.put('Forbehold for trykfejl', canvas.left, y, { size: footerSize });
          if (pageNumbers !== 'none') {
            const text = pageNumbers === 'side' ? `Side ${page} af ${pages}` : `${page}/${pages}`;
            canvas.put(text, canvas.right - 100, y, { size: footerSize, width: 100, align: 'right' });
          }
        },
  );
  const cars = parts.flatMap((part) => part.cars);
  return {
    name: `seed ${seed}: ${families.join(' + ')} (${look.font} ${look.size} pt)`,
    family: first,
    families,
    seed,
    bytes,
    expected: expectedResult(cars),
  };
}
