import { errorCatalogue } from '../../../domain/errors/error-codes';
import { ApiError, NETWORK_ERROR_STATUS } from '../../lib/api-client';

/** A refused send's words for the form's top, and its reason (enquiries report it as lead_submit_failed). */
export function submitFailureOf(error: unknown) {
  if (!(error instanceof ApiError) || error.status === NETWORK_ERROR_STATUS) {
    return { reason: 'network' as const, message: errorCatalogue.NETWORK.message };
  }
  if (error.status === 429) return { reason: 'rate_limited' as const, message: error.message };
  if (error.status >= 500) return { reason: 'server' as const, message: errorCatalogue.INTERNAL.message };
  return { reason: 'validation' as const, message: error.message };
}
