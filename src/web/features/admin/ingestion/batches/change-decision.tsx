import { Link } from '@tanstack/react-router';
import { Check, Undo2, X } from 'lucide-react';
import type { ImportChangeJson } from '../../../../../domain/ingestion/ingestion-api';
import type { BlockReason } from '../../../../../domain/ingestion/matching/blocked-changes';
import type { ChangeStatus } from '../../../../../domain/ingestion/proposed-change';
import { Button } from '../../../../components/ui/button';
import type { ReviewDecision } from './batch-api';

const outcomeLabels = {
  created: 'Oprettet som afventende',
  updated: 'Opdateret',
  withdrawn: 'Trukket tilbage (inaktiv)',
  unchanged: 'Uændret',
} as const;

/** Why the Godkend button is disabled, beside it. */
const blockedHints: Record<BlockReason, string> = {
  price_conflict: 'Vælg prisen, før bilen kan godkendes.',
  needs_review: 'Ret bilen, før den kan godkendes.',
};

/**
 * Godkend and Afvis for an undecided change (Godkend disabled while it is blocked, with the reason
 * beside it), Fortryd for a decided one.
 */
export function DecisionButtons({
  status,
  name,
  busy,
  blockedBy,
  onDecide,
}: {
  status: ChangeStatus;
  name: string;
  busy: boolean;
  /** The reasons the change may not be approved yet (`blockReasons`); empty when it may. */
  blockedBy: readonly BlockReason[];
  onDecide: (decision: ReviewDecision) => void;
}) {
  const blocked = blockedBy.length > 0;
  if (status === 'approved' || status === 'rejected') {
    return (
      <Button size="sm" variant="secondary" disabled={busy} onClick={() => onDecide('pending')}>
        <Undo2 aria-hidden="true" className="size-4" />
        Fortryd
        <span className="sr-only">
          {status === 'approved' ? 'godkendelsen' : 'afvisningen'} af {name}
        </span>
      </Button>
    );
  }
  return (
    <>
      <Button size="sm" disabled={busy || blocked} onClick={() => onDecide('approved')}>
        <Check aria-hidden="true" className="size-4" />
        Godkend<span className="sr-only"> {name}</span>
      </Button>
      <Button size="sm" variant="secondary" disabled={busy} onClick={() => onDecide('rejected')}>
        <X aria-hidden="true" className="size-4" />
        Afvis<span className="sr-only"> {name}</span>
      </Button>
      {blockedBy.map((reason) => (
        <span key={reason} className="text-xs text-amber-900">
          {blockedHints[reason]}
        </span>
      ))}
    </>
  );
}

/** What the apply did with the change, and a link to its listing. */
export function Outcome({ outcome }: { outcome: NonNullable<ImportChangeJson['outcome']> }) {
  return (
    <p className="mt-2 text-sm text-zinc-800">
      <span className="font-medium">Resultat:</span> {outcomeLabels[outcome.action]}
      {outcome.listing_id ? (
        <>
          {' · '}
          <Link
            to="/admin/listings/edit/$id"
            params={{ id: outcome.listing_id }}
            className="font-semibold text-brand-800 underline hover:text-brand-900"
          >
            Åbn annoncen
          </Link>
        </>
      ) : null}
    </p>
  );
}
