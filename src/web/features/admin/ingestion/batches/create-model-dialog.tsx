import { FileText } from 'lucide-react';
import { countNoun } from '../../../../../domain/format/count-noun';
import { NOUN } from '../../../../../domain/format/nouns';
import { sourcePlacesText } from '../../../../../domain/ingestion/source-places';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../../components/ui/dialog';
import type { MissingModel } from './review-selection';

/** "side 2, linje 14" as it reads inside a sentence; null when the reader kept no place. */
const placesText = (car: MissingModel['cars'][number]) => {
  const text = sourcePlacesText(car.sources);
  return text ? text.charAt(0).toLowerCase() + text.slice(1) : null;
};

/**
 * "Opret modellen" asks first (issue 25): a name the catalogue does not know may be a word of the
 * list ("Vejledende") rather than a model, so the dialog names the model and shows each car that
 * carries it — its variant and the lines of the list it was read from — before anything is created.
 */
export function CreateModelDialog({
  model,
  busy,
  onOpenChange,
  onConfirm,
}: {
  /** The model to create; null keeps the dialog closed. */
  model: MissingModel | null;
  busy: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (model: MissingModel) => void;
}) {
  return (
    <Dialog open={model !== null} onOpenChange={onOpenChange}>
      {model ? (
        <DialogContent
          title={`Opret modellen ${model.model} under ${model.make}?`}
          description={`Modellen findes ikke i kataloget. Tjek i prislisten, at «${model.model}» er en model – ikke et ord fra listen – før den oprettes. ${countNoun(model.count, NOUN.car)} bliver derefter til nye annoncer, der kan godkendes.`}
          className="w-[min(34rem,calc(100vw-2rem))] rounded-2xl"
          footer={
            <>
              <DialogClose className="inline-flex min-h-11 items-center rounded-xl px-4 text-sm font-semibold text-zinc-800 ring-1 ring-zinc-300 ring-inset hover:bg-zinc-50">
                Annuller
              </DialogClose>
              <Button disabled={busy} onClick={() => onConfirm(model)}>
                {busy ? 'Opretter…' : `Opret ${model.model}`}
              </Button>
            </>
          }
        >
          <h3 className="text-sm font-semibold text-zinc-900">Læst fra prislisten</h3>
          <ul aria-label={`Biler med modellen ${model.model}`} className="mt-1.5 space-y-1.5 text-sm">
            {model.cars.map((car, index) => (
              // Two cars of one model may share a variant name; the list's order is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
              <li key={index} className="rounded-lg bg-zinc-50 px-2.5 py-1.5 ring-1 ring-zinc-200">
                <span className="font-medium text-zinc-950">
                  {car.make} {car.model} {car.variant}
                </span>
                <span className="flex items-start gap-1 text-xs text-zinc-600">
                  <FileText aria-hidden="true" className="mt-px size-3.5 shrink-0" />
                  {placesText(car) ?? 'Linjen er ikke kendt (udtrækket gemte ingen kilde)'}
                </span>
              </li>
            ))}
          </ul>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
