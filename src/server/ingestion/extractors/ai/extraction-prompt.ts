import { readFileSync } from 'node:fs';
import type { SellerHints } from '../extractor';

/** Recorded in the session log and in the JSON schema's name, so a result can be traced to its prompt. */
export const PROMPT_VERSION = 'price-list-extraction.v2';

let systemPrompt: string | undefined;

/** The instructions, read once from the versioned file next to this module. */
export function extractionSystemPrompt(): string {
  systemPrompt ??= readFileSync(new URL(`./prompts/${PROMPT_VERSION}.md`, import.meta.url), 'utf8').trim();
  return `Prompt version: ${PROMPT_VERSION}\n\n${systemPrompt}`;
}

/** Enough for any one seller's catalogue; a longer list is cut to keep the request small. */
const MAX_EXISTING_VARIANTS = 400;

function allowedModelsBlock(hints: SellerHints | undefined): string {
  if (!hints || hints.allowedModels.length === 0) return 'ALLOWED_MODELS: any make and model.';
  const byMake = new Map<string, string[]>();
  for (const { make, model } of hints.allowedModels) byMake.set(make, [...(byMake.get(make) ?? []), model]);
  const lines = [...byMake].map(([make, models]) => `- ${make}: ${models.join(', ')}`);
  return ['ALLOWED_MODELS (use only these, spelled exactly like this):', ...lines].join('\n');
}

function existingVariantsBlock(hints: SellerHints | undefined): string {
  const variants = hints?.existingVariants ?? [];
  if (variants.length === 0) return 'EXISTING_VARIANTS: none.';
  const lines = variants
    .slice(0, MAX_EXISTING_VARIANTS)
    .map(
      (v) =>
        `- ${v.make} | ${v.model} | ${v.variant} | ${v.horsepower === null ? '? hk' : `${v.horsepower} hk`}`,
    );
  const cut =
    variants.length > MAX_EXISTING_VARIANTS
      ? [`(${variants.length - MAX_EXISTING_VARIANTS} more left out)`]
      : [];
  return ['EXISTING_VARIANTS (make | model | variant | horsepower):', ...lines, ...cut].join('\n');
}

/** The user message: the seller's hints, then one part of the document. */
export function extractionUserMessage(
  hints: SellerHints | undefined,
  documentPart: string,
  part: { index: number; count: number },
): string {
  const seller = hints?.sellerName ? `SELLER: ${hints.sellerName}` : 'SELLER: unknown';
  const heading = part.count > 1 ? `DOCUMENT (part ${part.index + 1} of ${part.count}):` : 'DOCUMENT:';
  return [seller, allowedModelsBlock(hints), existingVariantsBlock(hints), heading, documentPart].join(
    '\n\n',
  );
}
