import type { AiConfig } from '../../../env';

/** Dollars per million tokens equal micro-dollars per token, so the cost is a plain weighted sum. */
export function estimateCostMicroUsd(
  promptTokens: number,
  completionTokens: number,
  prices: Pick<AiConfig, 'priceInputPerMTokUsd' | 'priceOutputPerMTokUsd'>,
): number {
  return Math.round(
    promptTokens * prices.priceInputPerMTokUsd + completionTokens * prices.priceOutputPerMTokUsd,
  );
}
