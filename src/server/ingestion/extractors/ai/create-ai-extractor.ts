import OpenAI from 'openai';
import {
  type ExtractedCar,
  extractedPriceListSchema,
} from '../../../../domain/ingestion/extracted-price-list';
import { mergeCars, variantKey } from '../../../../domain/ingestion/merge-cars';
import type { AiConfig } from '../../../env';
import {
  type ExtractionContext,
  ExtractionError,
  type ExtractionOutcome,
  type Extractor,
  type ModelUsage,
  type PriceListSource,
} from '../extractor';
import { aiMessages, toAiExtractionError } from './ai-errors';
import { applySellerHints } from './apply-seller-hints';
import { chunkDocument, DEFAULT_CHUNK_CHARS } from './chunk-document';
import { estimateCostMicroUsd } from './estimate-cost';
import { extractionSystemPrompt, extractionUserMessage, PROMPT_VERSION } from './extraction-prompt';
import { type ModelOutput, modelOutputSchema, modelResponseFormat } from './model-output-schema';
import { toExtractedCars } from './to-extracted-cars';

export type AiExtractorDeps = {
  /** Null = AI not configured: every extraction fails with 'ai_not_configured'. */
  config: AiConfig | null;
  /** The PDF reader's plain text, pages joined with form feeds ("\f") so long lists split on pages. */
  readPdfText: (bytes: Uint8Array, signal?: AbortSignal) => Promise<string>;
  /** Retries of one part after 429/5xx/connection errors (the client backs off between tries). */
  maxRetries?: number;
  chunkChars?: number;
};

type Part = {
  cars: ModelOutput['cars'];
  promptTokens: number;
  completionTokens: number;
  usageReported: boolean;
};

async function documentText(source: PriceListSource, deps: AiExtractorDeps, signal?: AbortSignal) {
  const text = source.kind === 'pdf' ? await deps.readPdfText(source.bytes, signal) : source.text;
  if (!text.trim()) throw new ExtractionError('empty_document', 'Dokumentet indeholder ingen tekst at læse.');
  return text;
}

function parseModelContent(content: string | null | undefined): ModelOutput {
  let json: unknown;
  try {
    json = JSON.parse(content ?? '');
  } catch (error) {
    throw new ExtractionError('ai_invalid_response', aiMessages.invalidResponse, { cause: error });
  }
  const parsed = modelOutputSchema.safeParse(json);
  if (!parsed.success) {
    throw new ExtractionError('ai_invalid_response', aiMessages.invalidResponse, { cause: parsed.error });
  }
  return parsed.data;
}

async function askForPart(
  client: OpenAI,
  config: AiConfig,
  userMessage: string,
  signal: AbortSignal | undefined,
): Promise<Part> {
  const completion = await client.chat.completions.create(
    {
      model: config.model,
      messages: [
        { role: 'system', content: extractionSystemPrompt() },
        { role: 'user', content: userMessage },
      ],
      response_format: modelResponseFormat,
    },
    { signal },
  );
  const choice = completion.choices?.[0];
  if (!choice) throw new ExtractionError('ai_invalid_response', aiMessages.invalidResponse);
  if (choice.finish_reason === 'length')
    throw new ExtractionError('ai_invalid_response', aiMessages.truncated);
  if (choice.message.refusal) throw new ExtractionError('ai_invalid_response', aiMessages.refused);
  const { cars } = parseModelContent(choice.message.content);
  return {
    cars,
    promptTokens: completion.usage?.prompt_tokens ?? 0,
    completionTokens: completion.usage?.completion_tokens ?? 0,
    usageReported: completion.usage !== undefined,
  };
}

function usageOf(parts: Part[], config: AiConfig): ModelUsage {
  const promptTokens = parts.reduce((sum, part) => sum + part.promptTokens, 0);
  const completionTokens = parts.reduce((sum, part) => sum + part.completionTokens, 0);
  return {
    model: config.model,
    promptTokens,
    completionTokens,
    costMicroUsd: estimateCostMicroUsd(promptTokens, completionTokens, config),
  };
}

async function extractWithAi(
  source: PriceListSource,
  context: ExtractionContext,
  deps: AiExtractorDeps,
  config: AiConfig,
): Promise<ExtractionOutcome> {
  const { signal, log, progress } = context;
  progress?.(5, 'Læser dokumentet');
  const chunks = chunkDocument(
    await documentText(source, deps, signal),
    deps.chunkChars ?? DEFAULT_CHUNK_CHARS,
  );
  const client = new OpenAI({
    apiKey: config.apiKey,
    baseURL: config.baseUrl,
    timeout: config.timeoutMs,
    maxRetries: deps.maxRetries ?? 1,
  });
  log?.(`AI-udtræk med ${config.model}, prompt ${PROMPT_VERSION}, ${chunks.length} del(e).`);
  const parts: Part[] = [];
  for (const [index, chunk] of chunks.entries()) {
    progress?.(
      10 + Math.round((85 * index) / chunks.length),
      `AI læser del ${index + 1} af ${chunks.length}`,
    );
    const message = extractionUserMessage(context.hints, chunk, { index, count: chunks.length });
    const part = await askForPart(client, config, message, signal);
    log?.(
      `Del ${index + 1}: ${part.cars.length} bil(er), ${part.promptTokens} + ${part.completionTokens} tokens.`,
    );
    parts.push(part);
  }
  progress?.(95, 'Samler resultatet');
  const converted = toExtractedCars(parts.flatMap((part) => part.cars));
  const hinted = applySellerHints(mergeCars(converted.cars, variantKey), context.hints);
  const cars: ExtractedCar[] = mergeCars(hinted.cars, variantKey);
  const warnings = [...converted.warnings, ...hinted.warnings];
  if (parts.some((part) => !part.usageReported)) warnings.push('AI-tjenesten oplyste ikke sit tokenforbrug.');
  if (cars.length === 0) {
    throw new ExtractionError('no_cars_found', 'AI-udtrækket fandt ingen biler med priser i prislisten.');
  }
  return {
    extractor: 'ai',
    result: extractedPriceListSchema.parse({ cars }),
    usage: usageOf(parts, config),
    warnings,
  };
}

/** The `ai` extractor: any OpenAI-compatible chat-completions endpoint with strict structured output. */
export function createAiExtractor(deps: AiExtractorDeps): Extractor {
  return {
    name: 'ai',
    async extract(source, context) {
      const config = deps.config;
      if (!config) throw new ExtractionError('ai_not_configured', aiMessages.notConfigured);
      try {
        return await extractWithAi(source, context, deps, config);
      } catch (error) {
        throw toAiExtractionError(error, config.timeoutMs, context.signal);
      }
    },
  };
}
