import type { Database } from '../../db/client';
import { loadEnv } from '../env';
import { resolveAiConfig } from './resolve-ai-config';
import type { ExtractionRunnerOptions } from './run-extraction-session';

/** The extraction runner's settings from this process's environment (read when first needed). */
export function extractionRunnerFromEnv(): ExtractionRunnerOptions {
  let env: ReturnType<typeof loadEnv> | undefined;
  const current = () => {
    env ??= loadEnv();
    return env;
  };
  return {
    aiConfig: (db: Database) => resolveAiConfig(db, current()),
    get allowPrivateUrls() {
      return current().PRICE_LIST_URL_ALLOW_PRIVATE;
    },
  };
}
