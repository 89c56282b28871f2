import { formatNumber } from '../../../../../domain/format/format-danish';
import {
  type HeaderColumn,
  headerColumns,
  type LayoutGridRow,
} from '../../../../../domain/ingestion/layout-grid';
import {
  type ColumnKind,
  type LayoutTemplate,
  normaliseHeader,
} from '../../../../../domain/ingestion/layout-template';
import type { HeaderSuggestion, StatedTermsJson } from '../../../../../domain/ingestion/layout-template-api';

/** A column of the marked header in the form: numbers as the admin types them. */
export type ColumnValues = { header: string; kind: ColumnKind; mileage: string; period: string };

/** The teach form's values (TanStack Form): the header lines, their columns' meanings, the defaults. */
export type TeachValues = {
  /** Grid row index of the header's first line; null until the admin marks one. */
  headerFirst: number | null;
  headerLines: number;
  columns: ColumnValues[];
  make: string;
  model: string;
  period: string;
  mileage: string;
  firstPayment: string;
  name: string;
};

export const MAX_HEADER_LINES = 3;

export const emptyTeachValues: TeachValues = {
  headerFirst: null,
  headerLines: 1,
  columns: [],
  make: '',
  model: '',
  period: '',
  mileage: '',
  firstPayment: '',
  name: '',
};

/** The grid rows of the marked header (one page only, at most three lines). */
export function headerRows(
  rows: readonly LayoutGridRow[],
  first: number | null,
  count: number,
): LayoutGridRow[] {
  if (first === null) return [];
  const start = rows.findIndex((row) => row.index === first);
  if (start < 0) return [];
  const page = rows[start]?.page;
  return rows.slice(start, start + count).filter((row) => row.page === page);
}

/**
 * The marked header's columns with a meaning each: what the admin already chose for the same header
 * words, else what the seller's template or the reader knows, else "Bruges ikke".
 */
export function columnsOfHeader(
  lines: readonly LayoutGridRow[],
  previous: readonly ColumnValues[],
  suggestions: Readonly<Record<string, HeaderSuggestion>>,
): ColumnValues[] {
  return headerColumns(lines).map((column: HeaderColumn) => {
    const key = normaliseHeader(column.header);
    const chosen = previous.find((earlier) => normaliseHeader(earlier.header) === key);
    if (chosen) return { ...chosen, header: column.header };
    const known = suggestions[key];
    return {
      header: column.header,
      kind: known?.kind ?? 'other',
      mileage: known?.mileage === undefined ? '' : String(known.mileage),
      period: known?.period === undefined ? '' : String(known.period),
    };
  });
}

/** A whole number typed the Danish way ("15.000", "15 000"), or undefined when empty or not one. */
export function wholeNumber(text: string): number | undefined {
  const cleaned = text.replace(/[.\s\u00a0]/g, '').replace(/(kr|km|mdr)\.?$/i, '');
  if (!/^\d{1,9}$/.test(cleaned)) return undefined;
  return Number(cleaned);
}

/** Why a typed number is refused (Danish), or undefined when it is empty or fine. */
export function numberProblem(text: string, min: number, max: number, what: string): string | undefined {
  if (text.trim() === '') return undefined;
  const value = wholeNumber(text);
  if (value === undefined) return `${what} skal være et helt tal`;
  if (value < min || value > max)
    return `${what} skal være mellem ${formatNumber(min)} og ${formatNumber(max)}`;
  return undefined;
}

const inRange = (text: string, min: number, max: number) => {
  const value = wholeNumber(text);
  return value !== undefined && value >= min && value <= max ? value : undefined;
};

/** The template the form describes (what the preview reads and the save sends); null before a header. */
export function templateOf(values: TeachValues): LayoutTemplate | null {
  if (values.headerFirst === null || values.columns.length === 0) return null;
  const period = inRange(values.period, 1, 120);
  const mileage = inRange(values.mileage, 1000, 100_000);
  const firstPayment = inRange(values.firstPayment, 0, 2_000_000);
  return {
    columns: values.columns.map((column) => {
      const matrixMileage = column.kind === 'monthly' ? inRange(column.mileage, 1000, 100_000) : undefined;
      const matrixPeriod = column.kind === 'monthly' ? inRange(column.period, 1, 120) : undefined;
      return {
        header: column.header,
        kind: column.kind,
        ...(matrixMileage === undefined ? {} : { mileage: matrixMileage }),
        ...(matrixPeriod === undefined ? {} : { period: matrixPeriod }),
      };
    }),
    defaults: {
      ...(values.make.trim() ? { make: values.make.trim() } : {}),
      ...(values.model.trim() ? { model: values.model.trim() } : {}),
      ...(period === undefined ? {} : { period_months: period }),
      ...(mileage === undefined ? {} : { mileage_per_year: mileage }),
      ...(firstPayment === undefined ? {} : { first_payment: firstPayment }),
    },
  };
}

/** The form's values for the terms a line states (only those it states change). */
export function termsValues(
  terms: StatedTermsJson,
): Partial<Pick<TeachValues, 'period' | 'mileage' | 'firstPayment'>> {
  return {
    ...(terms.period_months === undefined ? {} : { period: String(terms.period_months) }),
    ...(terms.mileage_per_year === undefined ? {} : { mileage: formatNumber(terms.mileage_per_year) }),
    ...(terms.first_payment === undefined ? {} : { firstPayment: formatNumber(terms.first_payment) }),
  };
}

/** The form's values for a saved template (to start from the seller's template in use). */
export function valuesOfTemplate(
  template: LayoutTemplate,
): Pick<TeachValues, 'make' | 'model' | 'period' | 'mileage' | 'firstPayment'> {
  const { defaults } = template;
  return {
    make: defaults.make ?? '',
    model: defaults.model ?? '',
    period: defaults.period_months === undefined ? '' : String(defaults.period_months),
    mileage: defaults.mileage_per_year === undefined ? '' : formatNumber(defaults.mileage_per_year),
    firstPayment: defaults.first_payment === undefined ? '' : formatNumber(defaults.first_payment),
  };
}
