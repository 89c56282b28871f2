import { describe, expect, it } from 'vitest';
import type { ExtractedCar, ExtractedOffer } from '../../../../domain/ingestion/extracted-price-list';
import { needsReview } from '../../../../domain/ingestion/reading-checks';
import { checkCar, feesStatedIn, type RowFinding } from './check-cars';

const offer = (mileage: number, firstPayment: number, monthly: number, total?: number): ExtractedOffer => ({
  mileage_per_year: mileage,
  period_months: 36,
  first_payment: firstPayment,
  monthly_price: monthly,
  ...(total === undefined ? {} : { total_cost: total }),
});

const car = (offers: ExtractedOffer[], extra: Partial<ExtractedCar> = {}): ExtractedCar => ({
  make: 'Kia',
  model: 'EV3',
  variant: 'Air 58 kWh',
  horsepower: 204,
  fuel_type: 'Electric',
  transmission: 'Automatic',
  offers,
  ...extra,
});

const totalOff = (difference: number, line = 4): RowFinding => {
  const note = `Totalprisen passer ikke (side 1, linje ${line}).`;
  return { check: 'total_agrees', detail: note, note, difference };
};

describe('checkCar', () => {
  it.each([
    { case: 'a total that agrees', findings: [], fees: [], held: false },
    { case: 'a total 600 kr. off with no stated fee', findings: [totalOff(600)], fees: [], held: true },
    { case: 'a total off by the stated return fee', findings: [totalOff(600)], fees: [600], held: false },
    {
      case: 'a total off by two stated fees together',
      findings: [totalOff(2_595)],
      fees: [600, 1_995],
      held: false,
    },
    {
      case: 'a total off by something else than the fees',
      findings: [totalOff(700)],
      fees: [600],
      held: true,
    },
  ])('$case → held: $held', ({ findings, fees, held }) => {
    const checked = checkCar(car([offer(15_000, 0, 3_000, 108_000)]), findings, undefined, fees);
    expect(needsReview(checked)).toBe(held);
    expect(checked.checks).toContainEqual(expect.objectContaining({ check: 'total_agrees', passed: !held }));
  });

  it('warns, without holding, when the price falls with more km or rises with a higher first payment', () => {
    const checked = checkCar(
      car([offer(10_000, 0, 3_000), offer(15_000, 0, 2_900), offer(10_000, 20_000, 3_100)]),
      [],
      undefined,
    );
    expect(needsReview(checked)).toBe(false);
    expect(checked.checks).toContainEqual(
      expect.objectContaining({ check: 'price_rises_with_mileage', passed: false }),
    );
    expect(checked.checks).toContainEqual(
      expect.objectContaining({ check: 'price_falls_with_first_payment', passed: false }),
    );
  });

  it('keeps a car of 60 offers whose every total disagrees: one failed check naming three lines, notes capped', () => {
    const offers = Array.from({ length: 60 }, (_, index) => offer(10_000 + index * 500, 0, 3_000 + index));
    const findings = offers.map((_, index) => totalOff(100, index + 3));
    const checked = checkCar(
      car(offers, { notes: findings.map((finding) => finding.note as string) }),
      findings,
      undefined,
    );
    expect(checked.offers).toHaveLength(60);
    expect(checked.notes?.length).toBeLessThanOrEqual(40);
    expect(checked.notes?.at(-1)).toBe('… og 21 bemærkninger mere af samme slags.');
    const failed = checked.checks?.find((check) => check.check === 'total_agrees');
    expect(failed?.detail).toMatch(/linje 3\).*linje 4\).*linje 5\). Og 57 mere\.$/);
  });
});

describe('feesStatedIn', () => {
  it.each([
    ['Omkostning ved tilbagelevering 600,-', [600]],
    ['Totalomkostninger og mindstepris inkl. etableringsgebyr DKK 1.995.', [1_995]],
    ['Engangsomkostninger: Etableringsgebyr 995 kr. · Omkostning ved tilbagelevering 1250,-', [995, 1_250]],
    ['Alle priser er inkl. moms.', []],
  ])('%s → %j', (text, fees) => {
    expect(feesStatedIn([text])).toEqual(fees);
  });
});
