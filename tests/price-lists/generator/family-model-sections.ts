import type { ExtractedCar, ExtractedOffer } from '../../../src/domain/ingestion/extracted-price-list';
import { amountText, grouped, mileageText, withFootnote } from './amounts';
import { type Canvas, drawTable, type TableColumn, type TableRow } from './canvas';
import { type CarSpec, FIRST_PAYMENTS, MILEAGES } from './catalogue';
import { carsOf, DISCLAIMERS, type FamilyInput, offer, orientationFor, type Part, truthCar } from './part';
import type { Random } from './random';
import { engineText, gearText, powerText } from './wording';

/**
 * F4: model sections. Per model a heading (often in capitals), a terms line ("36 MÅNEDER · 15.000 KM/ÅR"),
 * a column header on two or three lines (Ydelse / pr. md. / kr. …, with columns such as Km/l, CO2 and
 * ejerafgift that are not prices of the offer), then engine lines ("1.0 benzin 72 hk automatgear",
 * "64,8 kWh, 218 hk AWD") each followed by one row per trim. The mileage is in the terms line or in an
 * "Antal kilometer" column; the first engine line may share the header's last line.
 */
type Key = 'km' | 'monthly' | 'first' | 'total' | 'economy' | 'co2' | 'tax';

/** "1.0 benzin 72 hk automatgear", "1.5 Hybrid 116 hk aut.", "64,8 kWh, 218 hk AWD". */
function engineLine(rng: Random, car: CarSpec): string {
  if (car.fuel === 'Electric') {
    const drive = rng.pick(['', ' AWD', ' FWD']);
    const gear = rng.chance(0.3) ? ` ${gearText(rng, car.gear)}` : '';
    return `${car.engine}, ${powerText(rng, car)}${drive}${gear}`;
  }
  return `${engineText(rng, car, true)} ${powerText(rng, car)} ${gearText(rng, car.gear)}`;
}

function header(rng: Random, key: Key, term: number, lines: number): string[] {
  const three: Record<Key, string[]> = {
    km: ['Antal', 'kilometer', 'pr. år'],
    monthly: ['Ydelse', 'pr. md.', 'kr.'],
    first: ['Førstegangs-', 'ydelse', 'kr.'],
    total: ['Totalpris', 'i kr.', `(${term} mdr.)`],
    economy: ['Km/l', ''],
    co2: ['CO2', 'g/km'],
    tax: ['Halvårlig', 'ejerafgift', 'kr.'],
  };
  const words = three[key].filter((text) => text !== '');
  if (lines >= 3 || words.length <= 2) return words;
  return rng.chance(0.5)
    ? [words.slice(0, 2).join(' '), words[2] ?? '']
    : [words[0] ?? '', words.slice(1).join(' ')];
}

export function modelSectionsPart(input: FamilyInput): Part {
  const { rng, look, pool } = input;
  const models = pool.take(rng, rng.int(1, 3));
  const term = rng.pick([24, 36, 48]);
  const mileageColumn = rng.chance(0.35);
  const fixedKm = rng.pick(MILEAGES);
  const headerLineCount = rng.pick([2, 3]);
  const upperCase = rng.chance(0.6);
  const engineInHeader = rng.chance(0.4);
  const keys: Key[] = [
    ...(mileageColumn ? (['km'] as const) : []),
    ...rng.shuffle<Key>(['monthly', 'first', ...(rng.chance(0.6) ? (['total'] as const) : [])]),
    ...rng.sample<Key>(['economy', 'co2', 'tax'], rng.int(1, 3)),
  ];
  const columns: TableColumn[] = [
    { header: [''], align: 'left' },
    ...keys.map((key) => ({ header: header(rng, key, term, headerLineCount), align: 'right' as const })),
  ];
  const cars: ExtractedCar[] = [];
  const sections = models.map((choice) => {
    const rows: TableRow[] = [];
    const engines = new Map<string, CarSpec[]>();
    for (const car of carsOf(rng, choice, rng.int(2, 5))) {
      const key = `${car.engine}|${car.horsepower}|${car.fuel}|${car.gear}`;
      engines.set(key, [...(engines.get(key) ?? []), car]);
    }
    for (const group of engines.values()) {
      const [first] = group;
      if (!first) continue;
      rows.push({ cells: [engineLine(rng, first)], bold: true });
      for (const car of group) {
        const kms = mileageColumn ? rng.sample(MILEAGES, rng.int(1, 2)) : [fixedKm];
        const firstPayment = rng.pick(FIRST_PAYMENTS);
        const offers: ExtractedOffer[] = kms.map((km) => offer(car, km, term, firstPayment));
        cars.push(truthCar(car, offers));
        const repeatName = rng.chance(0.5);
        offers.forEach((item, index) => {
          const cell: Record<Key, string> = {
            km: mileageText(look.numbers, item.mileage_per_year),
            monthly: amountText(rng, look.numbers, item.monthly_price),
            first: amountText(rng, look.numbers, item.first_payment, false),
            total: amountText(rng, look.numbers, item.first_payment + term * item.monthly_price, false),
            economy: car.fuel === 'Electric' ? '–' : `${rng.int(15, 24)},${rng.int(0, 9)}`,
            co2: car.fuel === 'Electric' ? '0' : String(rng.int(90, 150)),
            tax: grouped(rng.pick([390, 620, 790, 1240]), look.numbers.separator),
          };
          const name = index === 0 || repeatName ? withFootnote(rng, look.numbers, car.trim) : '';
          rows.push({ cells: [name, ...keys.map((key) => cell[key])] });
        });
      }
    }
    const heading = upperCase ? choice.model.model.toUpperCase() : choice.model.model;
    return { heading, rows };
  });
  const kmText = grouped(fixedKm, look.numbers.separator);
  const termsLine = mileageColumn
    ? rng.pick([`${term} MÅNEDER`, `${term} mdr.`, `Løbetid ${term} mdr.`])
    : rng.pick([
        `${term} MÅNEDER · ${kmText} KM/ÅR`,
        `${term} mdr. · ${kmText} km/år`,
        `Løbetid ${term} mdr. – ${kmText} km pr. år`,
      ]);
  const make = models[0]?.make.make ?? '';
  const disclaimer = rng.chance(0.5) ? rng.pick(DISCLAIMERS) : null;
  const pageBreakBetween = rng.chance(0.5);
  return {
    family: 'model-sections',
    cars,
    orientation: orientationFor(
      look,
      rng,
      sections.map((section) => ({ columns, rows: section.rows })),
    ),
    draw(canvas: Canvas) {
      canvas.line(`${make} privatleasing`, { bold: true, size: look.size + 5, space: 4 });
      sections.forEach((section, index) => {
        if (index > 0 && pageBreakBetween) canvas.newPage();
        canvas.line(section.heading, { bold: true, size: look.size + 6, space: 2 });
        canvas.line(termsLine, { bold: true, size: look.size + 1, space: 4 });
        const [firstRow, ...rest] = section.rows;
        const squeeze = engineInHeader && firstRow?.bold === true;
        drawTable(
          canvas,
          columns,
          squeeze ? rest : section.rows,
          squeeze ? { headerLeftText: firstRow.cells[0] ?? '' } : {},
        );
      });
      if (disclaimer) canvas.paragraph(disclaimer, { size: Math.max(7, look.size - 1) });
    },
  };
}
