import { describe, expect, it } from 'vitest';
import { linesFromPlainText } from '../../pdf/plain-text-lines';
import { readConditions, readExtraKmPrice, readSpecs } from './condition-lines';
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

describe('readExtraKmPrice (issue 27 part 4)', () => {
  it.each<[string, number | null]>([
    ['Overkørte km afregnes med 0,75 kr./km', 0.75],
    ['Pris pr. ekstra km: 1,25 kr.', 1.25],
    ['Kørsel ud over aftalt km: 95 øre/km', 0.95],
    ['Ekstra kilometer afregnes med 1,10 kr. pr. km ved tilbagelevering.', 1.1],
    ['Merkørsel: 0,85 kr. pr. km', 0.85],
    ['Overskydende km opkræves med 1 kr./km', 1],
    ['Km ud over det aftalte koster 0.65 kr./km', 0.65],
    // Not a price per km: a monthly price, a fee, a package, nothing at all.
    ['Ekstra km-pakke: +5.000 km/år for 250 kr./md.', null],
    ['Ekstra kilometer: 299 kr./md.', null],
    ['Ekstra kilometer: 2,50 kr. pr. md.', null],
    ['Ved tilbagelevering opkræves et gebyr på 1.995 kr.', null],
    ['Overkørte km afregnes efter gældende takst.', null],
    ['15.000 km/år · 36 mdr. · 3.299 kr./md.', null],
  ])('%s', (text, expected) => {
    expect(readExtraKmPrice(text)).toBe(expected);
  });

  it('is a condition of the line, beside a return fee', () => {
    expect(
      readConditions(
        'Ved tilbagelevering opkræves et gebyr på 1.995 kr. Overkørte km afregnes med 0,75 kr./km.',
      ),
    ).toEqual({ return_fee: 1995, extra_km_price: 0.75 });
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

  it('reads the price per extra km as a condition, never as an offer price', () => {
    const text = [
      'Kia EV3 leasingpriser',
      'Air 58,3 kWh 204 hk',
      'Km/år\tLøbetid\tUdbetaling\tYdelse pr. md.',
      '15.000\t36\t9.995\t3.299',
      '20.000\t36\t9.995\t3.499',
      'Kørsel ud over aftalt km: 95 øre/km',
      'Overkørte km afregnes med 1 kr./km',
    ].join('\n');
    const [car] = readLayout(linesFromPlainText(text)).cars;
    expect(car?.offers.map((offer) => offer.monthly_price)).toEqual([3299, 3499]);
    expect(car?.conditions?.extra_km_price).toBe(1);
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
