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
