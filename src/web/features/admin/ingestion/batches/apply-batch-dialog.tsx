import { countNoun } from '../../../../../domain/format/count-noun';
import { NOUN } from '../../../../../domain/format/nouns';
import { ConfirmDialog } from '../../shared/confirm-dialog';
import type { ApplyPlan } from './review-selection';

/** "Anvend godkendte": says exactly what will happen before the one transaction runs. */
export function ApplyBatchDialog({
  open,
  onOpenChange,
  plan,
  busy,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  plan: ApplyPlan;
  busy: boolean;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Anvend godkendte ændringer?"
      tone="primary"
      busy={busy}
      confirmLabel={busy ? 'Anvender…' : `Anvend ${countNoun(plan.total, NOUN.change)}`}
      onConfirm={onConfirm}
      description={
        <>
          <span className="block">Dette sker:</span>
          <span className="mt-1 block">
            • {countNoun(plan.creates, ['ny annonce', 'nye annoncer'])} oprettes som afventende (de vises
            først på siden, når du aktiverer dem)
          </span>
          <span className="block">• {countNoun(plan.updates, NOUN.listing)} opdateres</span>
          <span className="block">
            • {countNoun(plan.withdrawals, NOUN.listing)} trækkes tilbage (sættes inaktive, slettes ikke)
          </span>
          <span className="mt-2 block">
            Alt sker i én samlet handling: går noget galt, ændres intet. Ændringer, der ikke er godkendt,
            anvendes ikke. Bagefter kan batchen ikke ændres.
          </span>
        </>
      }
    />
  );
}
