import { type PdfValue, readValue, skipSpace } from './pdf-object-syntax';

/** One filter of a stream's chain, with its /DecodeParms entry. */
export type StreamFilter = { name: string; params: PdfValue | null };

/** A stream as a reader may see it: where its data starts and ends, and its filters in order. */
export type StreamReading = { dataStart: number; dataEnd: number; filters: StreamFilter[] };

export type LocatedStream = { readings: StreamReading[]; unchecked: boolean };

// A dictionary is looked for this far back from its `stream` keyword (honest ones are a few hundred bytes).
const DICTIONARY_WINDOW = 64 * 1024;
const MAX_CANDIDATES = 256;

const isRegularByte = (char: string | undefined) => char !== undefined && !/[\s()<>[\]{}/%\0]/.test(char);

/**
 * Every place pdf.js could read as a stream: each `stream` keyword (whatever follows it on its line, and
 * `\r\n`, `\n` or a lone `\r` ending that line), with every dictionary that can be read as ending right
 * before it — not only the nearest one, so that nothing written inside a dictionary hides its filters.
 */
export function locateStreams(text: string): LocatedStream[] {
  const located: LocatedStream[] = [];
  for (let keyword = text.indexOf('stream'); keyword >= 0; keyword = text.indexOf('stream', keyword + 6)) {
    if (text.endsWith('end', keyword) || isRegularByte(text[keyword - 1]) || isRegularByte(text[keyword + 6]))
      continue;
    const dataStart = startOfData(text, keyword + 6);
    if (dataStart < 0) continue;
    located.push(streamAt(text, keyword, dataStart));
  }
  return located;
}

/** pdf.js's skipToNextLine: the data starts after the first line end following the keyword. */
function startOfData(text: string, from: number): number {
  const crAt = text.indexOf('\r', from);
  const lfAt = text.indexOf('\n', from);
  if (crAt < 0 && lfAt < 0) return -1;
  if (crAt >= 0 && (lfAt < 0 || crAt < lfAt)) return text[crAt + 1] === '\n' ? crAt + 2 : crAt + 1;
  return lfAt + 1;
}

function streamAt(text: string, keyword: number, dataStart: number): LocatedStream {
  const dictionaries: Array<Map<string, PdfValue>> = [];
  const windowStart = Math.max(0, keyword - DICTIONARY_WINDOW);
  let candidate = text.lastIndexOf('<<', keyword);
  for (let tried = 0; candidate >= windowStart && tried < MAX_CANDIDATES; tried++) {
    const read = readValue(text, candidate, keyword);
    if (read?.value.kind === 'dict' && skipSpace(text, read.end) === keyword)
      dictionaries.push(read.value.entries);
    candidate = candidate > 0 ? text.lastIndexOf('<<', candidate - 1) : -1;
  }
  if (dictionaries.length === 0)
    return { readings: [{ dataStart, dataEnd: text.length, filters: [] }], unchecked: false };
  let unchecked = false;
  const readings: StreamReading[] = [];
  for (const dictionary of dictionaries) {
    const filters = filtersOf(text, dictionary);
    if (filters === 'unchecked') unchecked = true;
    else readings.push({ dataStart, dataEnd: endOfData(text, dictionary, dataStart), filters });
  }
  return { readings, unchecked };
}

/** A direct /Length pdf.js would trust (it ends at `endstream`); otherwise the data may run to the end. */
function endOfData(text: string, dictionary: Map<string, PdfValue>, dataStart: number): number {
  const length = dictionary.get('Length');
  if (length?.kind !== 'number' || !Number.isInteger(length.value) || length.value < 0) return text.length;
  const end = dataStart + length.value;
  return text.startsWith('endstream', skipSpace(text, end)) ? end : text.length;
}

/** pdf.js's dict.get('F', 'Filter'): the first key present wins. */
const firstOf = (dictionary: Map<string, PdfValue>, short: string, long: string) =>
  dictionary.get(short) ?? dictionary.get(long) ?? null;

function filtersOf(text: string, dictionary: Map<string, PdfValue>): StreamFilter[] | 'unchecked' {
  const filter = resolve(text, firstOf(dictionary, 'F', 'Filter'));
  const params = resolve(text, firstOf(dictionary, 'DP', 'DecodeParms'));
  if (filter === 'unchecked' || params === 'unchecked') return 'unchecked';
  if (filter?.kind === 'name')
    return [{ name: filter.name, params: params?.kind === 'array' ? null : params }];
  if (filter?.kind !== 'array') return [];
  const filters: StreamFilter[] = [];
  for (const [index, item] of filter.items.entries()) {
    const name = resolve(text, item);
    if (name === 'unchecked' || name?.kind !== 'name') return 'unchecked';
    const param = params?.kind === 'array' ? resolve(text, params.items[index] ?? null) : null;
    if (param === 'unchecked') return 'unchecked';
    filters.push({ name: name.name, params: param });
  }
  return filters;
}

/** An indirect value read from its `num gen obj` in the file; 'unchecked' when it is not found there. */
function resolve(text: string, value: PdfValue | null): PdfValue | null | 'unchecked' {
  if (value?.kind !== 'ref') return value;
  const header = new RegExp(`(?<![0-9])${value.num}\\s+${value.gen}\\s+obj`, 'g');
  let found: PdfValue | null = null;
  for (const match of text.matchAll(header)) {
    const read = readValue(text, skipSpace(text, match.index + match[0].length), text.length);
    if (read && read.value.kind !== 'ref') found = read.value;
  }
  return found ?? 'unchecked';
}
