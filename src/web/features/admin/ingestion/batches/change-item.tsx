import { AlertTriangle, ChevronDown, FolderPlus, Pencil, Split } from 'lucide-react';
import { useId, useState } from 'react';
import { countNoun } from '../../../../../domain/format/count-noun';
import { NOUN } from '../../../../../domain/format/nouns';
import type { ExtractedOffer } from '../../../../../domain/ingestion/extracted-price-list';
import {
  changeStatusLabels,
  changeTypeLabels,
  type ImportChangeJson,
} from '../../../../../domain/ingestion/ingestion-api';
import { blockReasons } from '../../../../../domain/ingestion/matching/blocked-changes';
import { isPriceConflict, termsKey } from '../../../../../domain/ingestion/matching/price-conflicts';
import type { ChangeStatus, ChangeType } from '../../../../../domain/ingestion/proposed-change';
import { NEEDS_REVIEW_LABEL } from '../../../../../domain/ingestion/reading-checks';
import { Badge, type BadgeTone } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { NeedsReviewNotice, ReadingCheckBadges } from '../shared/car-checks';
import { CarProvenance } from '../shared/car-provenance';
import type { ReviewDecision } from './batch-api';
import { DecisionButtons, Outcome } from './change-decision';
import { ChangeDetails } from './change-details';
import { PriceConflictChoice } from './price-conflict-choice';
import { OriginBadge, RememberedCorrectionBadge } from './remembered-corrections';
import { decidableTypes, isDecidable } from './review-selection';
import { changeName, matchText, warningText } from './review-text';

export const changeTypeTones: Record<ChangeType, BadgeTone> = {
  create: 'success',
  update: 'info',
  unchanged: 'neutral',
  missing_model: 'warning',
  withdraw: 'danger',
};

const statusTones: Record<ChangeStatus, BadgeTone> = {
  pending: 'neutral',
  approved: 'success',
  rejected: 'danger',
  applied: 'brand',
};

export type ChangeItemProps = {
  change: ImportChangeJson;
  /** False once the batch has been applied (or is being applied). */
  editable: boolean;
  selected: boolean;
  onToggle: () => void;
  onDecide: (decision: ReviewDecision) => void;
  busy: boolean;
  onEdit: () => void;
  /** Opens "Del bil" for the change's car. */
  onSplit: () => void;
  /** Asks to create the change's missing model (the page confirms it first). */
  onCreateModel: () => void;
  /** The admin picks one of the monthly prices the list stated for the same terms; onFailed undoes it. */
  onChoosePrice: (offer: ExtractedOffer, onFailed: () => void) => void;
  /** How many changes wait for the same missing model. */
  missingModelCount: number;
};

/**
 * One proposed change: what it is, where it was read, the reader's checks ("Kræver kontrol" with the
 * reasons when a hard one failed), its warnings, its decision buttons and, on request, its details.
 */
