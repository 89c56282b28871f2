import fc from 'fast-check';
import type { Endpoint } from './endpoint-catalogue';
import { hostileContentType, hostileJsonBody, hostilePathSegment, hostileQuery } from './hostile-requests';

export type HostileRequest = {
  endpoint: Endpoint;
  url: string;
  method: Endpoint['method'];
  contentType: string;
  body: string | undefined;
};

/** Real values for path parameters, so some cases get past the "not found" checks. */
export type RealIds = Record<string, readonly string[]>;

function pathArbitrary(path: string, realIds: RealIds): fc.Arbitrary<string> {
  const parts = path
    .split('/')
    .map((part) =>
      part.startsWith(':') ? hostilePathSegment(realIds[part.slice(1)] ?? []) : fc.constant(part),
    );
  return fc.tuple(...parts).map((segments) => segments.join('/'));
}

/** One hostile request at one endpoint: odd path segments, query, body and content type. */
export function hostileRequestAt(endpoint: Endpoint, realIds: RealIds): fc.Arbitrary<HostileRequest> {
  const writes = endpoint.method !== 'GET';
  return fc
    .record({
      path: pathArbitrary(endpoint.path, realIds),
      query: hostileQuery(endpoint.query ?? []),
      body: writes ? hostileJsonBody(endpoint.body ?? []) : fc.constant(undefined),
      contentType: hostileContentType,
    })
    .map(({ path, query, body, contentType }) => ({
      endpoint,
      url: query ? `${path}?${query}` : path,
      method: endpoint.method,
      contentType,
      body,
    }));
}

export function requestInit(request: HostileRequest, headers: Record<string, string>): RequestInit {
  return {
    method: request.method,
    headers: { ...(request.contentType ? { 'content-type': request.contentType } : {}), ...headers },
    ...(request.body !== undefined ? { body: request.body } : {}),
  };
}

export function labelOf(request: HostileRequest): string {
  return `${request.method} ${request.url.slice(0, 200)}`;
}
