/** Just enough of PDF's object syntax to read a stream's dictionary the way pdf.js's lexer does. */

export type PdfValue =
  | { kind: 'name'; name: string }
  | { kind: 'ref'; num: number; gen: number }
  | { kind: 'number'; value: number }
  | { kind: 'array'; items: PdfValue[] }
  | { kind: 'dict'; entries: Map<string, PdfValue> }
  | { kind: 'other' };

type Token =
  | { type: 'open_dict' | 'close_dict' | 'open_array' | 'close_array' }
  | { type: 'value'; value: PdfValue }
  | { type: 'keyword'; word: string };

const isWhitespace = (code: number) =>
  code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09 || code === 0x0c || code === 0x00;
const DELIMITERS = new Set([...'()<>[]{}/%'].map((char) => char.charCodeAt(0)));
const isRegular = (code: number) => !isWhitespace(code) && !DELIMITERS.has(code);

/** The position of the next token at or after `from`, past whitespace and comments. */
export function skipSpace(text: string, from: number): number {
  let position = from;
  while (position < text.length) {
    const code = text.charCodeAt(position);
    if (isWhitespace(code)) position++;
    else if (code === 0x25 /* % */) {
      while (position < text.length && text[position] !== '\n' && text[position] !== '\r') position++;
    } else break;
  }
  return position;
}

function endOfLiteralString(text: string, start: number, limit: number): number {
  let depth = 0;
  for (let position = start; position < limit; position++) {
    const char = text[position];
    if (char === '\\') position++;
    else if (char === '(') depth++;
    else if (char === ')' && --depth === 0) return position + 1;
  }
  return -1;
}

/** A name's text with its `#xx` escapes decoded, as pdf.js decodes `/Fl#61teDecode`. */
function decodeName(raw: string): string {
  return raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

function readToken(text: string, start: number, limit: number): { token: Token; end: number } | null {
  const char = text[start];
  if (char === '<' && text[start + 1] === '<') return { token: { type: 'open_dict' }, end: start + 2 };
  if (char === '>' && text[start + 1] === '>') return { token: { type: 'close_dict' }, end: start + 2 };
  if (char === '[') return { token: { type: 'open_array' }, end: start + 1 };
  if (char === ']') return { token: { type: 'close_array' }, end: start + 1 };
  const other = { type: 'value', value: { kind: 'other' } } as const;
  if (char === '(') {
    const end = endOfLiteralString(text, start, limit);
    return end < 0 ? null : { token: other, end };
  }
  if (char === '<') {
    const end = text.indexOf('>', start);
    return end < 0 || end >= limit ? null : { token: other, end: end + 1 };
  }
  let end = start + 1;
  while (end < limit && isRegular(text.charCodeAt(end))) end++;
  if (char === '/')
    return {
      token: { type: 'value', value: { kind: 'name', name: decodeName(text.slice(start + 1, end)) } },
      end,
    };
  if (char === ')' || char === '>' || char === '{' || char === '}') return null;
  const word = text.slice(start, end);
  if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word))
    return { token: { type: 'value', value: { kind: 'number', value: Number(word) } }, end };
  return { token: { type: 'keyword', word }, end };
}

type Container = { kind: 'array'; items: PdfValue[] } | { kind: 'dict'; items: PdfValue[] };

/** `num gen R` at the end of `items` becomes one reference, as the parser reads it. */
function foldReference(items: PdfValue[]): void {
  const [num, gen] = items.slice(-2);
  if (
    num?.kind === 'number' &&
    gen?.kind === 'number' &&
    Number.isInteger(num.value) &&
    Number.isInteger(gen.value)
  ) {
    items.splice(-2, 2, { kind: 'ref', num: num.value, gen: gen.value });
  } else items.push({ kind: 'other' });
}

function close(container: Container): PdfValue {
  if (container.kind === 'array') return container;
  const entries = new Map<string, PdfValue>();
  for (let index = 0; index + 1 < container.items.length; index += 2) {
    const key = container.items[index];
    if (key?.kind === 'name') entries.set(key.name, container.items[index + 1] as PdfValue);
  }
  return { kind: 'dict', entries };
}

/**
 * The value that starts at `start` (a dictionary, an array or a single token), read no further than
 * `limit`; null when it does not close before `limit` or is not well formed.
 */
export function readValue(
  text: string,
  start: number,
  limit: number,
): { value: PdfValue; end: number } | null {
  const stack: Container[] = [];
  let position = start;
  while (position < limit) {
    position = skipSpace(text, position);
    if (position >= limit) return null;
    const read = readToken(text, position, limit);
    if (!read) return null;
    position = read.end;
    const { token } = read;
    let finished: PdfValue | null = null;
    if (token.type === 'open_dict') stack.push({ kind: 'dict', items: [] });
    else if (token.type === 'open_array') stack.push({ kind: 'array', items: [] });
    else if (token.type === 'close_dict' || token.type === 'close_array') {
      const top = stack.pop();
      if (!top || (top.kind === 'dict') !== (token.type === 'close_dict')) return null;
      finished = close(top);
    } else if (token.type === 'keyword' && token.word === 'R' && stack.length > 0) {
      foldReference((stack[stack.length - 1] as Container).items);
      continue;
    } else finished = token.type === 'value' ? token.value : { kind: 'other' };
    if (finished) {
      const parent = stack[stack.length - 1];
      if (!parent) return { value: finished, end: position };
      parent.items.push(finished);
    }
  }
  return null;
}
