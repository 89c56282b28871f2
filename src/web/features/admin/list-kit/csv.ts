/** A column of a list's CSV file: its header and the cell value of a row. */
export type CsvColumn<TRow> = { header: string; value: (row: TRow) => string | number | null | undefined };

const SEPARATOR = ';'; // what Danish Excel expects (',' is its decimal mark)

// A text starting with one of these is read as a formula by spreadsheets (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** RFC 4180 text (CRLF lines, quoted where needed) with ';' between cells, header line first. */
export function toCsv<TRow>(columns: readonly CsvColumn<TRow>[], rows: readonly TRow[]): string {
  const lines = [
    columns.map((column) => cell(column.header)),
    ...rows.map((row) => columns.map((column) => cell(column.value(row)))),
  ];
  return lines.map((line) => line.join(SEPARATOR)).join('\r\n');
}
