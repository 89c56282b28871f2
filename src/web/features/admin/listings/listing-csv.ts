import type { AdminListingRow } from '../../../../domain/admin/admin-listing-types';
import { LISTING_STATUS_LABELS } from '../../../../domain/listings/listing-status-labels';
import type { CsvColumn } from '../list-kit/csv';

/** The columns of the listings CSV: the list's facts as plain values (prices in kr./md.). */
export const listingCsvColumns: readonly CsvColumn<AdminListingRow>[] = [
  { header: 'Mærke', value: (row) => row.make },
  { header: 'Model', value: (row) => row.model },
  { header: 'Variant', value: (row) => row.variant },
  { header: 'Årgang', value: (row) => row.year },
  { header: 'Sælger', value: (row) => row.seller_name },
  { header: 'Status', value: (row) => LISTING_STATUS_LABELS[row.status] },
  { header: 'Laveste pris (kr./md.)', value: (row) => row.lowest_monthly_price },
  { header: 'Tilbud', value: (row) => row.offer_count },
  { header: 'LeaseScore', value: (row) => row.best_lease_score },
  { header: 'Nypris', value: (row) => row.retail_price },
  { header: 'Opdateret', value: (row) => row.updated_at.slice(0, 10) },
  { header: 'Id', value: (row) => row.id },
];
