import { formatNumber } from '../../../../../domain/format/format-danish';
import { ConfirmDialog } from '../../shared/confirm-dialog';
import type { ApplyPlan } from './review-selection';

const count = (value: number, one: string, many: string) =>
  `${formatNumber(value)} ${value === 1 ? one : many}`;

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
      confirmLabel={busy ? 'Anvender…' : `Anvend ${count(plan.total, 'ændring', 'ændringer')}`}
      onConfirm={onConfirm}
      description={
        <>
          <span className="block">Dette sker:</span>
          <span className="mt-1 block">
            • {count(plan.creates, 'ny annonce', 'nye annoncer')} oprettes som afventende (de vises først på
            siden, når du aktiverer dem)
          </span>
          <span className="block">• {count(plan.updates, 'annonce', 'annoncer')} opdateres</span>
          <span className="block">
            • {count(plan.withdrawals, 'annonce', 'annoncer')} trækkes tilbage (sættes inaktive, slettes ikke)
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
