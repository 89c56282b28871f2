import { type SQL, sql } from 'drizzle-orm';

export type ArrayElement = string | number | null;

/**
 * A PostgreSQL array literal ('{1,2,NULL}', '{"a","b"}'). Passing a whole column as one text parameter
 * keeps bulk statements far below the 65 535 bind-parameter limit and parses fast on both drivers.
 */
export function arrayLiteral(values: readonly ArrayElement[]): string {
  const parts = new Array<string>(values.length);
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    if (value === null || value === undefined) parts[i] = 'NULL';
    else if (typeof value === 'number') {
      if (!Number.isFinite(value)) throw new Error(`Cannot store the non-finite number ${value}`);
      parts[i] = String(value);
    } else parts[i] = `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  }
  return `{${parts.join(',')}}`;
}

/** One column for `unnest(...)`: the literal travels as text and is cast server-side. */
export function arrayParam(values: readonly ArrayElement[], pgType: string): SQL {
  return sql`${arrayLiteral(values)}::text::${sql.raw(pgType)}[]`;
}

/** `unnest(col1, col2, …)` over parallel arrays, one per column. */
export function unnestColumns(columns: readonly { values: readonly ArrayElement[]; type: string }[]): SQL {
  return sql`unnest(${sql.join(
    columns.map((column) => arrayParam(column.values, column.type)),
    sql`, `,
  )})`;
}
