import {
  type ExtractedPriceList,
  extractedPriceListSchema,
} from '../../../src/domain/ingestion/extracted-price-list';
import { Random } from '../generator/random';
import { type Pdf, renderPdf } from './draw';
import { drawFirstPaymentColumns } from './first-payment-columns';
import { type ListPlan, makePlan } from './list-plan';
import { drawMileageMatrix } from './mileage-matrix';
import { drawMultiPageTable } from './multi-page-table';
import { drawOfferRows } from './offer-rows';
import { makeFooter } from './page-furniture';
import { drawSideBySideBlocks } from './side-by-side-blocks';
import { drawTermMileageGrid } from './term-mileage-grid';
import { drawToyotaModelPages } from './toyota-model-pages';
import { drawTwoLineHeader } from './two-line-header';
import { drawVwTrimTables } from './vw-trim-tables';

const layouts = {
  'offer-rows': drawOfferRows,
  'mileage-matrix': drawMileageMatrix,
  'first-payment-columns': drawFirstPaymentColumns,
  'term-mileage-grid': drawTermMileageGrid,
  'two-line-header': drawTwoLineHeader,
  'vw-trim-tables': drawVwTrimTables,
  'toyota-model-pages': drawToyotaModelPages,
  'side-by-side-blocks': drawSideBySideBlocks,
  'multi-page-table': drawMultiPageTable,
} satisfies Record<string, (doc: Pdf, plan: ListPlan) => void>;

export type BlindLayout = keyof typeof layouts;
export const BLIND_LAYOUTS = Object.keys(layouts) as BlindLayout[];

export type BlindPriceList = {
  name: string;
  layout: BlindLayout;
  bytes: Uint8Array;
  expected: ExtractedPriceList;
};

/** The layout a seed draws: seeds walk through the layouts in turn so every style comes up evenly. */
export function blindLayoutFor(seed: number): BlindLayout {
  return BLIND_LAYOUTS[seed % BLIND_LAYOUTS.length] as BlindLayout;
}

/** One price list drawn from `seed` alone: the same seed always gives the same bytes and truth. */
export async function generateBlindPriceList(seed: number): Promise<BlindPriceList> {
  const layout = blindLayoutFor(seed);
  const rng = new Random(seed * 7919 + 17);
  const plan = makePlan(rng);
  const landscape = layout === 'two-line-header' && rng.chance(0.5);
  // The footer is chosen before drawing so its draws do not depend on how many pages the layout takes.
  const footer = makeFooter(plan);
  const bytes = await renderPdf((doc) => layouts[layout](doc, plan), footer, landscape);
  const expected = extractedPriceListSchema.parse(plan.truth.result());
  const first = expected.cars[0];
  const subject = first ? `${first.make}-${first.model}` : 'tom';
  const slug = subject
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return { name: `blind-${String(seed).padStart(3, '0')}-${layout}-${slug}`, layout, bytes, expected };
}
