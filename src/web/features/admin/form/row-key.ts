// Added by H2 (listing form) for the form layer, at H1's leave: see /tmp/prompts/h2-to-h1.md.
let lastRowKey = 0;

/**
 * A stable React key for a row of an array field. TanStack Form names a row's fields by index
 * (`offers[2].monthly_price`), so rows need a key of their own to keep focus and DOM when rows are
 * inserted or removed; the key is not sent.
 */
export function newRowKey(): string {
  lastRowKey += 1;
  return `row-${lastRowKey}`;
}
