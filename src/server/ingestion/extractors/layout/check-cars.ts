import type { CatalogAliases } from '../../../../domain/catalog/car-name-aliases';
import { catalogueModelOf } from '../../../../domain/ingestion/catalogue-models';
import type { ExtractedCar, ExtractedOffer } from '../../../../domain/ingestion/extracted-price-list';
import type { ReadingCheck, ReadingCheckCode } from '../../../../domain/ingestion/reading-checks';

/**
 * The reader's last stage (issue 25): every car checked against what the list itself says. A hard
 * check that fails holds the car for review ("Kræver kontrol"); soft ones only warn. Pure.
 */

/** A finding about one row, made while it was read; `difference` is stated − computed for a sum. */
export type RowFinding = {
  check: ReadingCheckCode;
  detail: string;
  /** For a stated total or minimum price: how far it is from the sum. A stated fee may explain it. */
  difference?: number;
  /** The car-level note the finding stands for, kept in the car's notes when it holds. */
  note?: string;
};

// How many source lines a failed check names before "og N mere".
const MAX_DETAILS = 3;

export function checkCar(
  car: ExtractedCar,
  findings: readonly RowFinding[],
  catalogue: CatalogAliases | undefined,
  documentFees: readonly number[] = [],
): ExtractedCar {
  const fees = [...new Set([...statedFees(car), ...documentFees])];
  const holding = findings.filter((finding) => !explainedByFees(finding, fees));
  const failed = new Map<ReadingCheckCode, RowFinding[]>();
  for (const finding of holding) failed.set(finding.check, [...(failed.get(finding.check) ?? []), finding]);

  const applicable: ReadingCheckCode[] = ['terms_stated', 'grid_complete'];
  if (car.offers.some((offer) => offer.total_cost != null) || failed.has('total_agrees')) {
    applicable.push('total_agrees');
  }
  if (car.offers.some((offer) => offer.minimum_price != null) || failed.has('minimum_agrees')) {
    applicable.push('minimum_agrees');
  }
  const checks: ReadingCheck[] = applicable.map((check) => outcome(check, failed.get(check) ?? []));
  if (catalogue) checks.push(modelKnown(car, catalogue));
  checks.push(...softChecks(car.offers));

  const dropped = new Set(
    findings.filter((finding) => !holding.includes(finding)).flatMap((finding) => finding.note ?? []),
  );
  const notes = capped((car.notes ?? []).filter((note) => !dropped.has(note)));
  const { notes: _notes, ...rest } = car;
  return { ...rest, ...(notes.length > 0 ? { notes } : {}), checks };
}

// A car keeps at most this many notes (the schema's limit is 50): a 60-offer grid whose every total
// disagrees must not lose the car for its notes.
const MAX_NOTES = 40;

function capped(notes: readonly string[]): string[] {
  if (notes.length <= MAX_NOTES) return [...notes];
  const more = notes.length - MAX_NOTES + 1;
  return [...notes.slice(0, MAX_NOTES - 1), `… og ${more} bemærkninger mere af samme slags.`];
}

function outcome(check: ReadingCheckCode, findings: readonly RowFinding[]): ReadingCheck {
  if (findings.length === 0) return { check, passed: true };
  const shown = findings.slice(0, MAX_DETAILS).map((finding) => finding.detail);
  const more = findings.length - shown.length;
  const detail = `${shown.join(' ')}${more > 0 ? ` Og ${more} mere.` : ''}`;
  return { check, passed: false, detail: detail.slice(0, 500) };
}

/** One-off fees the list states beside the prices (return fee): a stated total may include them. */
function statedFees(car: ExtractedCar): number[] {
  const fee = car.conditions?.return_fee;
  return fee != null && fee > 0 ? [fee] : [];
}

// "etableringsgebyr DKK 1.995", "Omkostning ved tilbagelevering 600,-", "Leveringsomkostninger 2.880 kr.".
const FEE =
  /(?:etablering|oprettelse|tilbagelevering|aflevering|levering|stiftelse|gebyr)\w*[^\d]{0,40}?(?:kr\.?\s*|dkk\s*)?(\d{1,3}(?:[.\s]\d{3})+|\d{2,5})(?:,-|,00)?\s*(?:kr|dkk|,-)?/gi;

/** One-off fees a list states in its prose, which a stated total or minimum price may include. */
export function feesStatedIn(texts: readonly string[]): number[] {
  const fees = new Set<number>();
  for (const text of texts) {
    for (const match of text.matchAll(FEE)) {
      const value = Number((match[1] ?? '').replace(/[.\s]/g, ''));
      if (value > 0 && value <= 50_000) fees.add(value);
    }
  }
  return [...fees];
}

function explainedByFees(finding: RowFinding, fees: readonly number[]): boolean {
  if (finding.difference === undefined) return false;
  const total = fees.reduce((sum, fee) => sum + fee, 0);
  return fees.includes(finding.difference) || (fees.length > 1 && finding.difference === total);
}

function modelKnown(car: ExtractedCar, catalogue: CatalogAliases): ReadingCheck {
  const known = catalogueModelOf(car.model, catalogue, car.make);
  return known?.exact
    ? { check: 'model_known', passed: true }
    : {
        check: 'model_known',
        passed: false,
        detail: `Kataloget kender ikke ${car.make} ${car.model}: den foreslås som ny model.`,
      };
}

type Axis = 'mileage_per_year' | 'first_payment';

/** Within equal other terms: the price rises with the mileage and falls with the first payment. */
function softChecks(offers: readonly ExtractedOffer[]): ReadingCheck[] {
  const checks: ReadingCheck[] = [];
  const mileage = orderBreaks(offers, 'mileage_per_year', 1);
  if (mileage !== null) {
    checks.push(
      mileage === 0
        ? { check: 'price_rises_with_mileage', passed: true }
        : {
            check: 'price_rises_with_mileage',
            passed: false,
            detail: `${mileage} gange er prisen lavere ved flere km/år, med samme løbetid og udbetaling.`,
          },
    );
  }
  const firstPayment = orderBreaks(offers, 'first_payment', -1);
  if (firstPayment !== null) {
    checks.push(
      firstPayment === 0
        ? { check: 'price_falls_with_first_payment', passed: true }
        : {
            check: 'price_falls_with_first_payment',
            passed: false,
            detail: `${firstPayment} gange er prisen højere ved en større udbetaling, med samme km/år og løbetid.`,
          },
    );
  }
  return checks;
}

/** How often the price moves against `direction` along an axis; null when no two offers compare. */
function orderBreaks(offers: readonly ExtractedOffer[], axis: Axis, direction: 1 | -1): number | null {
  const others = (offer: ExtractedOffer) =>
    [offer.mileage_per_year, offer.period_months, offer.first_payment]
      .filter((_, index) => index !== (axis === 'mileage_per_year' ? 0 : 2))
      .join('|');
  const groups = new Map<string, ExtractedOffer[]>();
  for (const offer of offers) groups.set(others(offer), [...(groups.get(others(offer)) ?? []), offer]);
  let compared = 0;
  let breaks = 0;
  for (const group of groups.values()) {
    const sorted = [...group].sort((a, b) => a[axis] - b[axis]);
    for (let index = 1; index < sorted.length; index++) {
      const [before, after] = [sorted[index - 1] as ExtractedOffer, sorted[index] as ExtractedOffer];
      if (before[axis] === after[axis]) continue;
      compared++;
      if (Math.sign(after.monthly_price - before.monthly_price) === -direction) breaks++;
    }
  }
  return compared === 0 ? null : breaks;
}
