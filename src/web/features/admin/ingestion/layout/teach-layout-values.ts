import { formatNumber } from '../../../../../domain/format/format-danish';
import {
  type HeaderColumn,
  headerColumns,
  type LayoutGridRow,
} from '../../../../../domain/ingestion/layout-grid';
import {
  type ColumnKind,
  columnKindLabels,
  columnKinds,
  FIRST_PAYMENT_MAX,
  type LayoutTemplate,
  modelFromHeading,
  normaliseHeader,
} from '../../../../../domain/ingestion/layout-template';
import type { HeaderSuggestion, StatedTermsJson } from '../../../../../domain/ingestion/layout-template-api';
import { templateModelFromHeading } from '../../../../../domain/ingestion/layout-template-meaning';

/**
 * What the admin can say a column holds: a column kind, or a monthly price at the first payment its
 * header names ("Udbetaling 4.995 kr."), which the template stores as a monthly column with `first_payment`.
 */
export type ColumnChoice = ColumnKind | 'monthly_at_first_payment';

const AT_FIRST_PAYMENT_LABEL = 'Ydelse ved udbetaling …';

/** The meaning select's options: the kinds, with the first-payment price right after the monthly one. */
export const columnChoiceOptions: Array<{ value: ColumnChoice; label: string }> = columnKinds.flatMap(
  (kind) => [
    { value: kind, label: columnKindLabels[kind] },
    ...(kind === 'monthly'
      ? [{ value: 'monthly_at_first_payment' as const, label: AT_FIRST_PAYMENT_LABEL }]
      : []),
  ],
);

/** Whether a choice is a column of monthly prices (which may carry a matrix mileage or term). */
export const isPriceChoice = (choice: ColumnChoice): choice is 'monthly' | 'monthly_at_first_payment' =>
  choice === 'monthly' || choice === 'monthly_at_first_payment';

/** A column of the marked header in the form: numbers as the admin types them. */
export type ColumnValues = {
  header: string;
  kind: ColumnChoice;
  mileage: string;
  period: string;
  firstPayment: string;
};

/** Where the cars' model comes from when no column names it: a fixed name, or each heading. */
export type ModelSource = 'fixed' | 'heading';

/** The teach form's values (TanStack Form): the header lines, their columns' meanings, the defaults. */
export type TeachValues = {
  /** Grid row index of the header's first line; null until the admin marks one. */
  headerFirst: number | null;
  headerLines: number;
  columns: ColumnValues[];
  make: string;
  modelSource: ModelSource;
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
  modelSource: 'fixed',
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
    const atFirstPayment = known?.kind === 'monthly' && known.first_payment !== undefined;
    return {
      header: column.header,
      kind: atFirstPayment ? 'monthly_at_first_payment' : (known?.kind ?? 'other'),
      mileage: known?.mileage === undefined ? '' : String(known.mileage),
      period: known?.period === undefined ? '' : String(known.period),
      firstPayment: known?.first_payment === undefined ? '' : formatNumber(known.first_payment),
    };
  });
}

// "15.000 km", "15 000 km/år"; "36 mdr.", "48 måneder"; the amount left is a first payment.
const MILEAGE_IN_HEADER = /(\d{1,3}(?:[.\s\u00a0]\d{3})+|\d{4,6})\s*(?:km|kilometer)/i;
const MONTHS_IN_HEADER = /(\d{1,3})\s*(?:mdr|måneder|mnd)/i;
const AMOUNT_IN_HEADER = /(?:^|[^\d.])(\d{1,3}(?:[.\s\u00a0]\d{3})+|\d+)(?:,-|,00)?(?![\d.,])/;

/** The terms a column's header names ("36 mdr. / Udbetaling 4.995 kr."), as the form types them. */
export function termsInHeader(header: string): Pick<ColumnValues, 'mileage' | 'period' | 'firstPayment'> {
  const mileage = MILEAGE_IN_HEADER.exec(header)?.[1];
  const period = MONTHS_IN_HEADER.exec(header)?.[1];
  const rest = header.replace(MILEAGE_IN_HEADER, ' ').replace(MONTHS_IN_HEADER, ' ');
  const amount = AMOUNT_IN_HEADER.exec(rest)?.[1];
  const number = (text: string | undefined, min: number, max: number) => {
    const value = text === undefined ? undefined : wholeNumber(text);
    return value !== undefined && value >= min && value <= max ? formatNumber(value) : '';
  };
  return {
    mileage: number(mileage, 1000, 100_000),
    period: number(period, 1, 120),
    firstPayment: number(amount, 0, FIRST_PAYMENT_MAX),
  };
}

/**
 * A column given a new meaning: a price column takes the mileage, term and (at a first payment) the
 * amount its header names into the fields the admin has left empty.
 */
export function withChoice(column: ColumnValues, kind: ColumnChoice): ColumnValues {
  if (!isPriceChoice(kind)) return { ...column, kind };
  const named = termsInHeader(column.header);
  return {
    ...column,
    kind,
    mileage: column.mileage || named.mileage,
    period: column.period || named.period,
    firstPayment:
      kind === 'monthly_at_first_payment' ? column.firstPayment || named.firstPayment : column.firstPayment,
  };
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
  const firstPayment = inRange(values.firstPayment, 0, FIRST_PAYMENT_MAX);
  const model = values.model.trim();
  return {
    columns: values.columns.map((column) => {
      const kind: ColumnKind = isPriceChoice(column.kind) ? 'monthly' : column.kind;
      const price = kind === 'monthly';
      const matrixMileage = price ? inRange(column.mileage, 1000, 100_000) : undefined;
      const matrixPeriod = price ? inRange(column.period, 1, 120) : undefined;
      // Without a valid amount yet the preview reads it as a plain monthly column; saving is refused.
      const atFirstPayment =
        column.kind === 'monthly_at_first_payment'
          ? inRange(column.firstPayment, 0, FIRST_PAYMENT_MAX)
          : undefined;
      return {
        header: column.header,
        kind,
        ...(matrixMileage === undefined ? {} : { mileage: matrixMileage }),
        ...(matrixPeriod === undefined ? {} : { period: matrixPeriod }),
        ...(atFirstPayment === undefined ? {} : { first_payment: atFirstPayment }),
      };
    }),
    defaults: {
      ...(values.make.trim() ? { make: values.make.trim() } : {}),
      ...(values.modelSource === 'heading' ? { model: modelFromHeading } : model ? { model } : {}),
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
): Pick<TeachValues, 'make' | 'modelSource' | 'model' | 'period' | 'mileage' | 'firstPayment'> {
  const { defaults } = template;
  return {
    make: defaults.make ?? '',
    modelSource: templateModelFromHeading(template) ? 'heading' : 'fixed',
    model: typeof defaults.model === 'string' ? defaults.model : '',
    period: defaults.period_months === undefined ? '' : String(defaults.period_months),
    mileage: defaults.mileage_per_year === undefined ? '' : formatNumber(defaults.mileage_per_year),
    firstPayment: defaults.first_payment === undefined ? '' : formatNumber(defaults.first_payment),
  };
}
