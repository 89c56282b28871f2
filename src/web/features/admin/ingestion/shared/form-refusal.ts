import { ApiError, NETWORK_ERROR_STATUS } from '../../../../lib/api-client';

/** Statuses below 500 that say the transfer failed rather than what the admin chose. */
const TRANSFER_FAILURES = new Set([408, 413, 429]);

/** A refusal the admin can fix in the form (a field, the file's content, the seller), not a failed upload. */
export function isFormRefusal(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.status !== NETWORK_ERROR_STATUS &&
    error.status < 500 &&
    !TRANSFER_FAILURES.has(error.status)
  );
}

/**
 * The refusal as the admin form layer shows it: its own field issues, else the server's Danish sentence
 * as an issue at `path` ('' for the form's top), so it is read beside what it is about.
 */
export function refusalAt(error: ApiError, path: string): ApiError {
  if (error.issues.length > 0 || error.message.startsWith('HTTP ')) return error;
  return new ApiError(error.status, error.code, error.message, [{ path, message: error.message }]);
}
