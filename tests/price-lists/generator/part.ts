import PDFDocument from 'pdfkit';
import type { ExtractedCar, ExtractedOffer } from '../../../src/domain/ingestion/extracted-price-list';
import { Canvas, type Look, type Orientation, type TableColumn, type TableRow, tableWidth } from './canvas';
import { type CarSpec, drawModelCars, MAKES, monthlyPrice } from './catalogue';
import type { Random } from './random';
import { truthVariant } from './wording';

export const FAMILY_NAMES = [
  'row-per-offer',
  'matrix',
  'variant-blocks',
  'model-sections',
  'base-and-surcharge',
  'side-by-side',
] as const;
export type FamilyName = (typeof FAMILY_NAMES)[number];

/** One family's share of a document: its truth and how to draw it from a fresh page on. */
export type Part = {
  family: FamilyName;
  cars: ExtractedCar[];
  orientation: Orientation;
  draw(canvas: Canvas): void;
};

export type FamilyInput = { rng: Random; look: Look; pool: ModelPool };

type MakeEntry = (typeof MAKES)[number];
type ModelEntry = MakeEntry['models'][number];
export type ModelChoice = { make: MakeEntry; model: ModelEntry };

/** Hands out each model once per document, so two parts never list the same car. */
export class ModelPool {
  private readonly used = new Set<string>();

  /** Up to `count` unused models of one make (of `make` when given, else of a make with the most left). */
  take(rng: Random, count: number, make?: MakeEntry): ModelChoice[] {
    const free = (entry: MakeEntry) => entry.models.filter((model) => !this.used.has(model.model));
    const candidates = MAKES.filter((entry) => free(entry).length > 0);
    const chosen = make ?? rng.pick(candidates.length > 0 ? candidates : MAKES);
    const models = rng.sample(free(chosen), Math.min(count, free(chosen).length));
    for (const model of models) this.used.add(model.model);
    return models.map((model) => ({ make: chosen, model }));
  }
}

export const carsOf = (rng: Random, choice: ModelChoice, count: number): CarSpec[] =>
  drawModelCars(rng, choice.make, choice.model, count);

export function offer(car: CarSpec, mileage: number, months: number, firstPayment: number): ExtractedOffer {
  return {
    mileage_per_year: mileage,
    period_months: months,
    first_payment: firstPayment,
    monthly_price: monthlyPrice(car, mileage, months, firstPayment),
  };
}

export function truthCar(car: CarSpec, offers: ExtractedOffer[]): ExtractedCar {
  return {
    make: car.make,
    model: car.model,
    variant: truthVariant(car),
    horsepower: car.horsepower,
    fuel_type: car.fuel,
    transmission: car.gear,
    offers,
  };
}

const measuringDoc = new PDFDocument({ autoFirstPage: false });

/** Portrait when every table fits across an A4 page at the list's size, else landscape. */
export function orientationFor(
  look: Look,
  rng: Random,
  tables: Array<{ columns: TableColumn[]; rows: TableRow[] }>,
): Orientation {
  const canvas = new Canvas(measuringDoc, rng, look);
  const widest = Math.max(
    0,
    ...tables.map((table) => tableWidth(canvas, table.columns, table.rows, look.size)),
  );
  return widest <= 595 - 80 ? 'portrait' : 'landscape';
}

/** Two header lines ("Ydelse" over "pr. md.") when asked and the label has a space. */
export function headerLines(label: string, twoLines: boolean): string[] {
  const space = label.indexOf(' ');
  return twoLines && space > 0 ? [label.slice(0, space), label.slice(space + 1)] : [label];
}

/** A variant cell that wraps onto a second line: the first half of the words stays beside the numbers. */
export function wrapped(text: string): string {
  const words = text.split(' ');
  if (words.length < 3) return text;
  const half = Math.ceil(words.length / 2);
  return `${words.slice(0, half).join(' ')}\n${words.slice(half).join(' ')}`;
}

export const DISCLAIMERS = [
  'Alle priser er inkl. moms og levering. Ekskl. grøn ejerafgift og forsikring.',
  'Forbehold for trykfejl, prisændringer og udsolgte modeller.',
  'Tilbuddet forudsætter godkendt kreditvurdering. Billederne kan vise ekstraudstyr.',
  'Leasingaftalen er uopsigelig i de første 12 måneder.',
];
