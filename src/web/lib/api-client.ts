import {
  type ApiErrorBody,
  type CallArgs,
  type Endpoint,
  type FieldIssue,
  pathOf,
  type ResponseOf,
} from '../../domain/api/endpoint';
import type { ErrorCode } from '../../domain/errors/error-codes';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string | undefined;
  readonly issues: readonly FieldIssue[];

  constructor(status: number, code: string | undefined, message: string, issues: readonly FieldIssue[] = []) {
    super(message);
    this.status = status;
    this.code = code;
    this.issues = issues;
  }
}

/**
 * Whether an error is the API's 404, also after it crossed from the server in the page's query
 * state (where it is a plain object, no longer an ApiError).
 */
export function isNotFoundAnswer(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;
}

/** The request never got an HTTP answer (offline, DNS, connection refused). */
export const NETWORK_ERROR_STATUS = 0;
const NETWORK_ERROR_CODE: ErrorCode = 'NETWORK';

type SearchValue = string | number | boolean | null | undefined;
export type SearchParams = Record<string, SearchValue | readonly SearchValue[]>;

export function toQueryString(search: SearchParams | URLSearchParams = {}): string {
  if (search instanceof URLSearchParams) {
    const query = search.toString();
    return query ? `?${query}` : '';
  }
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item !== undefined && item !== null && item !== '') params.append(key, String(item));
    }
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

let fetchImpl: Fetch = (url, init) => fetch(url, init);

/** The server-side renderer answers /api requests in-process instead of over the network. */
export function configureApiFetch(impl: Fetch): void {
  fetchImpl = impl;
}

/** The arguments of a call: required when the endpoint has path parameters or a required search/body. */
type ApiCallArgs<E extends Endpoint> =
  Record<never, never> extends CallArgs<E> ? [args?: CallArgs<E>] : [args: CallArgs<E>];

type LooseArgs = {
  params?: Record<string, string>;
  search?: SearchParams | URLSearchParams;
  body?: unknown;
  signal?: AbortSignal | undefined;
};

/**
 * Calls one endpoint of the contract (src/domain/api): its path parameters, search and body are checked
 * against the contract, and the answer has the contract's response type. Failures throw ApiError.
 */
export async function apiCall<E extends Endpoint>(
  endpoint: E,
  ...[args]: ApiCallArgs<E>
): Promise<ResponseOf<E>> {
  const { params, search, body, signal } = (args ?? {}) as LooseArgs;
  let response: Response;
  try {
    response = await fetchImpl(`${pathOf(endpoint.path, params)}${toQueryString(search)}`, {
      method: endpoint.method,
      signal,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    // Cancellation must reach TanStack Query unchanged so it is not treated as a failure.
    if (signal?.aborted) throw error;
    throw networkError(error);
  }

  if (!response.ok) {
    let payload: unknown;
    try {
      payload = await response.json();
    } catch {
      // Not JSON (e.g. a proxy's HTML error page): keep the status only.
    }
    throw apiErrorOf(response.status, payload);
  }
  // The one place a JSON answer becomes its contract type; the server `satisfies` the same type.
  if (response.status === 204) return undefined as ResponseOf<E>;
  return (await response.json()) as ResponseOf<E>;
}

export function networkError(error?: unknown): ApiError {
  return new ApiError(
    NETWORK_ERROR_STATUS,
    NETWORK_ERROR_CODE,
    error instanceof Error ? error.message : 'Network error',
  );
}

/** The ApiError of a failed answer's status and parsed body (ApiErrorBody, or anything a proxy sent). */
export function apiErrorOf(status: number, payload: unknown): ApiError {
  const { error, code, issues } = (payload && typeof payload === 'object' ? payload : {}) as Partial<
    Record<keyof ApiErrorBody, unknown>
  >;
  return new ApiError(
    status,
    typeof code === 'string' ? code : undefined,
    typeof error === 'string' ? error : `HTTP ${status}`,
    Array.isArray(issues) ? issues.filter(isFieldIssue) : [],
  );
}

function isFieldIssue(value: unknown): value is FieldIssue {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as FieldIssue).path === 'string' &&
    typeof (value as FieldIssue).message === 'string'
  );
}

export function isClientError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}
