import { X } from 'lucide-react';
import {
  ADMIN_LISTING_QUALITY_LABELS,
  type AdminListingQuality,
} from '../../../../domain/admin/admin-search-params';

/** Says which data-quality filter narrows the list (the admin often arrives from a dashboard card). */
export function QualityFilterNotice({
  quality,
  onClear,
}: {
  quality: AdminListingQuality;
  onClear: () => void;
}) {
  const label = ADMIN_LISTING_QUALITY_LABELS[quality];
  return (
    <p className="mb-3 flex flex-wrap items-center gap-2 text-sm text-zinc-700">
      <span>Aktivt filter:</span>
      <span className="inline-flex min-h-11 items-center gap-1 rounded-full bg-brand-50 pr-0.5 sm:min-h-9 sm:pr-1 pl-3 font-medium text-brand-900 ring-1 ring-brand-200 ring-inset">
        Datakvalitet: {label}
        <button
          type="button"
          onClick={onClear}
          aria-label={`Fjern filteret Datakvalitet: ${label}`}
          title="Fjern filteret"
          className="grid size-10 place-items-center rounded-full text-brand-800 sm:size-8 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </span>
    </p>
  );
}
