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

export const templateColumnSchema = z.object({
  /** The header's words as the list prints them (all header lines of the column joined). */
  header: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
  kind: z.enum(columnKinds),
  /** A monthly price column of a matrix: the mileage or period its header fixes. */
  mileage: optionalWhole(1000, 100_000),
  period: optionalWhole(1, 120),
});

export const layoutTemplateSchema = z.object({
  columns: z.array(templateColumnSchema).check(z.maxLength(60)),
  defaults: z.object({
    make: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(60))),
    model: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(80))),
    period_months: optionalWhole(1, 120),
    mileage_per_year: optionalWhole(1000, 100_000),
    first_payment: optionalWhole(0, 2_000_000),
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
