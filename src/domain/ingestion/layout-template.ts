import { z } from 'zod/mini';

/**
 * A price list's own layout as an admin taught it: what each column header of the list names, and
 * the values the list states nowhere in a readable form. The layout reader uses it before its own
 * vocabulary, for every list of the seller it was saved for.
 */

/** What a price-list column holds. `other` is a column the reader leaves out (CO2, ejerafgift…). */
export const columnKinds = [
  'make',
  'model',
  'variant',
  'horsepower',
  'fuel',
  'transmission',
  'mileage',
  'period',
  'first_payment',
  'monthly',
  'total',
  'minimum',
  'co2_tax',
  'other',
] as const;
export type ColumnKind = (typeof columnKinds)[number];

/** Danish names of the column kinds, as the teach-a-layout screen offers them. */
export const columnKindLabels: Record<ColumnKind, string> = {
  make: 'Mærke',
  model: 'Model',
  variant: 'Variant',
  horsepower: 'Hestekræfter (hk)',
  fuel: 'Brændstof',
  transmission: 'Gear',
  mileage: 'Km/år',
  period: 'Løbetid (mdr.)',
  first_payment: 'Udbetaling',
  monthly: 'Månedlig ydelse',
  total: 'Totalpris',
  minimum: 'Mindstepris',
  co2_tax: 'Halvårlig ejerafgift',
  other: 'Bruges ikke',
};

const optionalWhole = (min: number, max: number) =>
  z.optional(z.number().check(z.int(), z.gte(min), z.lte(max)));

export const FIRST_PAYMENT_MAX = 2_000_000;

export const templateColumnSchema = z
  .object({
    /** The header's words as the list prints them (all header lines of the column joined). */
    header: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
    kind: z.enum(columnKinds),
    /** A monthly price column of a matrix: the mileage or period its header fixes. */
    mileage: optionalWhole(1000, 100_000),
    period: optionalWhole(1, 120),
    /** A monthly price column at the first payment its header names ("Udbetaling 4.995 kr."). */
    first_payment: optionalWhole(0, FIRST_PAYMENT_MAX),
  })
  .check(
    z.refine((column) => column.first_payment === undefined || column.kind === 'monthly', {
      message: 'Kun en kolonne med månedlig ydelse kan have en udbetaling',
      path: ['first_payment'],
    }),
  );
export type TemplateColumn = z.infer<typeof templateColumnSchema>;

/** The model of every car is the heading of its page or block (the reader's own heading detection). */
export const modelFromHeading = { from: 'heading' } as const;

/** A fixed model for every car of the list, or `{ from: 'heading' }`; templates before it hold a name only. */
const defaultModelSchema = z.union([
  z.string().check(z.trim(), z.minLength(1), z.maxLength(80)),
  z.object({ from: z.literal('heading') }),
]);

export const layoutTemplateSchema = z.object({
  columns: z.array(templateColumnSchema).check(z.maxLength(60)),
  defaults: z.object({
    make: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(60))),
    model: z.optional(defaultModelSchema),
    period_months: optionalWhole(1, 120),
    mileage_per_year: optionalWhole(1000, 100_000),
    first_payment: optionalWhole(0, FIRST_PAYMENT_MAX),
  }),
});
export type LayoutTemplate = z.infer<typeof layoutTemplateSchema>;

/** Header text compared as the reader sees it: lower case, single spaces, no footnote marks. */
export function normaliseHeader(text: string): string {
  return text
    .toLowerCase()
    .replace(/[:*¹²³]+/g, '')
    .replace(/-\s+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
