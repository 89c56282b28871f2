import { kmParam, mdrParam, udbParam } from '../../../../domain/listings/lease-config-params';
import { optionalText, type SearchOf, searchSchema } from '../../../../domain/listings/search-schema';

/** Room for four ids and their commas, with slack for spaces; a longer text is not a comparison. */
const MAX_IDS_TEXT = 200;

const compareFields = {
  ids: optionalText(MAX_IDS_TEXT),
  km: kmParam,
  mdr: mdrParam,
  udb: udbParam,
};

/** /sammenlign's search: the ids as the link wrote them, and km/mdr/udb clamped as on the detail page. */
export type CompareSearch = SearchOf<typeof compareFields>;

export const compareSearchSchema = searchSchema(compareFields);

/** The ids in the URL's order; the API says what is wrong with them (too many, malformed, repeated). */
export function compareIdsOf(search: CompareSearch): string[] {
  return (search.ids ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
}

/** The API's query for the page's search: only the given values. */
export function compareQueryOf(search: CompareSearch): URLSearchParams {
  const query = new URLSearchParams();
  query.set('ids', compareIdsOf(search).join(','));
  for (const key of ['km', 'mdr', 'udb'] as const) {
    const value = search[key];
    if (value !== undefined) query.set(key, String(value));
  }
  return query;
}
