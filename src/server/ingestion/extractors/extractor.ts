import type { CatalogAliases } from '../../../domain/catalog/car-name-aliases';
import type { ExtractionErrorCode } from '../../../domain/errors/ingestion-error-codes';
import type {
  ConcreteExtractorName,
  ExtractedPriceList,
} from '../../../domain/ingestion/extracted-price-list';
import type { LayoutTemplate } from '../../../domain/ingestion/layout-template';

/** A price list as it arrives: PDF bytes (upload or URL), pasted text, or CSV text. */
export type PriceListSource =
  | { kind: 'pdf'; bytes: Uint8Array; fileName: string }
  | { kind: 'text'; text: string }
  | { kind: 'csv'; text: string };

/** What an extractor may know about the seller (the AI prompt uses it; deterministic ones may ignore it). */
export type SellerHints = {
  sellerName: string;
  /** Makes and models the seller may list (from the catalogue); empty = any. */
  allowedModels: Array<{ make: string; model: string }>;
  /** The seller's existing variants, so an extractor can reuse their names exactly. */
  existingVariants: Array<{ make: string; model: string; variant: string; horsepower: number | null }>;
};

/** The seller's layout template in use (ADR 032), which the layout reader tries first. */
export type SellerTemplate = { version: number; template: LayoutTemplate };

export type ExtractionContext = {
  hints?: SellerHints;
  /**
   * The catalogue's makes and models with their aliases: the reader's dictionary of car names (a model
   * it knows gives its make when the list never prints one). The database's in the import, the demo
   * catalogue's in `npm run extract`.
   */
  catalogue?: CatalogAliases;
  template?: SellerTemplate;
  signal?: AbortSignal;
  /** A line for the session log (English or Danish; shown to admins as is). */
  log?: (line: string) => void;
  /** 0–100 and a short Danish step name, for the progress bar. */
  progress?: (percent: number, step: string) => void;
};

/** AI usage for a session's tokens/cost figures. */
export type ModelUsage = {
  model: string;
  promptTokens: number;
  completionTokens: number;
  /** Estimated cost in millionths of a US dollar (integer), from configured per-token prices. */
  costMicroUsd: number;
};

export type ExtractionOutcome = {
  extractor: ConcreteExtractorName;
  /** Already validated with extractedPriceListSchema. */
  result: ExtractedPriceList;
  usage: ModelUsage | null;
  /** Non-fatal notes (skipped rows, guessed values), shown in the session log. */
  warnings: string[];
};

export type Extractor = {
  name: ConcreteExtractorName;
  extract(source: PriceListSource, context: ExtractionContext): Promise<ExtractionOutcome>;
};

/** Why an extraction failed (the error catalogue's extraction codes); the session shows the Danish message. */
export type { ExtractionErrorCode };

export class ExtractionError extends Error {
  constructor(
    readonly code: ExtractionErrorCode,
    /** Danish, complete sentence, shown to the admin. */
    readonly danishMessage: string,
    options?: { cause?: unknown },
  ) {
    super(`${code}: ${danishMessage}`, options);
    this.name = 'ExtractionError';
  }
}
