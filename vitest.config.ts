import { defineConfig } from 'vitest/config';

/** Set VITEST_JSON_REPORT=<file> to also write Vitest's JSON report there (scripts/test-all.sh does). */
const jsonReport = process.env.VITEST_JSON_REPORT;

export default defineConfig({
  test: {
    // *.pg.test.ts start real server processes on a PostgreSQL server: only with TEST_DATABASE_URL.
    exclude: [
      'e2e/**',
      '**/node_modules/**',
      'dist/**',
      '.tmp/**',
      ...(process.env.TEST_DATABASE_URL ? [] : ['**/*.pg.test.ts']),
    ],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 15_000,
    hookTimeout: 30_000,
    teardownTimeout: 15_000,
    reporters: jsonReport ? ['default', 'json'] : ['default'],
    ...(jsonReport ? { outputFile: { json: jsonReport } } : {}),
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['src/**/*.test.ts', 'tests/**/*.test.ts', 'bench/**/*.test.ts'],
          globalSetup: ['tests/setup/global-setup.ts'],
        },
      },
      {
        // React components and hooks, rendered with Testing Library in happy-dom (no database).
        extends: true,
        test: {
          name: 'dom',
          include: ['src/web/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['tests/setup/dom-setup.ts'],
        },
      },
    ],
  },
});
