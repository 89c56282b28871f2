#!/usr/bin/env bash
# npm test: lint (Biome, then knip), typecheck, Vitest on PGlite (all tests but *.pg.test.ts), Vitest on PostgreSQL 15
# (*.db.test.ts, and *.pg.test.ts, which start server processes on it),
# end-to-end. Every stage runs even when an earlier one fails, so the summary is complete; the
# script exits non-zero when any stage failed. The last line is "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."

reports=.tmp/test-results
e2e_report=test-results/e2e-results.json
mkdir -p "$reports"
rm -f "$reports"/vitest-*.json "$e2e_report"
stages=()

# run_stage <name> <report kind:path or ""> <command...>
run_stage() {
  local name=$1 report=$2
  shift 2
  printf '\n=== %s: %s\n' "$name" "$*"
  "$@"
  local code=$?
  stages+=("$name:$code${report:+:$report}")
}

run_stage lint '' npx biome check .
# Dead files, unused exports and unused dependencies fail the build (knip.json, ADR 045).
run_stage knip '' npx knip --no-progress
run_stage typecheck '' npx tsc --noEmit -p .
run_stage vitest-pglite "vitest:$reports/vitest-pglite.json" \
  env -u TEST_DATABASE_URL VITEST_JSON_REPORT="$reports/vitest-pglite.json" npx vitest run --passWithNoTests
run_stage vitest-postgres "vitest:$reports/vitest-postgres.json" \
  env VITEST_JSON_REPORT="$reports/vitest-postgres.json" \
  bash scripts/with-postgres.sh npx vitest run --passWithNoTests .db.test.ts .pg.test.ts
# Playwright's JSON reporter writes here unless playwright.config sets another outputFile.
run_stage e2e "playwright:$e2e_report" \
  env PLAYWRIGHT_JSON_OUTPUT_NAME="$PWD/$e2e_report" npm run test:e2e

printf '\n=== summary\n'
node scripts/summarize-results.mjs "${stages[@]}"
