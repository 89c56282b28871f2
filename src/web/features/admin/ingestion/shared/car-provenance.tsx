import { FileText, Info } from 'lucide-react';
import type { ExtractedCar } from '../../../../../domain/ingestion/extracted-price-list';
import { sourcePlacesText } from '../../../../../domain/ingestion/source-places';
import { GroupedNotes } from './grouped-notes';

/**
 * Where an extracted car was read ("Kilde: Side 2, linje 14") and the reader's notes about it, so the
 * admin can check it against the price list without opening the session log. Repeated notes are one
 * line per cause with a count, opened to the lines (`GroupedNotes`). Nothing when the extractor gave
 * neither.
 */
export function CarProvenance({
  car,
  className = '',
}: {
  car: Pick<ExtractedCar, 'sources' | 'notes'>;
  className?: string;
}) {
  const where = sourcePlacesText(car.sources);
  const notes = car.notes ?? [];
  if (!where && notes.length === 0) return null;
  return (
    <div className={`space-y-0.5 text-xs ${className}`} data-testid="car-provenance">
      {where ? (
        <p className="flex items-start gap-1 text-zinc-600">
          <FileText aria-hidden="true" className="mt-px size-3.5 shrink-0" />
          <span>
            <span className="font-medium text-zinc-700">Kilde:</span> {where}
          </span>
        </p>
      ) : null}
      <GroupedNotes
        notes={notes}
        className="space-y-0.5"
        itemClassName="text-amber-900"
        icon={<Info aria-hidden="true" className="mt-px size-3.5 shrink-0 text-amber-600" />}
        srPrefix="Bemærkning fra udtrækket: "
      />
    </div>
  );
}
