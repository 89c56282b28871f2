import type { ExtractedCar, ExtractedOffer } from '../../../src/domain/ingestion/extracted-price-list';
import { grouped } from './amounts';
import type { Canvas } from './canvas';
import { matrixPart } from './family-matrix';
import { rowPerOfferPart } from './family-row-per-offer';
import type { FamilyInput, Part } from './part';

/**
 * F5: a row-per-offer or matrix table with base prices, plus a note that prices more kilometres
 * ("Merpris pr. 5.000 km ekstra: 150 kr./md. (op til 30.000 km/år)") or no first payment ("Ved 0 kr. i
 * udbetaling: tillæg 300 kr./md."). The truth has the derived offers too. One note per list, so the
 * two never have to be combined.
 */
const POSITIVE_FIRST_PAYMENTS = [4995, 9995, 14995, 19995, 24995] as const;

/** Every step from each (term, first payment)'s highest stated mileage up to the maximum. */
function withExtraKilometres(
  car: ExtractedCar,
  step: number,
  price: number,
  maximum: number,
): ExtractedOffer[] {
  const groups = new Map<string, ExtractedOffer>();
  for (const item of car.offers) {
    const key = `${item.period_months}|${item.first_payment}`;
    const top = groups.get(key);
    if (!top || item.mileage_per_year > top.mileage_per_year) groups.set(key, item);
  }
  const derived = [...groups.values()].flatMap((top) => {
    const extra: ExtractedOffer[] = [];
    for (let steps = 1; top.mileage_per_year + steps * step <= maximum; steps++) {
      extra.push({
        ...top,
        mileage_per_year: top.mileage_per_year + steps * step,
        monthly_price: top.monthly_price + steps * price,
      });
    }
    return extra;
  });
  return [...car.offers, ...derived];
}

export function baseAndSurchargePart(input: FamilyInput): Part {
  const { rng, look } = input;
  const base = rng.chance(0.5)
    ? rowPerOfferPart(input, { singleOffer: true, firstPayments: POSITIVE_FIRST_PAYMENTS })
    : matrixPart(input, { firstPayments: POSITIVE_FIRST_PAYMENTS });
  const separator = look.numbers.separator;
  let cars: ExtractedCar[];
  let note: string;
  if (rng.chance(0.6)) {
    const step = rng.pick([5000, 5000, 2500]);
    const price = rng.pick([100, 125, 150, 200, 250]);
    const highest = Math.max(...base.cars.flatMap((car) => car.offers.map((item) => item.mileage_per_year)));
    const maximum = highest + rng.int(1, 3) * step;
    cars = base.cars.map((car) => ({ ...car, offers: withExtraKilometres(car, step, price, maximum) }));
    const stepText = grouped(step, separator);
    const maximumText = grouped(maximum, separator);
    note = rng.pick([
      `Merpris pr. ${stepText} km ekstra: ${price} kr./md. (op til ${maximumText} km/år)`,
      `Ekstra kilometer: tillæg ${price} kr. pr. md. pr. ${stepText} km, maks. ${maximumText} km/år.`,
      `Kører du mere? Merpris ${price} kr./md. pr. ${stepText} km op til ${maximumText} km pr. år.`,
    ]);
  } else {
    const supplement = rng.pick([200, 250, 300, 350, 400]);
    cars = base.cars.map((car) => ({
      ...car,
      offers: [
        ...car.offers,
        ...car.offers.map((item) => ({
          ...item,
          first_payment: 0,
          monthly_price: item.monthly_price + supplement,
        })),
      ],
    }));
    note = rng.pick([
      `Ved 0 kr. i udbetaling: tillæg ${supplement} kr./md.`,
      `Uden udbetaling (0 kr.): tillæg ${supplement} kr. pr. md.`,
      `Ønskes 0 kr. i udbetaling, lægges ${supplement} kr./md. til ydelsen.`,
    ]);
  }
  return {
    family: 'base-and-surcharge',
    cars,
    orientation: base.orientation,
    draw(canvas: Canvas) {
      base.draw(canvas);
      canvas.paragraph(note);
    },
  };
}
