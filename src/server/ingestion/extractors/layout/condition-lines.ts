import { findDanishNumber } from '../../../../domain/format/danish-number';
import type { ExtractedCar, OfferConditions } from '../../../../domain/ingestion/extracted-price-list';
import { readAmount } from './read-amount';

/**
 * Prose a list states around its prices: order-by, delivery-by and valid-until dates, what the price
 * includes and excludes, a fee on return, the price per extra km; and a car's specs line (range, consumption, CO2, ejerafgift).
 */

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  maj: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  okt: 10,
  nov: 11,
  dec: 12,
};
const DATE = String.raw`(\d{1,2})\.?\s*(?:(jan|feb|mar|apr|maj|jun|jul|aug|sep|okt|nov|dec)[a-zæøå]*\.?|[./-](\d{1,2})[./-]?)\s*(\d{4}|\d{2})`;
const ORDER_BY = new RegExp(
  String.raw`(?:bestil\w*|ordre\w*)\s+(?:senest|inden|før)\s+(?:d\.\s*|den\s+)?${DATE}`,
  'i',
);
const DELIVERY_BY = new RegExp(
  String.raw`(?:lever\w*)\s+(?:senest|inden|før)\s+(?:d\.\s*|den\s+)?${DATE}`,
  'i',
);
const VALID_UNTIL = new RegExp(
  String.raw`(?:gælder|gyldig\w*|gældende)\s+(?:til\s+og\s+med|til|frem\s+til|indtil|t\.o\.m\.)\s+(?:d\.\s*|den\s+)?${DATE}`,
  'i',
);
// "Alle ydelser er inkl.: …", "Prisen er ekskl. …", "Inkl.: …": a statement about the prices.
const INCLUDES =
  /(?:^|[,;]\s*|\b(?:er|priser\w*|ydelse\w*|prisen|tilbuddet|alle)\s+)inkl(?:\.|usive|uderer)?\s*:?\s*(.+)/i;
const EXCLUDES =
  /(?:^|[,;]\s*|\b(?:er|priser\w*|ydelse\w*|prisen|tilbuddet|alle)\s+)ekskl(?:\.|usive)?\s*:?\s*(.+)/i;
const RETURN_FEE =
  /(?:tilbagelevering|aflevering|returnering|tilbageleverings\w*)\D{0,40}?(\d{1,3}(?:[.\s]\d{3})+|\d+)\s*(?:kr|,-)/i;

// "Overkørte km afregnes med 0,75 kr./km", "Pris pr. ekstra km: 1,25 kr.", "Kørsel ud over aftalt km: 95 øre/km".
// The amount has at most two decimals and is followed by kr. or øre; never a monthly price ("/md.").
const EXTRA_KM =
  /(?:overkørt\w*|ekstra\s*(?:km|kilometer)\w*|merkørsel|kørsel\s+ud\s+over|(?:km|kilometer)\s+ud\s+over|overskydende\s+(?:km|kilometer))\D{0,50}?(\d{1,3}(?:[,.]\d{1,2})?)\s*(kr\.?|øre)(?![.\s]*(?:\/|pr\.?|om)?\s*(?:md|mdr|mnd|måned))/i;
// Past this a "price per km" is something else (an extra-km package's monthly price).
const MAX_EXTRA_KM_PRICE = 10;

/** The price per extra km a line states, in kr. with øre; null when it states none. */
export function readExtraKmPrice(text: string): number | null {
  const match = EXTRA_KM.exec(text);
  if (!match?.[1] || !match[2]) return null;
  const amount = Number(match[1].replace(',', '.'));
  const kroner = /øre/i.test(match[2]) ? amount / 100 : amount;
  if (!(kroner > 0) || kroner > MAX_EXTRA_KM_PRICE) return null;
  return Math.round(kroner * 100) / 100;
}

/** The conditions a line states; null when it states none. */
export function readConditions(text: string): OfferConditions | null {
  const conditions: OfferConditions = {};
  const orderBy = isoDate(ORDER_BY.exec(text));
  if (orderBy) conditions.order_by = orderBy;
  const deliveryBy = isoDate(DELIVERY_BY.exec(text));
  if (deliveryBy) conditions.delivery_by = deliveryBy;
  const validUntil = isoDate(VALID_UNTIL.exec(text));
  if (validUntil) conditions.valid_until = validUntil;
  const excludes = EXCLUDES.exec(text)?.[1];
  const includes = INCLUDES.exec(excludes ? text.slice(0, text.search(EXCLUDES)) : text)?.[1];
  if (includes && !/\d[\d.]*\s*kr/i.test(includes)) conditions.includes = items(includes);
  if (excludes && !/\d[\d.]*\s*kr/i.test(excludes)) conditions.excludes = items(excludes);
  const fee = RETURN_FEE.exec(text)?.[1];
  if (fee) conditions.return_fee = readAmount(fee) ?? undefined;
  const extraKm = readExtraKmPrice(text);
  if (extraKm !== null) conditions.extra_km_price = extraKm;
  for (const key of Object.keys(conditions) as Array<keyof OfferConditions>) {
    if (conditions[key] === undefined) delete conditions[key];
  }
  return Object.keys(conditions).length > 0 ? conditions : null;
}

