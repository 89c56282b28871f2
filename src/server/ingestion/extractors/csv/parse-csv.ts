export type CsvRow = { /** 1-based line in the file where the row starts. */ line: number; cells: string[] };
export type CsvSeparator = ';' | ',' | '\t';

/** Picks the separator the header line uses most (outside quotes); ';' wins a tie, as Danish Excel writes it. */
export function detectSeparator(text: string): CsvSeparator {
  const counts = { ';': 0, ',': 0, '\t': 0 };
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char in counts) counts[char as CsvSeparator]++;
  }
  const ranked = (Object.keys(counts) as CsvSeparator[]).sort((a, b) => counts[b] - counts[a]);
  const best = ranked[0] ?? ';';
  return counts[best] === counts[';'] ? ';' : best;
}

/**
 * Reads CSV as RFC 4180 describes it: quoted fields may hold separators, line breaks and doubled
 * quotes. Blank lines are left out. A byte-order mark is ignored.
 */
export function parseCsv(input: string, separator: CsvSeparator = detectSeparator(input)): CsvRow[] {
  const text = input.replace(/^\uFEFF/, '');
  const rows: CsvRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const endRow = () => {
    cells.push(cell);
    if (cells.some((value) => value.trim() !== ''))
      rows.push({ line: rowLine, cells: cells.map((v) => v.trim()) });
    cells = [];
    cell = '';
  };
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line++;
        cell += char;
      }
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index++;
      endRow();
      line++;
      rowLine = line;
    } else cell += char;
  }
  endRow();
  return rows;
}
