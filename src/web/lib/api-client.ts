import type { ErrorCode } from '../../domain/errors/error-codes';

/** What the server said was wrong with one field of a rejected body (`issues` of a 400 VALIDATION). */
export type FieldIssue = { path: string; message: string };

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

export type ApiRequest = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  search?: SearchParams | URLSearchParams;
  body?: unknown;
  signal?: AbortSignal;
};

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

export async function apiRequest<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const { method = 'GET', search, body, signal } = request;
  let response: Response;
  try {
    response = await fetchImpl(`${path}${toQueryString(search)}`, {
      method,
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
    throw new ApiError(
      NETWORK_ERROR_STATUS,
      NETWORK_ERROR_CODE,
      error instanceof Error ? error.message : 'Network error',
    );
  }

  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

async function toApiError(response: Response): Promise<ApiError> {
  const fallback = `HTTP ${response.status}`;
  try {
    const payload: unknown = await response.json();
    if (payload && typeof payload === 'object') {
      const { error, code, issues } = payload as { error?: unknown; code?: unknown; issues?: unknown };
      return new ApiError(
        response.status,
        typeof code === 'string' ? code : undefined,
        typeof error === 'string' ? error : fallback,
        Array.isArray(issues) ? issues.filter(isFieldIssue) : [],
      );
    }
  } catch {
    // Not JSON (e.g. a proxy's HTML error page): keep the status only.
  }
  return new ApiError(response.status, undefined, fallback);
}

function isFieldIssue(value: unknown): value is FieldIssue {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as FieldIssue).path === 'string' &&
    typeof (value as FieldIssue).message === 'string'
  );
}

export const apiGet = <T>(path: string, request: Omit<ApiRequest, 'method' | 'body'> = {}) =>
  apiRequest<T>(path, { ...request, method: 'GET' });

export function isClientError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}
