import { Combine, type LucideIcon, Pencil, Plus, Trash2 } from 'lucide-react';
import { createContext, useContext, useId } from 'react';
import {
  type CatalogMakeJson,
  type CatalogModelJson,
  modelHasListingsMessage,
} from '../../../../domain/catalog/make-model-schema';
import { Button } from '../../../components/ui/button';
import type { MakeDialogState } from './make-dialogs';

/** Opens the page's one dialog; the cards and the table's rows read it, so both views share every action. */
export const OpenMakeDialog = createContext<(state: MakeDialogState) => void>(() => {});

function IconAction({
  label,
  title,
  icon: Icon,
  onClick,
  muted = false,
  describedBy,
}: {
  label: string;
  title: string;
  icon: LucideIcon;
  onClick: () => void;
  /** Greyed: the action cannot be done now (the title and description say why). */
  muted?: boolean;
  describedBy?: string | undefined;
}) {
  return (
    <button
      type="button"
      className={`inline-grid size-11 shrink-0 place-items-center rounded-xl hover:bg-zinc-100 sm:size-9 ${
        muted ? 'text-zinc-400 hover:text-zinc-600' : 'text-zinc-700 hover:text-zinc-950'
      }`}
      aria-label={label}
      aria-describedby={describedBy}
      title={title}
      onClick={onClick}
    >
      <Icon aria-hidden="true" className="size-4" />
    </button>
  );
}

/** A make's actions: add a model (a labelled button on a card, an icon in the table), rename/aliases, merge. */
export function MakeActions({ make, compact = false }: { make: CatalogMakeJson; compact?: boolean }) {
  const open = useContext(OpenMakeDialog);
  const addModel = () => open({ kind: 'create-model', make });
  return (
    <div className={compact ? 'inline-flex gap-0.5' : 'inline-flex flex-wrap gap-1'}>
      {compact ? (
        <IconAction
          label={`Tilføj model under ${make.name}`}
          title="Tilføj model"
          icon={Plus}
          onClick={addModel}
        />
      ) : (
        <Button size="sm" variant="secondary" onClick={addModel}>
          <Plus aria-hidden="true" className="size-4" />
          Tilføj model<span className="sr-only"> under {make.name}</span>
        </Button>
      )}
      <IconAction
        label={`Rediger mærket ${make.name}`}
        title="Rediger navn og aliaser"
        icon={Pencil}
        onClick={() => open({ kind: 'edit-make', make })}
      />
      <IconAction
        label={`Læg mærket ${make.name} sammen med et andet`}
        title="Læg sammen med et andet mærke"
        icon={Combine}
        onClick={() => open({ kind: 'merge-make', make })}
      />
    </div>
  );
}

/**
 * A model's actions: rename/aliases/defaults, merge into another model of its make, and delete (issue
 * 25). The delete button of a model with listings is greyed and says why it cannot delete (its title
 * and accessible description); pressed, it explains the same in a dialog and offers the merge.
 */
export function ModelActions({ make, model }: { make: CatalogMakeJson; model: CatalogModelJson }) {
  const open = useContext(OpenMakeDialog);
  const reasonId = useId();
  const full = `${make.name} ${model.name}`;
  const blocked = model.listing_count > 0 ? modelHasListingsMessage(model.listing_count) : null;
  return (
    <div className="inline-flex gap-0.5">
      <IconAction
        label={`Rediger modellen ${full}`}
        title="Rediger navn, aliaser og standardværdier"
        icon={Pencil}
        onClick={() => open({ kind: 'edit-model', make, model })}
      />
      <IconAction
        label={`Læg modellen ${full} sammen med en anden`}
        title="Læg sammen med en anden model"
        icon={Combine}
        onClick={() => open({ kind: 'merge-model', make, model })}
      />
      <IconAction
        label={`Slet modellen ${full}`}
        title={blocked ?? 'Slet modellen'}
        icon={Trash2}
        muted={blocked !== null}
        describedBy={blocked ? reasonId : undefined}
        onClick={() => open({ kind: 'delete-model', make, model })}
      />
      {blocked ? (
        <span id={reasonId} hidden>
          {blocked}
        </span>
      ) : null}
    </div>
  );
}
