import { getRouteApi } from '@tanstack/react-router';
import { Inbox } from 'lucide-react';
import {
  ENQUIRY_INBOX_MAX_PAGE_SIZE,
  NO_ENQUIRY_FILTERS,
} from '../../../../domain/admin/enquiry-inbox-search';
import { ListToolbar } from '../list-kit/list-toolbar';
import { ListView } from '../list-kit/list-view';
import { RefreshButton } from '../list-kit/refresh-button';
import { useListPage } from '../list-kit/use-list-page';
import { AdminEmptyState, AdminPageHeader } from '../pages/admin-page';
import { enquiryQueries } from './enquiry-api';
import { enquiryColumns } from './enquiry-columns';
import { enquiryCsvColumns } from './enquiry-csv';
import { EnquiryFilters } from './enquiry-filters';

const route = getRouteApi('/admin/henvendelser/');

/** /admin/henvendelser: visitors' enquiries to sellers, newest first, filtered in the URL (ADR 066). */
export function EnquiriesPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const page = useListPage({
    search,
    navigate,
    query: enquiryQueries.list,
    read: (data) => ({ rows: data.rows, total: data.total, pageSize: data.pageSize, page: data.page }),
    csvSearch: { per_page: ENQUIRY_INBOX_MAX_PAGE_SIZE },
    noFilters: NO_ENQUIRY_FILTERS,
    listId: 'enquiries',
    columns: enquiryColumns,
    getRowId: (row) => row.id,
  });
  return (
    <>
      <AdminPageHeader
        title="Henvendelser"
        description="Besøgendes henvendelser til sælgerne om et bestemt tilbud."
        actions={<RefreshButton query={page.query} />}
      />
      <ListToolbar
        search={{ label: 'Søg i henvendelser', placeholder: 'Søg på navn eller e-mail…', ...page.searchText }}
        filtered={page.filtered}
        onClearFilters={page.clearFilters}
      >
        <EnquiryFilters search={search} sellers={page.data?.sellers ?? []} onChange={page.setFilter} />
      </ListToolbar>
      <ListView
        page={page}
        caption="Henvendelser"
        messages={{
          loading: 'Henter henvendelser…',
          error: 'Henvendelserne kunne ikke hentes.',
          empty: 'Ingen henvendelser matcher filtrene.',
        }}
        pages={{ to: '/admin/henvendelser', noun: ['henvendelse', 'henvendelser'] }}
        csv={{ fileName: 'henvendelser', columns: enquiryCsvColumns }}
        firstUse={
          <AdminEmptyState icon={Inbox} title="Ingen henvendelser endnu">
            <p>Når en besøgende beder en sælger om et tilbud, står henvendelsen her.</p>
          </AdminEmptyState>
        }
      />
    </>
  );
}
