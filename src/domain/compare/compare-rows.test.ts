import { describe, expect, it } from 'vitest';
import { comparedCar as car, runningCost } from '../../../tests/factories/compared-car-factory';
import {
  type CompareCell,
  compareGroups,
  onlyDifferences,
  type RowDirection,
  singleBest,
} from './compare-rows';

const cells = (...values: (number | null)[]): CompareCell[] =>
  values.map((value) => ({ text: value === null ? '–' : String(value), value }));

describe('singleBest', () => {
  it.each<[string, RowDirection, (number | null)[], number | null]>([
    ['the lowest when lower is better', 'lower', [3000, 2800, 3100], 1],
    ['the highest when higher is better', 'higher', [61, 74, 70], 1],
    ['no one on a tie for best', 'lower', [2800, 2800, 3100], null],
    ['the single best even when others tie behind it', 'lower', [2700, 2800, 2800], 0],
    ['no one on a fact row', 'none', [1, 2, 3], null],
    ['the best among the known values', 'higher', [null, 400, 520], 2],
    ['no one when only one car has a value', 'higher', [null, 520, null], null],
    ['no one when no car has a value', 'lower', [null, null], null],
    ['a zero as a real value', 'lower', [0, 290], 0],
  ])('marks %s', (_, direction, values, best) => {
    expect(singleBest(cells(...values), direction)).toBe(best);
  });
});

const rowOf = (groups: ReturnType<typeof compareGroups>, key: string) => {
  const row = groups.flatMap((group) => group.rows).find((candidate) => candidate.key === key);
  if (!row) throw new Error(`no row ${key}`);
  return row;
};

describe('compareGroups', () => {
  it('groups the rows under Danish headings in a fixed order', () => {
    expect(compareGroups([car(), car()]).map((group) => group.title)).toEqual([
      'Pris',
      'LeaseScore',
      'Inkluderet i prisen',
      'Bilen',
      'Rækkevidde og forbrug',
      'Driftsomkostninger pr. md.',
    ]);
  });

  it('formats each value in Danish and marks the single cheapest monthly price', () => {
    const groups = compareGroups([
      car(),
      car({ offer: { mileage_per_year: 15000, period_months: 36, first_payment: 0, monthly_price: 2795 } }),
    ]);
    const monthly = rowOf(groups, 'monthly');
    expect(monthly.cells.map((cell) => cell.text)).toEqual(['3.000 kr./md.', '2.795 kr./md.']);
    expect(monthly.best).toBe(1);
    expect(monthly.differs).toBe(true);
  });

  it('compares totals only when every car has the same term', () => {
    const shorter = car({
      offer: { mileage_per_year: 15000, period_months: 24, first_payment: 0, monthly_price: 3200 },
      total_cost: 76800,
    });
    expect(rowOf(compareGroups([car(), shorter]), 'total')).toMatchObject({ direction: 'none', best: null });
    expect(rowOf(compareGroups([car(), car({ total_cost: 100000 })]), 'total').best).toBe(1);
  });

  it('marks the one car that includes an item and says "Ikke oplyst" for an unstated one', () => {
    const groups = compareGroups([
      car({ included_items: { service: { status: 'included' } } }),
      car({ included_items: { service: { status: 'excluded', monthly_price: 299 } } }),
      car(),
    ]);
    const service = rowOf(groups, 'included_service');
    expect(service.cells.map((cell) => cell.text)).toEqual([
      'Inkluderet',
      'Ikke inkluderet · 299 kr./md.',
      'Ikke oplyst',
    ]);
    expect(service.best).toBe(0);
  });

  it('shows an unscorable car as "Ingen score" and leaves it out of the comparison', () => {
    const groups = compareGroups([
      car({ lease_score: null, lease_score_parts: null }),
      car({ lease_score: 64 }),
    ]);
    expect(rowOf(groups, 'lease_score').cells.map((cell) => cell.text)).toEqual(['Ingen score', '64']);
    expect(rowOf(groups, 'lease_score').best).toBeNull();
    expect(rowOf(groups, 'score_rate').cells[0]?.text).toBe('–');
  });

  it('does not compare a running total that lacks a line', () => {
    const withoutEnergy = car({
      running_cost: runningCost({
        energy: { status: 'missing', missing: ['consumption_l'], kinds: ['petrol'] },
        total: 3070,
        left_out: ['energy'],
      }),
    });
    const total = rowOf(
      compareGroups([car(), withoutEnergy, car({ running_cost: runningCost({ total: 3600 }) })]),
      'running_total',
    );
    expect(total.cells.map((cell) => cell.text)).toEqual([
      '3.570 kr./md.',
      '3.070 kr./md. (ufuldstændig)',
      '3.600 kr./md.',
    ]);
    expect(total.best).toBe(0);
  });
});

describe('onlyDifferences', () => {
  it('keeps only rows where the cars differ and drops groups left empty', () => {
    const groups = onlyDifferences(compareGroups([car(), car({ horsepower: 204, co2_g_km: 0 })]));
    expect(groups.map((group) => group.title)).toEqual(['Bilen']);
    expect(groups[0]?.rows.map((row) => row.label)).toEqual(['Hestekræfter', 'CO₂ udslip']);
  });

  it('treats a missing value beside a known one as a difference', () => {
    const keys = onlyDifferences(compareGroups([car(), car({ seats: null })])).flatMap((group) =>
      group.rows.map((row) => row.key),
    );
    expect(keys).toEqual(['seats']);
  });
});
