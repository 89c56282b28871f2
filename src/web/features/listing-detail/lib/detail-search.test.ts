import { describe, expect, it } from 'vitest';
import { configNotices } from './config-notices';
import { detailConfigOf, requestedConfigOf, validateListingDetailSearch } from './detail-search';

const offer = { mileage_per_year: 30000, period_months: 12, first_payment: 0, monthly_price: 5195 };

describe('detail search', () => {
  it('keeps the numbers as written under the names given, dropping what is not a number', () => {
    expect(
      validateListingDetailSearch({ km: '99999', mdr: 13, udb: 'abc', other: 'x' } as Record<
        string,
        unknown
      >),
    ).toEqual({ km: 99999, mdr: 13 });
  });

  it('gives the API the clamped configuration, the canonical names winning over the legacy ones', () => {
    expect(detailConfigOf({ km: 99999, mdr: 13, udb: 7 })).toEqual({ km: 50000, mdr: 12, udb: 7 });
    expect(detailConfigOf({ selectedMileage: 20000, km: 15000 })).toMatchObject({ km: 20000 });
    expect(detailConfigOf({})).toEqual({ km: undefined, mdr: undefined, udb: undefined });
  });

  it('reads what the visitor asked for before clamping', () => {
    expect(requestedConfigOf({ km: 99999, mdr: 13, selectedDeposit: 7, udb: 5 })).toEqual({
      km: 99999,
      mdr: 13,
      udb: 7,
    });
  });
});

describe('configNotices', () => {
  it('names every value the shown offer does not match', () => {
    expect(configNotices({ km: 99999, mdr: 13, udb: 7 }, offer).map((notice) => notice.text)).toEqual([
      'Kilometer justeret til 30.000 km/år',
      'Udbetaling justeret til 0 kr.',
      'Valgt periode ikke tilgængelig – vist nærmeste',
    ]);
  });

  it('says nothing for values that match or were not asked for', () => {
    expect(configNotices({ km: 30000, mdr: 12 }, offer)).toEqual([]);
    expect(configNotices({}, offer)).toEqual([]);
  });
});