/** Later statements add to earlier ones; lists of items are joined without repeats. */
export function mergeConditions(a: OfferConditions, b: OfferConditions): OfferConditions {
  const joined = (x?: string[], y?: string[]) =>
    x || y ? [...new Set([...(x ?? []), ...(y ?? [])])] : undefined;
  const merged: OfferConditions = { ...a, ...b };
  const includes = joined(a.includes, b.includes);
  const excludes = joined(a.excludes, b.excludes);
  if (includes) merged.includes = includes;
  if (excludes) merged.excludes = excludes;
  if (a.extras || b.extras) {
    const byName = new Map([...(a.extras ?? []), ...(b.extras ?? [])].map((extra) => [extra.name, extra]));
    merged.extras = [...byName.values()];
  }
  return merged;
}

function items(text: string): string[] {
  return (
    text
      .replace(/\(\+?\d[^,)]*\)?/g, '')
      .replace(/[.;]\s*$/, '')
      // "etablerings- og leveringsomkostninger" is one item: only split "og" after a whole word.
      .split(/,|(?<![-–])\s+(?:og|samt)\s+/i)
      .map((item) => item.replace(/\s+/g, ' ').trim())
      .filter((item) => item.length > 1 && item.length <= 120)
      .slice(0, 30)
  );
}

function isoDate(match: RegExpExecArray | null): string | undefined {
  if (!match?.[1] || !match[4]) return undefined;
  const day = Number(match[1]);
  const month = match[2] ? MONTHS[match[2].toLowerCase()] : Number(match[3]);
  const year = match[4].length === 2 ? 2000 + Number(match[4]) : Number(match[4]);
  if (!month || month > 12 || day < 1 || day > 31) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCDate() !== day) return undefined;
  return date.toISOString().slice(0, 10);
}

export type StatedSpecs = Partial<
  Pick<
    ExtractedCar,
    'wltp_km' | 'co2_g_km' | 'co2_tax_half_year' | 'consumption_l_100km' | 'consumption_kwh_100km'
  >
>;

const RANGE = /rækkevidde\D{0,25}?(\d{2,4})\s*km/i;
const KWH_PER_100 = /(\d{1,2}(?:[.,]\d{1,2})?)\s*kwh\s*\/\s*100\s*km/i;
const LITRES_PER_100 = /(\d{1,2}(?:[.,]\d{1,2})?)\s*l(?:iter)?\s*\/\s*100\s*km/i;
const CO2 = /co2\D{0,6}?(\d{1,3})\s*g\s*\/\s*km/i;
const CO2_TAX =
  /(?:ejerafgift|grøn\s+afgift)\D{0,12}?(\d{1,3}(?:[.\s]\d{3})*|\d+)\s*(?:kr\.?|,-)\s*(halvårlig\w*|halvår\w*|årlig\w*|pr\.?\s*år)?/i;

/** A specs line of a car ("Rækkevidde 520 km · 16,5 kWh/100 km · CO2-ejerafgift 420 kr. halvårligt"). */
export function readSpecs(text: string): StatedSpecs | null {
  const specs: StatedSpecs = {};
  const range = Number(RANGE.exec(text)?.[1]);
  if (range >= 50 && range <= 2000) specs.wltp_km = range;
  const kwh = decimal(KWH_PER_100.exec(text)?.[1]);
  if (kwh !== null && kwh > 0 && kwh <= 100) specs.consumption_kwh_100km = kwh;
  const litres = decimal(LITRES_PER_100.exec(text)?.[1]);
  if (litres !== null && litres > 0 && litres <= 50) specs.consumption_l_100km = litres;
  const co2 = Number(CO2.exec(text)?.[1]);
  if (co2 > 0 && co2 <= 1000) specs.co2_g_km = co2;
  const tax = CO2_TAX.exec(text);
  const taxAmount = tax?.[1] ? readAmount(tax[1]) : null;
  // Ejerafgift is paid every half year; a yearly figure is halved.
  const yearly = tax?.[2] !== undefined && !/halv/i.test(tax[2]);
  if (taxAmount !== null && taxAmount > 0)
    specs.co2_tax_half_year = yearly ? Math.round(taxAmount / 2) : taxAmount;
  return Object.keys(specs).length > 0 ? specs : null;
}

function decimal(text: string | undefined): number | null {
  return text ? findDanishNumber(text.replace('.', ',')) : null;
}

/**
 * A car's conditions: those stated on the pages its offers were read from, then those of pages with
 * no offers at all (a closing page of terms speaks for the whole list).
 */
export function withConditions(
  car: ExtractedCar,
  byPage: ReadonlyMap<number, OfferConditions>,
  pagesWithRows: ReadonlySet<number>,
): ExtractedCar {
  const pages = new Set((car.sources ?? []).map((place) => place.page));
  let conditions: OfferConditions = {};
  for (const [page, stated] of byPage) if (pages.has(page)) conditions = mergeConditions(conditions, stated);
  for (const [page, stated] of byPage) {
    if (!pagesWithRows.has(page)) conditions = mergeConditions(stated, conditions);
  }
  return Object.keys(conditions).length > 0 ? { ...car, conditions } : car;
}
