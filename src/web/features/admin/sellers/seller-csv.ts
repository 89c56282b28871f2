import type { SellerListItem } from '../../../../domain/admin/seller-api-types';
import type { CsvColumn } from '../list-kit/csv';

/** The columns of the sellers CSV. */
export const sellerCsvColumns: readonly CsvColumn<SellerListItem>[] = [
  { header: 'Navn', value: (seller) => seller.name },
  { header: 'Firma', value: (seller) => seller.company },
  { header: 'E-mail', value: (seller) => seller.email },
  { header: 'Telefon', value: (seller) => seller.phone },
  { header: 'Specialisering', value: (seller) => seller.make_name },
  { header: 'Annoncer', value: (seller) => seller.listing_count },
  { header: 'Aktive annoncer', value: (seller) => seller.active_listing_count },
  { header: 'Seneste import', value: (seller) => seller.last_import_at },
  { header: 'Oprettet', value: (seller) => seller.created_at },
  { header: 'Id', value: (seller) => seller.id },
];
