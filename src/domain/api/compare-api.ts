import type { CompareAnswer } from '../compare/compare-types';
import { endpoint } from './endpoint';

/** The compare page's read; kept apart from publicApi so only the /sammenlign chunk carries it. */
export const compareApi = {
  compare: endpoint('GET', '/api/compare').types<{
    search: URLSearchParams;
    response: CompareAnswer;
  }>(),
};
