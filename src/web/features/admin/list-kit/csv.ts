import Papa from 'papaparse';

/** A column of a list's CSV file: its header and the cell value of a row. */
export type CsvColumn<TRow> = { header: string; value: (row: TRow) => string | number | null | undefined };

const SEPARATOR = ';'; // what Danish Excel expects (',' is its decimal mark)

/** Characters a spreadsheet starts a formula with (with their full-width forms). */
const TRIGGERS = '=+\\-@\\uFF1D\\uFF0B\\uFF0D\\uFF20';
/** Whitespace a spreadsheet may skip before a formula: \s covers the no-break space and BOM. */
const SPACE = '\\s\\u200B-\\u200D\\u2060';

/** A text cell starting, after any whitespace, with a formula character, a tab or a CR (CSV injection). */
const FORMULA_START = new RegExp(`^[${SPACE}]*[${TRIGGERS}\\t\\r]`);

/**
 * Inside a text cell, a formula character right after a place where a program may cut the cell (a comma
 * or semicolon, a line break, a quote) and any whitespace: a program that reads the file with ','
 * (English Excel) or cuts lines naively would start a cell there. Left alone only when nothing but
 * whitespace follows it in the cell ("2.999,-").
 */
const FORMULA_AFTER_CUT = new RegExp(`([,;\\r\\n"][${SPACE}]*)(?=[${TRIGGERS}][^]*[^${SPACE}])`, 'g');

/** The cell's text with an apostrophe before every formula a spreadsheet could find in it. */
function defused(text: string): string {
  return text.replace(FORMULA_AFTER_CUT, "$1'");
}

/**
 * RFC 4180 text with ';' between cells and CRLF lines, header line first (ADR 051): papaparse's writer,
 * every text cell quoted (numbers bare), and an apostrophe before a formula at a cell's start (after
 * any whitespace, papaparse's `escapeFormulae`) or after a comma, semicolon, line break or quote inside it.
 * Every CSV export of the admin goes through here (CsvExportButton).
 */
export function toCsv<TRow>(columns: readonly CsvColumn<TRow>[], rows: readonly TRow[]): string {
  const cell = (value: string | number | null | undefined) =>
    typeof value === 'string' ? defused(value) : (value ?? null);
  return Papa.unparse(
    {
      fields: columns.map((column) => cell(column.header) as string),
      data: rows.map((row) => columns.map((column) => cell(column.value(row)))),
    },
    {
      delimiter: SEPARATOR,
      newline: '\r\n',
      quotes: (value: unknown) => typeof value === 'string',
      escapeFormulae: FORMULA_START,
    },
  );
}
