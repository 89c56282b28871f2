import type { OfferConditions } from '../../../../domain/ingestion/extracted-price-list';
import { readAmount } from './read-amount';
import type { ReaderLine } from './reading-order';

type Extra = NonNullable<OfferConditions['extras']>[number];

/**
 * Extras priced per month ("Vinterhjulsæt (V6) … 380 kr./md.") under a heading that announces them
 * ("Mulighed for tilvalg af tilbehørspakker"). Lists set them as a grid of small blocks: a name, a
 * description, then the price, stacked at one x; several stacks side by side. Each price takes the
 * first short line of its stack since the previous price as its name.
 */
export function readMonthlyExtras(lines: readonly ReaderLine[], bodyFontSize: number): Map<number, Extra[]> {
  const byPage = new Map<number, Extra[]>();
  let region: ReaderLine[] | null = null;
  let regionPage = 0;
  const close = () => {
    if (region && region.length > 0) {
      const extras = extrasOf(region, bodyFontSize);
      if (extras.length > 0) byPage.set(regionPage, [...(byPage.get(regionPage) ?? []), ...extras]);
    }
    region = null;
  };
  for (const line of lines) {
    if (region && line.page !== regionPage) close();
    if (EXTRAS_HEADING.test(line.text) && line.text.length <= MAX_HEADING) {
      close();
      region = [];
      regionPage = line.page;
      continue;
    }
    region?.push(line);
  }
  close();
  return byPage;
}

const EXTRAS_HEADING = /tilbehør|tilvalg|ekstraudstyr|udstyrspakker|ekstra udstyr/i;
const MAX_HEADING = 80;
const MONTHLY_PRICE = /^(\d{1,3}(?:\.\d{3})*|\d+)\s*(?:kr\.?|,-)\s*(?:\/|pr\.?)\s*md\.?$/i;
const MAX_NAME = 40;
// Runs of one stack start within this many points of each other.
const SAME_STACK = 4;

type Placed = { text: string; x: number; y: number; fontSize: number };

function extrasOf(region: readonly ReaderLine[], bodyFontSize: number): Extra[] {
  const placed: Placed[] = region.flatMap((line) =>
    line.segments.map((segment) => ({
      text: segment.text,
      x: segment.x,
      y: line.y,
      fontSize: line.fontSize,
    })),
  );
  const stacks: Placed[][] = [];
  for (const item of [...placed].sort((a, b) => a.y - b.y)) {
    const stack = stacks.find((candidate) => Math.abs((candidate[0]?.x ?? 0) - item.x) <= SAME_STACK);
    if (stack) stack.push(item);
    else stacks.push([item]);
  }
  const found: Array<Extra & { detail: string }> = [];
  for (const stack of stacks) {
    let since: Placed[] = [];
    for (const item of stack) {
      const price = MONTHLY_PRICE.exec(item.text.trim());
      if (!price?.[1]) {
        since.push(item);
        continue;
      }
      const nameAt = since.findIndex((candidate) => isName(candidate, bodyFontSize));
      const name = since[nameAt];
      const monthly = readAmount(price[1]);
      if (name && monthly !== null && monthly > 0) {
        const detail = since[nameAt + 1]?.text.trim().replace(/[,.]$/, '') ?? '';
        found.push({ name: name.text.trim(), monthly_price: monthly, detail });
      }
      since = [];
    }
  }
  // Two packages of one name ("Anhængertræk" with a detachable or a fixed ball) keep their first detail.
  const count = (name: string) => found.filter((extra) => extra.name === name).length;
  return found.map(({ name, monthly_price, detail }) => ({
    name: count(name) > 1 && detail ? `${name} – ${detail}`.slice(0, 120) : name,
    monthly_price,
  }));
}

/** A short line of at most the table text's size, not a sentence or a number. */
function isName(item: Placed, bodyFontSize: number): boolean {
  const text = item.text.trim();
  return (
    text.length > 1 &&
    text.length <= MAX_NAME &&
    item.fontSize <= bodyFontSize * 1.15 &&
    /^[\p{Lu}\d]/u.test(text) &&
    !/[.:]$/.test(text) &&
    readAmount(text) === null
  );
}
