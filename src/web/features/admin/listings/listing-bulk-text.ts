import type { ListingStatusBulkAction } from '../../../../domain/admin/listing-bulk-actions';
import { countNoun } from '../../../../domain/format/count-noun';
import { NOUN } from '../../../../domain/format/nouns';

export const BULK_TEXT: Record<
  ListingStatusBulkAction,
  { button: string; title: string; confirm: string; verb: string }
> = {
  activate: {
    button: 'Aktivér',
    title: 'Aktivér annoncer?',
    confirm: 'Aktivér',
    verb: 'vises på siden med det samme',
  },
  deactivate: {
    button: 'Deaktivér',
    title: 'Deaktivér annoncer?',
    confirm: 'Deaktivér',
    verb: 'fjernes fra siden med det samme',
  },
  delete: {
    button: 'Slet',
    title: 'Slet annoncer?',
    confirm: 'Slet for altid',
    verb: 'slettes med alle deres tilbud og billeder. Det kan ikke fortrydes (historikken bevares i loggen)',
  },
};

export const listingCount = (count: number) => countNoun(count, NOUN.listing);

/** The confirmation's subject: "3 annoncer", or "Alle 134 annoncer, der matcher filteret," (issue 25). */
export function selectedListingsText(count: number, byFilter: boolean, filtered: boolean): string {
  if (!byFilter) return listingCount(count);
  return filtered ? `Alle ${listingCount(count)}, der matcher filteret,` : `Alle ${listingCount(count)}`;
}
