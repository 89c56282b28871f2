import type { BulkListingAction } from '../../../../domain/admin/listing-form-schema';
import { countNoun } from '../../../../domain/format/count-noun';

export type BulkKind = BulkListingAction['action'];

export const BULK_TEXT: Record<
  BulkKind,
  { button: string; title: string; confirm: string; done: string; verb: string }
> = {
  activate: {
    button: 'Aktivér',
    title: 'Aktivér annoncer?',
    confirm: 'Aktivér',
    done: 'aktiveret',
    verb: 'vises på siden med det samme',
  },
  deactivate: {
    button: 'Deaktivér',
    title: 'Deaktivér annoncer?',
    confirm: 'Deaktivér',
    done: 'deaktiveret',
    verb: 'fjernes fra siden med det samme',
  },
  delete: {
    button: 'Slet',
    title: 'Slet annoncer?',
    confirm: 'Slet for altid',
    done: 'slettet',
    verb: 'slettes med alle deres tilbud og billeder. Det kan ikke fortrydes (historikken bevares i loggen)',
  },
};

export const listingCount = (count: number) => countNoun(count, ['annonce', 'annoncer']);
