import { errorCatalogue } from '../../../domain/errors/error-codes';
import { ApiError, NETWORK_ERROR_STATUS } from '../../lib/api-client';

export function alertErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === NETWORK_ERROR_STATUS)
    return errorCatalogue.NETWORK.message;
  if (error.status >= 500) return errorCatalogue.INTERNAL.message;
  return error.message;
}
