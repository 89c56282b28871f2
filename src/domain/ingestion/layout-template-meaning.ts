import type { ColumnKind, LayoutTemplate, TemplateColumn } from './layout-template';

/**
 * What a taught template means to the layout reader, in the reader's own terms, so the reader never
 * reads the stored JSON's shape itself (ADR 032). Pure; the template is assumed parsed.
 */

/** A taught column as the reader's `ColumnMeaning`: its kind and the terms its header fixes. */
export type TemplateColumnMeaning = {
  kind: ColumnKind;
  mileage?: number;
  period?: number;
  /** A monthly price column whose prices hold at this first payment ("Udbetaling 4.995 kr."). */
  firstPayment?: number;
};

/**
 * The meaning of a taught column. Mileage and period pass as taught (a total may name its months);
 * a first payment only on a monthly column, the one kind whose prices it fixes.
 */
export function templateColumnMeaning(column: TemplateColumn): TemplateColumnMeaning {
  return {
    kind: column.kind,
    ...(column.mileage === undefined ? {} : { mileage: column.mileage }),
    ...(column.period === undefined ? {} : { period: column.period }),
    ...(column.first_payment === undefined || column.kind !== 'monthly'
      ? {}
      : { firstPayment: column.first_payment }),
  };
}

/**
 * The model the template fixes for every car of the list, or null: none taught, or the model comes
 * from each page's or block's heading (the reader's own heading detection decides).
 */
export function templateModelDefault(template: LayoutTemplate): string | null {
  const model = template.defaults.model;
  return typeof model === 'string' ? model : null;
}

/** Whether the admin said the model is each page's or block's heading (not a fixed one). */
export function templateModelFromHeading(template: LayoutTemplate): boolean {
  const model = template.defaults.model;
  return typeof model === 'object' && model.from === 'heading';
}
