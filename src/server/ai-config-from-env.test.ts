import { describe, expect, it } from 'vitest';
import { aiConfigFromEnv, loadEnv } from './env';

describe('aiConfigFromEnv', () => {
  it('is null until a model and a key or an endpoint are set', () => {
    expect(aiConfigFromEnv(loadEnv({}))).toBeNull();
    expect(aiConfigFromEnv(loadEnv({ AI_MODEL: 'gpt-4.1' }))).toBeNull();
    expect(aiConfigFromEnv(loadEnv({ AI_API_KEY: 'sk-test' }))).toBeNull();
  });

  it('reads the AI_ variables with their defaults', () => {
    expect(aiConfigFromEnv(loadEnv({ AI_MODEL: 'gpt-4.1', AI_API_KEY: 'sk-test' }))).toEqual({
      baseUrl: undefined,
      apiKey: 'sk-test',
      model: 'gpt-4.1',
      timeoutMs: 120_000,
      priceInputPerMTokUsd: 0,
      priceOutputPerMTokUsd: 0,
    });
    const local = aiConfigFromEnv(
      loadEnv({
        AI_BASE_URL: 'http://127.0.0.1:11434/v1',
        AI_MODEL: 'qwen',
        AI_TIMEOUT_MS: '5000',
        AI_PRICE_INPUT_PER_MTOK_USD: '2.5',
        AI_PRICE_OUTPUT_PER_MTOK_USD: '10',
      }),
    );
    expect(local).toMatchObject({
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: 'no-key',
      timeoutMs: 5000,
      priceInputPerMTokUsd: 2.5,
      priceOutputPerMTokUsd: 10,
    });
  });

  it('falls back to the older LLM_ variables', () => {
    const config = aiConfigFromEnv(
      loadEnv({ LLM_BASE_URL: 'https://llm.example/v1', LLM_API_KEY: 'k', LLM_MODEL: 'm' }),
    );
    expect(config).toMatchObject({ baseUrl: 'https://llm.example/v1', apiKey: 'k', model: 'm' });
  });

  it('reads the private-address switch for price-list URLs as off by default', () => {
    expect(loadEnv({}).PRICE_LIST_URL_ALLOW_PRIVATE).toBe(false);
    expect(loadEnv({ PRICE_LIST_URL_ALLOW_PRIVATE: '1' }).PRICE_LIST_URL_ALLOW_PRIVATE).toBe(true);
  });
});
