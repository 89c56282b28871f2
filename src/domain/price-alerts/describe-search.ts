import { formatMonthly } from '../format/format-danish';
import { BODY_TYPE_LABELS } from '../listings/body-type-labels';
import { FUEL_TYPE_LABELS } from '../listings/fuel-type-labels';
import type { ListingSearchParams } from '../listings/listing-search-params';

/** A saved search in a few Danish words for its mails and the manage page: "Toyota, Kia · Elbil · højst 4.000 kr./md." */
export function describeSearch(params: ListingSearchParams): string {
  const parts: string[] = [];
  if (params.q) parts.push(`"${params.q}"`);
  const names = [...params.makes, ...params.models];
  if (names.length > 0) parts.push(names.join(', '));
  if (params.fuel_type.length > 0)
    parts.push(params.fuel_type.map((slug) => FUEL_TYPE_LABELS[slug]).join(', '));
  if (params.body_type.length > 0)
    parts.push(params.body_type.map((slug) => BODY_TYPE_LABELS[slug]).join(', '));
  if (params.price_min !== undefined) parts.push(`mindst ${formatMonthly(params.price_min)}`);
  if (params.price_max !== undefined) parts.push(`højst ${formatMonthly(params.price_max)}`);
  return parts.length > 0 ? parts.join(' · ') : 'Alle biler';
}
