import { FileText, Info } from 'lucide-react';
import type { ExtractedCar } from '../../../../../domain/ingestion/extracted-price-list';
import { sourcePlacesText } from '../../../../../domain/ingestion/source-places';

/**
 * Where an extracted car was read ("Kilde: Side 2, linje 14") and the reader's notes about it, so the
 * admin can check it against the price list without opening the session log. Nothing when the
 * extractor gave neither.
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
      {notes.length > 0 ? (
        <ul className="space-y-0.5">
          {notes.map((note) => (
            <li key={note} className="flex items-start gap-1 text-amber-900">
              <Info aria-hidden="true" className="mt-px size-3.5 shrink-0 text-amber-600" />
              <span>
                <span className="sr-only">Bemærkning fra udtrækket: </span>
                {note}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
