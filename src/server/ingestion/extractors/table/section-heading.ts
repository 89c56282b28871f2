import { splitMakeAndModel } from '../../../../domain/ingestion/car-makes';
import type { SellerHints } from '../extractor';

/** What a heading line between tables says about the cars below it. */
export type SectionHeading = { make?: string; model?: string | null };

const LABELLED = /^(mærke|fabrikat|model)\s*:\s*(.+)$/i;
// Titles such as "Toyota privatleasing prisliste" name a make but no model.
const NOT_A_MODEL =
  /prisliste|privatleasing|erhvervsleasing|leasing|priser|tilbud|gældende|kampagne|side \d|inkl\.|moms/i;
const MAX_HEADING_LENGTH = 60;
const MAX_MODEL_WORDS = 4;

export function readSectionHeading(text: string, hints?: SellerHints): SectionHeading | null {
  const heading = text.trim().replace(/\s+/g, ' ');
  if (heading.length === 0 || heading.length > MAX_HEADING_LENGTH || /\d[\d.]*\s*kr/i.test(heading))
    return null;

  const labelled = LABELLED.exec(heading);
  if (labelled?.[1] && labelled[2]) {
    return labelled[1].toLowerCase() === 'model'
      ? { model: labelled[2].trim() }
      : { make: labelled[2].trim(), model: null };
  }

  const allowed = hints?.allowedModels.find(
    (entry) =>
      entry.model.toLowerCase() === heading.toLowerCase() ||
      `${entry.make} ${entry.model}`.toLowerCase() === heading.toLowerCase(),
  );
  if (allowed) return { make: allowed.make, model: allowed.model };

  const split = splitMakeAndModel(heading, hintMakes(hints));
  if (!split) return null;
  const modelLooksRight =
    split.model.length > 0 &&
    !NOT_A_MODEL.test(split.model) &&
    split.model.split(' ').length <= MAX_MODEL_WORDS;
  return { make: split.make, model: modelLooksRight ? split.model : null };
}

export function hintMakes(hints?: SellerHints): string[] {
  return [...new Set(hints?.allowedModels.map((entry) => entry.make) ?? [])];
}

const MAX_CAPTION_WORDS = 3;

/**
 * A short caption right above a table header ("YARIS", "ID.4") names the model of a make known from
 * the title; only used in that position, where it cannot be terms or a note.
 */
export function readModelCaption(text: string): SectionHeading | null {
  const caption = text.trim().replace(/\s+/g, ' ');
  const looksLikeModel =
    caption.length > 0 &&
    caption.length <= 30 &&
    caption.split(' ').length <= MAX_CAPTION_WORDS &&
    !NOT_A_MODEL.test(caption) &&
    !/\d[\d.]*\s*(?:kr|km|mdr)/i.test(caption);
  return looksLikeModel ? { model: caption } : null;
}
