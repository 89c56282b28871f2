import { describe, expect, it } from 'vitest';
import { linesFromPlainText } from '../../pdf/plain-text-lines';
import { readConditions, readSpecs } from './condition-lines';
import { readLayout } from './read-layout';

describe('readConditions', () => {
  it.each<[string, ReturnType<typeof readConditions>]>([
    [
      'Gælder for biler bestilt senest 30. juni 2026 og levering senest 31. januar 2027.',
      { order_by: '2026-06-30', delivery_by: '2027-01-31' },
    ],
    ['Tilbuddet gælder til 31.12.2026', { valid_until: '2026-12-31' }],
    ['Priserne er gyldige til og med d. 15/3 2027.', { valid_until: '2027-03-15' }],
    [
      'Alle ydelser er inkl.: Metallak, serviceaftale, moms, etablerings- og leveringsomkostninger.',
      { includes: ['Metallak', 'serviceaftale', 'moms', 'etablerings- og leveringsomkostninger'] },
    ],
    [
      'Prisen er inkl. moms og levering, ekskl. grøn ejerafgift og forsikring.',
      { includes: ['moms', 'levering'], excludes: ['grøn ejerafgift', 'forsikring'] },
    ],
    ['Ved tilbagelevering opkræves et gebyr på 1.995 kr.', { return_fee: 1995 }],
    ['Basissæt inkl. 13-polet stik, uden cykelholder.', null],
    ['Bestilt senest 31. februar 2026', null],
    ['Kontakt din forhandler for et tilbud.', null],
  ])('%s', (text, expected) => {
    expect(readConditions(text)).toEqual(expected);
  });
});

describe('readSpecs', () => {
  it.each<[string, ReturnType<typeof readSpecs>]>([
    [
      'Rækkevidde 520 km (WLTP) · 16,5 kWh/100 km · CO2-ejerafgift 420 kr. halvårligt',
      { wltp_km: 520, consumption_kwh_100km: 16.5, co2_tax_half_year: 420 },
    ],
    [
      '7,7 l/100 km, CO2 104 g/km, CO2-ejerafgift 1.240 kr. halvårligt',
      { consumption_l_100km: 7.7, co2_g_km: 104, co2_tax_half_year: 1240 },
    ],
    ['Grøn ejerafgift 1.180 kr. pr. år', { co2_tax_half_year: 590 }],
    ['¹ Rækkevidde og forbrug er målt efter WLTP.', null],
  ])('%s', (text, expected) => {
    expect(readSpecs(text)).toEqual(expected);
  });
});

describe('what readLayout keeps besides the four offer numbers', () => {
  it('keeps stated totals and minimum prices, specs, ejerafgift and the page conditions', () => {
    const text = [
      'Kia EV3 leasingpriser',
      'Air 58,3 kWh 204 hk',
      'Rækkevidde 436 km · 15,6 kWh/100 km · CO2-ejerafgift 420 kr. halvårligt',
      'Km/år\tLøbetid\tUdbetaling\tYdelse pr. md.\tTotalpris\tMindstepris (12 mdr.)',
      '15.000\t36\t9.995\t3.299\t128.759\t49.583',
      '20.000\t36\t9.995\t3.499\t135.959\t51.983',
      'Alle priser er inkl. moms og levering, ekskl. forsikring.',
      'Gælder for biler bestilt senest 30. juni 2026.',
    ].join('\n');
    const [car] = readLayout(linesFromPlainText(text)).cars;
    expect(car).toMatchObject({
      make: 'Kia',
      model: 'EV3',
      horsepower: 204,
      wltp_km: 436,
      consumption_kwh_100km: 15.6,
      co2_tax_half_year: 420,
      offers: [
        { mileage_per_year: 15000, monthly_price: 3299, total_cost: 128759, minimum_price: 49583 },
        { mileage_per_year: 20000, monthly_price: 3499, total_cost: 135959, minimum_price: 51983 },
      ],
      conditions: { order_by: '2026-06-30', includes: ['moms', 'levering'], excludes: ['forsikring'] },
    });
    expect(car?.notes).toBeUndefined();
  });

  it('keeps a stated total that contradicts the sum, and notes it on the car', () => {
    const text = [
      'Mærke\tModel\tVariant\tKm/år\tLøbetid\tUdbetaling\tYdelse pr. md.\tTotalpris',
      'Kia\tPicanto\t1.2 Prestige 79 hk manuel\t15.000\t36\t4.995\t2.199\t84.000',
    ].join('\n');
    const [car] = readLayout(linesFromPlainText(text)).cars;
    expect(car?.offers).toEqual([
      {
        mileage_per_year: 15000,
        period_months: 36,
        first_payment: 4995,
        monthly_price: 2199,
        total_cost: 84000,
      },
    ]);
    expect(car?.notes).toEqual([
      'Totalprisen 84.000 kr. passer ikke med 4.995 kr. + 36 × 2.199 kr. (side 1, linje 2).',
    ]);
  });
});
