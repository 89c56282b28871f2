/**
 * An edit of an import change, or an apply of its batch, from a copy loaded before someone else edited
 * it (ADR 037): nothing was written. The route answers 409 STALE_VERSION naming who and when.
 */
export class StaleImportVersionError extends Error {
  constructor(
    readonly record: 'change' | 'batch',
    readonly key: string,
    readonly currentVersion: number,
  ) {
    super(`The import ${record} ${key} is at version ${currentVersion}`);
    this.name = 'StaleImportVersionError';
  }
}
