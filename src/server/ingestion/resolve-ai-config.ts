import type { Executor } from '../../db/client';
import { type AiConfig, aiConfigFromEnv } from '../env';
import { readSettingsSection } from '../services/admin/settings/site-settings';

export type AiEnv = Parameters<typeof aiConfigFromEnv>[0];

/**
 * The AI extractor's configuration now: the base URL and model saved under Indstillinger › AI-udbyder
 * win over AI_* (and LLM_*) from the environment; the key, timeout and prices come from the environment.
 */
export async function resolveAiConfig(db: Executor, env: AiEnv): Promise<AiConfig | null> {
  const saved = await readSettingsSection(db, 'ai_provider');
  return aiConfigFromEnv({
    ...env,
    AI_BASE_URL: saved.baseUrl ?? env.AI_BASE_URL,
    AI_MODEL: saved.model ?? env.AI_MODEL,
  });
}
