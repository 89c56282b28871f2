import type { BackupTable, SequenceState } from './backup-tables';

export const BACKUP_FORMAT = 'leasingmatch-backup';
export const BACKUP_VERSION = 1;

export type BackupHeader = {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  createdAt: string;
  source: 'pglite' | 'postgres';
  migrations: { count: number; last: string | null };
  tables: BackupTable[];
};

/**
 * A backup is gzip'd JSON lines: a header, then per table in foreign-key order its rows (each the
 * row's to_jsonb, so bytea is hex, timestamps ISO 8601 in UTC, json as json) and an end line with the
 * row count, then the sequences. Restored with jsonb_populate_recordset, the same on PGlite and PostgreSQL.
 */
export type BackupLine =
  | ['header', BackupHeader]
  | ['table', string]
  | ['row', Record<string, unknown>]
  | ['end', string, number]
  | ['sequences', SequenceState[]];

/** A row line is written and read as text: the row's JSON is never parsed on the way through. */
export const ROW_PREFIX = '["row",';
export const rowLine = (rowJson: string) => `${ROW_PREFIX}${rowJson}]\n`;
export const rowJsonOf = (line: string) => line.slice(ROW_PREFIX.length, -1);
