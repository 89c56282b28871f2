import { describe, expect, it } from 'vitest';
import type { ListingDetail } from '../../../../domain/listings/listing-api-types';
import { emlRows, scoreBandLabel, scorePartRows } from './score-text';
import { formatKmPerKwh, fullSpecs, keySpecs } from './vehicle-specs';

const car = {
  make: 'Kia',
  model: 'EV6',
  variant: 'GT-Line 229 HK',
  body_type: 'CUV',
  fuel_type: 'Electric',
  transmission: 'Automatic',
  horsepower: 229,
  seats: 5,
  doors: null,
  year: 2026,
  drive_type: 'AWD',
  wltp_km: 506,
  consumption_kwh_100km: 16.5,
  consumption_l_100km: null,
  co2_g_km: 0,
  co2_tax_half_year: null,
} as ListingDetail;

describe('vehicle specs', () => {
  it('shows range and km/kWh for an electric car', () => {
    expect(keySpecs(car)).toEqual([
      { label: 'Drivmiddel', value: 'El' },
      { label: 'Gearkasse', value: 'Automatisk' },
      { label: 'Hestekræfter', value: '229 hk' },
      { label: 'Karrosseri', value: 'Crossover (CUV)' },
      { label: 'Rækkevidde (WLTP)', value: '506 km' },
      { label: 'Forbrug', value: '6,1 km/kWh' },
    ]);
  });

  it('shows seats and fuel use for a combustion car', () => {
    const petrol = { ...car, fuel_type: 'Petrol', consumption_l_100km: 5.8 } as ListingDetail;
    expect(keySpecs(petrol).slice(4)).toEqual([
      { label: 'Sæder', value: '5' },
      { label: 'Forbrug', value: '5,8 L/100 km' },
    ]);
  });

  it('lists every spec with a dash for missing values', () => {
    const specs = Object.fromEntries(fullSpecs(car).map((row) => [row.label, row.value]));
    expect(specs).toMatchObject({
      Drivtype: 'Firehjulstræk',
      Døre: '–',
      Årgang: '2026',
      'CO₂ udslip': '0 g/km',
      'CO₂-afgift (halvår)': '–',
      WLTP: '506 km',
    });
    expect(fullSpecs(car)).toHaveLength(14);
    expect(formatKmPerKwh(0)).toBe('–');
  });
});

describe('score text', () => {
  it('names the band, or "ingen score" for an unscorable offer', () => {
    expect(scoreBandLabel(90)).toBe('Exceptionelt tilbud');
    expect(scoreBandLabel(80)).toBe('Fantastisk tilbud');
    expect(scoreBandLabel(60)).toBe('Godt tilbud');
    expect(scoreBandLabel(40)).toBe('Rimeligt tilbud');
    expect(scoreBandLabel(39)).toBe('Dårligt tilbud');
    expect(scoreBandLabel(null)).toBe('ingen score');
    expect(scoreBandLabel(0)).toBe('ingen score');
  });

  it('shows the weighted parts and the EML percents', () => {
    const breakdown = {
      monthlyRateScore: 89,
      mileageScore: 90,
      upfrontScore: 95,
      eml12Percent: 1.028,
      emlTermPercent: 0.9587,
      emlBlendPercent: 1.0072,
    } as Parameters<typeof scorePartRows>[0];
    expect(scorePartRows(breakdown).map((row) => `${row.label}: ${row.value}`)).toEqual([
      'Månedlig ydelse (45 %): 89 / 100',
      'Kilometer pr. år (35 %): 90 / 100',
      'Udbetaling (20 %): 95 / 100',
    ]);
    expect(emlRows(breakdown).map((row) => row.value)).toEqual(['1,03 %', '0,96 %', '1,01 %']);
  });
});
