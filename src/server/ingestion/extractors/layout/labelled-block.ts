import { readHorsepower } from '../../../../domain/ingestion/vehicle-text';
import { readAmount } from './read-amount';
import type { ReaderLine } from './reading-order';
import { readStatedTerms, type StatedTerms } from './statement-lines';

/**
 * A car stated without a table: a name with its monthly price ("Active … 2.699 kr/md"), then lines
 * that label the rest ("1.5 Hybrid 116 hk automatgear", "Førstegangsydelse 4.995 kr.", "Samlede
 * omkostninger 101.159 kr."). Only a block that names its horsepower is a car: accessory lists price
 * their packages per month too.
 */
export type LabelledBlock = {
  name: string;
  monthly: number;
  lines: ReaderLine[];
};

export type LabelledOffer = {
  name: string;
  engineText: string | null;
  monthly: number;
  total: number | null;
  terms: StatedTerms;
};

const AMOUNT = String.raw`(\d{1,3}(?:[.\u00a0 ]\d{3})+|\d+)(?:,-|,00)?`;
const MONTHLY = new RegExp(String.raw`${AMOUNT}\s*kr\.?\s*(?:\/|pr\.?)\s*(?:md|måned)`, 'i');
const TOTAL = new RegExp(
  String.raw`(?:samlede\s+omkostninger|totalpris|totalomkostninger|samlet\s+pris)\D{0,20}?${AMOUNT}`,
  'i',
);

/** The block a line opens: a name (no digits) followed on the same line by "N kr/md"; else null. */
export function openLabelledBlock(line: ReaderLine): LabelledBlock | null {
  const name = line.segments[0]?.text.trim() ?? '';
  if (!name || /\d/.test(name) || name.split(' ').length > 5) return null;
  const rest = line.segments
    .slice(1)
    .map((segment) => segment.text)
    .join(' ');
  const monthly = readAmount(MONTHLY.exec(rest)?.[1] ?? '');
  if (monthly === null || monthly < 100) return null;
  return { name, monthly, lines: [line] };
}

/** What a closed block states; null when it names no horsepower (then it is not a car). */
export function readLabelledBlock(block: LabelledBlock): LabelledOffer | null {
  const texts = block.lines.flatMap((line, index) =>
    (index === 0 ? line.segments.slice(1) : line.segments).map((segment) => segment.text),
  );
  const engineText = texts.find((text) => readHorsepower(text) !== null && !MONTHLY.test(text)) ?? null;
  if (engineText === null) return null;
  const joined = texts.join(' · ');
  const total = readAmount(TOTAL.exec(joined)?.[1] ?? '');
  const terms = readStatedTerms(joined.replace(TOTAL, '')) ?? {};
  return { name: block.name, engineText, monthly: block.monthly, total, terms };
}

/** A line naming a car of its own: a name without digits, and its engine with horsepower beside it. */
export function namesCarBesideEngine(line: ReaderLine): boolean {
  const [name, ...rest] = line.segments;
  if (!name || rest.length === 0) return false;
  const named = !/\d/.test(name.text) && name.text.split(' ').length <= 4;
  return named && rest.some((segment) => readHorsepower(segment.text) !== null);
}
