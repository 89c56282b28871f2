import type { SameCarResponse } from '../listings/same-car-api';
import { endpoint } from './endpoint';

/** One car at other sellers (ADR 071); apart from publicApi, so only the chunks that ask carry it. */
export const sameCarApi = {
  offers: endpoint('GET', '/api/listings/:id/same-car').types<{
    search: URLSearchParams;
    response: SameCarResponse;
  }>(),
};
