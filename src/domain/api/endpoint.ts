import type { RefusedListing } from '../admin/bulk-edit-listings';
import type { StaleVersionDetails } from '../admin/record-version';
import type { ErrorCode } from '../errors/error-codes';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What the server said was wrong with one field of a rejected request (`issues` of a 400 VALIDATION). */
export type FieldIssue = { path: string; message: string };

/** What the failures of some codes carry beside `error`, `code` and `issues`. */
type ErrorDetails = {
  /** The bulk edit's refusal: each listing that cannot be active and what it lacks. */
  LISTING_INCOMPLETE: { refused?: RefusedListing[] };
  SELLER_HAS_LISTINGS: { listing_count: number };
  /** A bulk action by filter: how many listings the filter matches now (issue 25). */
  SELECTION_CHANGED: { matching: number };
  MODEL_HAS_LISTINGS: { listing_count: number };
  /** Who saved first and when (ADR 037); `message` repeats `error`. */
  STALE_VERSION: StaleVersionDetails & { message: string };
  /** The readiness probe's reason (`detail` only for pending migrations). */
  SERVICE_UNAVAILABLE: { status?: 'unavailable'; reason?: string; detail?: string };
  /** The Toyota batch's session, when the price list was stored before the step failed. */
  extraction_failed: { session_id?: string };
  batch_failed: { session_id?: string };
};

/** `issues` and, for codes that carry more, their details (nothing more for the union of all codes). */
export type ErrorDetailsOf<C extends ErrorCode> = { issues?: FieldIssue[] } & (C extends keyof ErrorDetails
  ? ErrorDetails[C]
  : unknown);

/** The body of every API failure: the Danish text, the catalogue's code and, for VALIDATION, the fields. */
export type ApiErrorBody<C extends ErrorCode = ErrorCode> = { error: string; code: C } & ErrorDetailsOf<C>;

/** What one endpoint takes and answers; `search`/`body` marked optional (`?`) may be left out by callers. */
export type EndpointTypes = { search?: unknown; body?: unknown; response: unknown };

/**
 * One API endpoint of the contract: its method and path (`:name` marks a path parameter) at runtime,
 * and, as types only, what it takes and answers. The server's answers `satisfies` ResponseOf, the web
 * client infers its parameters and result from the object (ADR 042).
 */
export type Endpoint<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  T extends EndpointTypes = EndpointTypes,
> = {
  readonly method: M;
  readonly path: P;
  /** Never set: carries the declared types. */
  readonly types?: T;
};

type TypesOf<E extends Endpoint> = NonNullable<E['types']>;

declare const downloaded: unique symbol;

/**
 * The answer of a file download (Content-Disposition): the browser opens it by a link, the app never
 * reads it through apiCall. `Content` is what the file holds: a JSON export's type, or Blob.
 */
export type FileDownload<Content> = { readonly [downloaded]: Content };

/** What a download's file holds: the route builds the file from a value that satisfies it. */
export type DownloadContent<R> = R extends FileDownload<infer Content> ? Content : never;

/** The JSON the endpoint answers with on success (`undefined` for 204 No Content). */
export type ResponseOf<E extends Endpoint> = TypesOf<E>['response'];

/** '/api/sellers/:id/listings' → { id: string }. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<never, never>;

/** `{ params }` when the path has parameters, nothing otherwise. */
export type PathArgs<P extends string> = keyof PathParams<P> extends never
  ? unknown
  : { params: PathParams<P> };

/** What a call of the endpoint passes: its path parameters, search and body as declared (optional stays optional). */
export type CallArgs<E extends Endpoint> = PathArgs<E['path']> &
  Pick<TypesOf<E>, Extract<keyof TypesOf<E>, 'search' | 'body'>> & { signal?: AbortSignal | undefined };

/**
 * Declares an endpoint: `endpoint('GET', '/api/filters').types<{ response: ListingFilters }>()`.
 * The object holds only method and path, so the contract costs the browser bundle a few bytes.
 */
export function endpoint<M extends HttpMethod, P extends string>(method: M, path: P) {
  return { types: <T extends EndpointTypes>(): Endpoint<M, P, T> => ({ method, path }) };
}

/** The path with its parameters filled in, each URI-encoded. */
export function pathOf(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** Compiles only when Actual fits Contract: the check for answers the server does not build with c.json. */
export type Satisfies<Actual extends Contract, Contract> = Actual;