export function ChangeItem({
  change,
  editable,
  selected,
  onToggle,
  onDecide,
  busy,
  onEdit,
  onSplit,
  onCreateModel,
  onChoosePrice,
  missingModelCount,
}: ChangeItemProps) {
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  const name = changeName(change);
  const decidable = editable && isDecidable(change);
  const canEdit =
    editable && change.car !== null && change.type !== 'withdraw' && change.type !== 'unchanged';
  const blockedBy = blockReasons(change);
  const heldForReview = blockedBy.includes('needs_review') && change.status !== 'applied';
  const conflicts = change.warnings.filter(isPriceConflict);
  const otherWarnings = change.warnings.filter((warning) => !isPriceConflict(warning));
  const canChoose =
    editable && change.car !== null && change.status !== 'approved' && change.status !== 'applied';

  return (
    <li
      className={`rounded-2xl bg-white shadow-sm ring-1 ${selected ? 'ring-brand-400' : 'ring-zinc-200/80'}`}
      data-testid="import-change"
    >
      <div className="flex gap-3 p-3 sm:p-4">
        {decidable ? (
          <input
            type="checkbox"
            className="mt-1 size-5 shrink-0 accent-brand-700"
            aria-label={`Vælg ${changeTypeLabels[change.type].toLowerCase()}: ${name}`}
            checked={selected}
            onChange={onToggle}
          />
        ) : (
          <span className="hidden w-5 shrink-0 sm:block" />
        )}
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone={changeTypeTones[change.type]}>{changeTypeLabels[change.type]}</Badge>
            {!editable && change.status !== 'applied' && decidableTypes.has(change.type) ? (
              <Badge tone="neutral">Ikke anvendt</Badge>
            ) : (
              <Badge tone={statusTones[change.status]}>{changeStatusLabels[change.status]}</Badge>
            )}
            <RememberedCorrectionBadge change={change} />
            <OriginBadge change={change} />
            {heldForReview ? (
              <Badge tone="danger" className="ring-2">
                {NEEDS_REVIEW_LABEL}
              </Badge>
            ) : null}
            <span className="text-xs text-zinc-600">
              {change.type === 'withdraw'
                ? 'Ikke med i prislisten'
                : matchText(change.match_method, change.confidence)}
            </span>
          </div>
          <h3 className="mt-1.5 font-semibold text-zinc-950">{name}</h3>
          {change.type === 'update' ? <p className="text-sm text-zinc-700">{change.summary}</p> : null}
          {change.car ? <CarProvenance car={change.car} className="mt-1" /> : null}
          {change.car && change.status !== 'applied' ? (
            <NeedsReviewNotice
              checks={change.car.checks}
              action={
                canEdit ? 'Ret bilen med «Ret bil», så den kan godkendes – eller afvis den.' : undefined
              }
              className="mt-2"
            />
          ) : null}
          <ReadingCheckBadges checks={change.car?.checks} className="mt-2" />

          {conflicts.map((conflict) => (
            <PriceConflictChoice
              // A new choice from the server starts the control afresh.
              key={`${termsKey(conflict.terms)}|${conflict.chosen}`}
              conflict={conflict}
              name={name}
              disabled={!canChoose || busy}
              onChoose={onChoosePrice}
            />
          ))}

          {otherWarnings.length > 0 ? (
            <ul className="mt-2 space-y-1">
              {otherWarnings.map((warning) => (
                <li key={warning.kind} className="flex items-start gap-1.5 text-sm text-amber-900">
                  <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
                  <span>
                    <span className="sr-only">Advarsel: </span>
                    {warningText(warning)}
                  </span>
                </li>
              ))}
            </ul>
          ) : null}

          {change.outcome ? <Outcome outcome={change.outcome} /> : null}

          <div className="mt-3 flex flex-wrap items-center gap-2">
            {decidable ? (
              <DecisionButtons
                status={change.status}
                name={name}
                busy={busy}
                blockedBy={blockedBy}
                onDecide={onDecide}
              />
            ) : null}
            {canEdit ? (
              <Button size="sm" variant="secondary" onClick={onEdit} aria-label={`Ret ${name}`}>
                <Pencil aria-hidden="true" className="size-4" />
                Ret bil
              </Button>
            ) : null}
            {canEdit && canChoose && (change.car?.offers.length ?? 0) > 1 ? (
              <Button size="sm" variant="secondary" onClick={onSplit} aria-label={`Del ${name}`}>
                <Split aria-hidden="true" className="size-4" />
                Del bil
              </Button>
            ) : null}
            {editable && change.type === 'missing_model' && change.car ? (
              <Button size="sm" variant="secondary" onClick={onCreateModel} disabled={busy}>
                <FolderPlus aria-hidden="true" className="size-4" />
                Opret modellen {change.car.model} under {change.car.make}
                {missingModelCount > 1 ? ` (${countNoun(missingModelCount, NOUN.car)})` : ''}
              </Button>
            ) : null}
            <Button
              size="sm"
              variant="ghost"
              className="ml-auto"
              aria-expanded={expanded}
              aria-controls={detailsId}
              onClick={() => setExpanded((open) => !open)}
            >
              {expanded ? 'Skjul detaljer' : 'Vis detaljer'}
              <ChevronDown
                aria-hidden="true"
                className={`size-4 transition-transform ${expanded ? 'rotate-180' : ''}`}
              />
              <span className="sr-only">for {name}</span>
            </Button>
          </div>
        </div>
      </div>
      {expanded ? (
        <div id={detailsId} className="border-t border-zinc-100 px-3 py-3 sm:px-4 sm:pl-12">
          {change.type === 'missing_model' ? (
            <p className="mb-3 text-sm text-zinc-700">
              Modellen findes ikke i kataloget endnu. Opret den, så bliver bilerne med denne model til nye
              annoncer, som du kan godkende.
            </p>
          ) : null}
          <ChangeDetails change={change} />
        </div>
      ) : null}
    </li>
  );
}
