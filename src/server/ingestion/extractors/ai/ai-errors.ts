import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  AuthenticationError,
  BadRequestError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
} from 'openai';
import { ExtractionError } from '../extractor';

export const aiMessages = {
  notConfigured: 'AI-udtræk er ikke sat op. Angiv AI_MODEL og AI_API_KEY (eller AI_BASE_URL) på serveren.',
  unavailable: 'AI-tjenesten svarer ikke. Prøv igen senere.',
  rateLimited: 'AI-tjenesten er overbelastet, eller kvoten er brugt. Prøv igen senere.',
  rejectedKey: 'AI-tjenesten afviste adgangsnøglen. Kontrollér AI_API_KEY på serveren.',
  unknownModel:
    'AI-tjenesten kender ikke modellen eller adressen. Kontrollér AI_MODEL og AI_BASE_URL på serveren.',
  rejectedRequest: 'AI-tjenesten afviste forespørgslen. Prøv et andet udtræk eller en anden model.',
  invalidResponse: 'AI-svaret kunne ikke fortolkes.',
  truncated: 'AI-svaret blev afbrudt, fordi det blev for langt. Prøv igen eller del prislisten op.',
  refused: 'AI-tjenesten afviste at læse prislisten.',
  cancelled: 'Udtrækket blev annulleret.',
  timeout: (ms: number) => {
    const seconds = Math.max(1, Math.round(ms / 1000));
    return `AI-tjenesten svarede ikke inden for ${seconds} ${seconds === 1 ? 'sekund' : 'sekunder'}. Prøv igen senere.`;
  },
};

/** Any failure of a call to the AI endpoint, as the ExtractionError an admin sees. */
export function toAiExtractionError(
  error: unknown,
  timeoutMs: number,
  signal?: AbortSignal,
): ExtractionError {
  if (error instanceof ExtractionError) return error;
  if (signal?.aborted || error instanceof APIUserAbortError) {
    return new ExtractionError('cancelled', aiMessages.cancelled, { cause: error });
  }
  const fail = (code: ExtractionError['code'], message: string) =>
    new ExtractionError(code, message, { cause: error });
  if (error instanceof APIConnectionTimeoutError) return fail('timeout', aiMessages.timeout(timeoutMs));
  if (error instanceof APIConnectionError) return fail('ai_unavailable', aiMessages.unavailable);
  if (error instanceof RateLimitError) return fail('ai_unavailable', aiMessages.rateLimited);
  if (error instanceof AuthenticationError || error instanceof PermissionDeniedError) {
    return fail('ai_not_configured', aiMessages.rejectedKey);
  }
  if (error instanceof NotFoundError) return fail('ai_not_configured', aiMessages.unknownModel);
  if (error instanceof BadRequestError) return fail('ai_unavailable', aiMessages.rejectedRequest);
  if (error instanceof APIError) return fail('ai_unavailable', aiMessages.unavailable);
  if (error instanceof SyntaxError) return fail('ai_invalid_response', aiMessages.invalidResponse);
  return fail('ai_unavailable', aiMessages.unavailable);
}
