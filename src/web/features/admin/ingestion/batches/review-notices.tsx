import { AlertTriangle, FolderPlus } from 'lucide-react';
import { countNoun } from '../../../../../domain/format/count-noun';
import { NOUN } from '../../../../../domain/format/nouns';
import { Button } from '../../../../components/ui/button';
import type { blockedCounts, MissingModel } from './review-selection';

/**
 * "N biler er blokeret": how many cars wait for the admin, and what each reason asks of them — a price
 * to choose, a car that "Kræver kontrol" to correct with "Ret bil" (or reject).
 */
export function BlockedNotice({ counts }: { counts: ReturnType<typeof blockedCounts> }) {
  if (counts.total === 0) return null;
  return (
    <section
      aria-label="Blokerede biler"
      className="mb-4 flex items-start gap-2 rounded-2xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-300"
    >
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-600" />
      <div className="space-y-1 text-sm">
        <p className="font-semibold">{countNoun(counts.total, NOUN.car)} er blokeret:</p>
        {counts.price_conflict > 0 ? (
          <p>
            {countNoun(counts.price_conflict, NOUN.car)}: prislisten angiver to priser for samme tilbud. Vælg
            den rigtige pris ved bilen – først da kan den godkendes.
          </p>
        ) : null}
        {counts.needs_review > 0 ? (
          <p>
            {countNoun(counts.needs_review, NOUN.car)} kræver kontrol: aflæsningen stemmer ikke med listen. Se
            grunden ved bilen, ret den med «Ret bil», eller afvis den.
          </p>
        ) : null}
      </div>
    </section>
  );
}

/** "Modeller der mangler i kataloget": a button per missing model, which asks before it creates it. */
export function MissingModelsNotice({
  models,
  busy,
  onCreate,
}: {
  models: readonly MissingModel[];
  busy: boolean;
  onCreate: (model: MissingModel) => void;
}) {
  if (models.length === 0) return null;
  return (
    <section className="mb-4 rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200">
      <h2 className="font-semibold text-amber-950">Modeller der mangler i kataloget</h2>
      <p className="mt-1 text-sm text-amber-900">
        Bilerne kan først oprettes, når modellen findes. Opret den her, så bliver de til nye annoncer.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {models.map((model) => (
          <Button
            key={`${model.make}|${model.model}`}
            size="sm"
            variant="secondary"
            disabled={busy}
            onClick={() => onCreate(model)}
          >
            <FolderPlus aria-hidden="true" className="size-4" />
            Opret modellen {model.model} under {model.make} ({countNoun(model.count, NOUN.car)})
          </Button>
        ))}
      </div>
    </section>
  );
}
