import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { countNoun } from '../../../../../domain/format/count-noun';
import { NOUN } from '../../../../../domain/format/nouns';
import type { LayoutTemplate } from '../../../../../domain/ingestion/layout-template';
import { ExtractedCarsTable } from '../sessions/extracted-cars-table';
import { layoutQueries } from './layout-template-api';

const PREVIEW_DEBOUNCE_MS = 400;

function useDebouncedValue<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/** Step 4: the cars the draft template reads from the session's list (the run's own reader, debounced). */
export function LayoutPreview({ sessionId, draft }: { sessionId: string; draft: LayoutTemplate }) {
  const previewed = useDebouncedValue(draft, PREVIEW_DEBOUNCE_MS);
  const preview = useQuery(layoutQueries.preview(sessionId, previewed));
  return (
    <section aria-labelledby="layout-preview" aria-busy={preview.isFetching}>
      <h3 id="layout-preview" className="font-semibold">
        4. Forhåndsvisning
        {preview.data
          ? ` (${countNoun(preview.data.cars.length, NOUN.car)}, ${countNoun(preview.data.offers, NOUN.offer)})`
          : ''}
      </h3>
      <p className="mb-3 text-sm text-zinc-600" aria-live="polite">
        {preview.isError
          ? 'Forhåndsvisningen kunne ikke hentes.'
          : preview.isFetching || !preview.data
            ? 'Læser listen med skabelonen…'
            : preview.data.cars.length > 0
              ? 'Sådan læses listen med skabelonen. Klik på en bil for at se dens tilbud.'
              : preview.data.found_table
                ? 'Tabellen blev fundet, men ingen række gav en bil med pris. Tjek kolonnernes betydning og vilkårene.'
                : 'Der blev ikke fundet en tabel med denne overskrift. Tjek, at overskriften er markeret, og at en kolonne er månedlig ydelse.'}
      </p>
      {preview.data && preview.data.cars.length > 0 ? <ExtractedCarsTable cars={preview.data.cars} /> : null}
      {preview.data && preview.data.warnings.length > 0 ? (
        <ul className="mt-2 list-disc pl-5 text-xs text-zinc-600">
          {preview.data.warnings.slice(0, 5).map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
