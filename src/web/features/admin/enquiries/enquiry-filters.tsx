import { useId } from 'react';
import type { EnquiryInboxSearch } from '../../../../domain/admin/enquiry-inbox-search';
import { ENQUIRY_STATUS_LABELS, enquiryStatuses } from '../../../../domain/enquiries/enquiry-vocabulary';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';

const statusOptions = enquiryStatuses.map((status) => ({
  value: status,
  label: ENQUIRY_STATUS_LABELS[status],
}));

function Labelled({ label, children }: { label: string; children: (id: string) => React.ReactNode }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-zinc-800">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** The inbox's own filters beside the search box: seller, status and the days received (from–to). */
export function EnquiryFilters({
  search,
  sellers,
  onChange,
}: {
  search: EnquiryInboxSearch;
  sellers: readonly { id: string; name: string }[];
  onChange: (patch: Partial<EnquiryInboxSearch>) => void;
}) {
  return (
    <>
      <Labelled label="Sælger">
        {(id) => (
          <Select
            id={id}
            className="w-full sm:w-52"
            value={search.seller ?? ''}
            placeholder="Alle sælgere"
            options={sellers.map((seller) => ({ value: seller.id, label: seller.name }))}
            onChange={(event) => onChange({ seller: event.target.value || undefined })}
          />
        )}
      </Labelled>
      <Labelled label="Status">
        {(id) => (
          <Select
            id={id}
            className="w-full sm:w-40"
            value={search.status ?? ''}
            placeholder="Alle statusser"
            options={statusOptions}
            onChange={(event) =>
              onChange({ status: enquiryStatuses.find((status) => status === event.target.value) })
            }
          />
        )}
      </Labelled>
      <Labelled label="Fra dato">
        {(id) => (
          <Input
            id={id}
            type="date"
            className="sm:w-44"
            value={search.from ?? ''}
            max={search.to}
            onChange={(event) => onChange({ from: event.target.value || undefined })}
          />
        )}
      </Labelled>
      <Labelled label="Til dato">
        {(id) => (
          <Input
            id={id}
            type="date"
            className="sm:w-44"
            value={search.to ?? ''}
            min={search.from}
            onChange={(event) => onChange({ to: event.target.value || undefined })}
          />
        )}
      </Labelled>
    </>
  );
}
