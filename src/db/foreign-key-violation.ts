const FOREIGN_KEY_VIOLATION = '23503';

/**
 * Whether a write failed because the named foreign key refused it (a row still references the one
 * being deleted). Drivers wrap the database error, so the error's causes are searched too; PGlite
 * names the constraint `constraint`, postgres.js `constraint_name`.
 */
export function isForeignKeyViolation(error: unknown, constraintName: string): boolean {
  for (
    let current = error;
    current && typeof current === 'object';
    current = (current as { cause?: unknown }).cause
  ) {
    const { code, constraint, constraint_name } = current as Record<string, unknown>;
    if (code === FOREIGN_KEY_VIOLATION && (constraint ?? constraint_name) === constraintName) return true;
  }
  return false;
}
