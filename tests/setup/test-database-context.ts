/** What the Vitest globalSetup hands to test files: where their private databases come from. */
export type TestDatabaseSource =
  | { kind: 'pglite'; snapshotPath: string }
  | { kind: 'postgres'; serverUrl: string; template: string; namePrefix: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseSource;
  }
}

export function databaseUrlFor(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
