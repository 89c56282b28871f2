import { Combine, Pencil, Plus } from 'lucide-react';
import { createContext, useContext } from 'react';
import type { CatalogMakeJson, CatalogModelJson } from '../../../../domain/catalog/make-model-schema';
import { Button } from '../../../components/ui/button';
import type { MakeDialogState } from './make-dialogs';

/** Opens the page's one dialog; the cards and the table's rows read it, so both views share every action. */
export const OpenMakeDialog = createContext<(state: MakeDialogState) => void>(() => {});

const iconButton =
  'inline-grid size-11 shrink-0 place-items-center rounded-xl text-zinc-700 hover:bg-zinc-100 hover:text-zinc-950 sm:size-9';

/** A make's actions: add a model (a labelled button on a card, an icon in the table), rename/aliases, merge. */
export function MakeActions({ make, compact = false }: { make: CatalogMakeJson; compact?: boolean }) {
  const open = useContext(OpenMakeDialog);
  const addModel = () => open({ kind: 'create-model', make });
  return (
    <div className={compact ? 'inline-flex gap-0.5' : 'inline-flex flex-wrap gap-1'}>
      {compact ? (
        <button
          type="button"
          className={iconButton}
          aria-label={`Tilføj model under ${make.name}`}
          title="Tilføj model"
          onClick={addModel}
        >
          <Plus aria-hidden="true" className="size-4" />
        </button>
      ) : (
        <Button size="sm" variant="secondary" onClick={addModel}>
          <Plus aria-hidden="true" className="size-4" />
          Tilføj model<span className="sr-only"> under {make.name}</span>
        </Button>
      )}
      <button
        type="button"
        className={iconButton}
        aria-label={`Rediger mærket ${make.name}`}
        title="Rediger navn og aliaser"
        onClick={() => open({ kind: 'edit-make', make })}
      >
        <Pencil aria-hidden="true" className="size-4" />
      </button>
      <button
        type="button"
        className={iconButton}
        aria-label={`Læg mærket ${make.name} sammen med et andet`}
        title="Læg sammen med et andet mærke"
        onClick={() => open({ kind: 'merge-make', make })}
      >
        <Combine aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

/** A model's actions: rename/aliases/defaults, merge into another model of its make. */
export function ModelActions({ make, model }: { make: CatalogMakeJson; model: CatalogModelJson }) {
  const open = useContext(OpenMakeDialog);
  const full = `${make.name} ${model.name}`;
  return (
    <div className="inline-flex gap-0.5">
      <button
        type="button"
        className={iconButton}
        aria-label={`Rediger modellen ${full}`}
        title="Rediger navn, aliaser og standardværdier"
        onClick={() => open({ kind: 'edit-model', make, model })}
      >
        <Pencil aria-hidden="true" className="size-4" />
      </button>
      <button
        type="button"
        className={iconButton}
        aria-label={`Læg modellen ${full} sammen med en anden`}
        title="Læg sammen med en anden model"
        onClick={() => open({ kind: 'merge-model', make, model })}
      >
        <Combine aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
