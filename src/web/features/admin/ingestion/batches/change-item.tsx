import { Link } from '@tanstack/react-router';
import { AlertTriangle, Check, ChevronDown, FolderPlus, Pencil, Undo2, X } from 'lucide-react';
import { useId, useState } from 'react';
import { countNoun } from '../../../../../domain/format/count-noun';
import { formatMonthly } from '../../../../../domain/format/format-danish';
import { NOUN } from '../../../../../domain/format/nouns';
import type { ExtractedOffer } from '../../../../../domain/ingestion/extracted-price-list';
import {
  changeStatusLabels,
  changeTypeLabels,
  type ImportChangeJson,
} from '../../../../../domain/ingestion/ingestion-api';
import { priceConflictText } from '../../../../../domain/ingestion/matching/price-conflict-text';
import { isPriceConflict, termsKey } from '../../../../../domain/ingestion/matching/price-conflicts';
import type {
  ChangeStatus,
  ChangeType,
  PriceConflictWarning,
} from '../../../../../domain/ingestion/proposed-change';
import { Badge, type BadgeTone } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { CarProvenance } from '../shared/car-provenance';
import type { ReviewDecision } from './batch-api';
import { ChangeDetails } from './change-details';
import { decidableTypes, isBlocked, isDecidable } from './review-selection';
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

const outcomeLabels = {
  created: 'Oprettet som afventende',
  updated: 'Opdateret',
  withdrawn: 'Trukket tilbage (inaktiv)',
  unchanged: 'Uændret',
} as const;

export type ChangeItemProps = {
  change: ImportChangeJson;
  /** False once the batch has been applied (or is being applied). */
  editable: boolean;
  selected: boolean;
  onToggle: () => void;
  onDecide: (decision: ReviewDecision) => void;
  busy: boolean;
  onEdit: () => void;
  onCreateModel: () => void;
  /** The admin picks one of the monthly prices the list stated for the same terms; onFailed undoes it. */
  onChoosePrice: (offer: ExtractedOffer, onFailed: () => void) => void;
  /** How many changes wait for the same missing model. */
  missingModelCount: number;
};

/** One proposed change: what it is, its warnings, its decision buttons and, on request, its details. */
export function ChangeItem({
  change,
  editable,
  selected,
  onToggle,
  onDecide,
  busy,
  onEdit,
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
  const blocked = isBlocked(change);
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
            <span className="text-xs text-zinc-600">
              {change.type === 'withdraw'
                ? 'Ikke med i prislisten'
                : matchText(change.match_method, change.confidence)}
            </span>
          </div>
          <h3 className="mt-1.5 font-semibold text-zinc-950">{name}</h3>
          {change.type === 'update' ? <p className="text-sm text-zinc-700">{change.summary}</p> : null}
          {change.car ? <CarProvenance car={change.car} className="mt-1" /> : null}

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
                blocked={blocked}
                onDecide={onDecide}
              />
            ) : null}
            {canEdit ? (
              <Button size="sm" variant="secondary" onClick={onEdit} aria-label={`Ret ${name}`}>
                <Pencil aria-hidden="true" className="size-4" />
                Ret bil
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

/**
 * The list states two (or more) monthly prices for the same terms: both are shown, and the admin picks
 * the right one; until then the change cannot be approved.
 */
function PriceConflictChoice({
  conflict,
  name,
  disabled,
  onChoose,
}: {
  conflict: PriceConflictWarning;
  name: string;
  disabled: boolean;
  onChoose: (offer: ExtractedOffer, onFailed: () => void) => void;
}) {
  const group = useId();
  // The admin's pick shows at once; the server's answer (a refetch) replaces it.
  const [picked, setPicked] = useState<number | null>(null);
  const shown = picked ?? conflict.chosen;
  const resolved = conflict.chosen !== null;
  return (
    <fieldset
      className={`mt-2 rounded-xl px-3 py-2.5 ring-1 ${resolved ? 'bg-zinc-50 ring-zinc-200' : 'bg-amber-50 ring-amber-300'}`}
      data-testid="price-conflict"
    >
      <legend className="sr-only">Vælg den rigtige månedspris for {name}</legend>
      <p
        className={`flex items-start gap-1.5 text-sm ${resolved ? 'text-zinc-800' : 'font-medium text-amber-950'}`}
      >
        <AlertTriangle
          aria-hidden="true"
          className={`mt-0.5 size-4 shrink-0 ${resolved ? 'text-zinc-500' : 'text-amber-600'}`}
        />
        <span>
          <span className="sr-only">{resolved ? 'Løst advarsel: ' : 'Blokeret: '}</span>
          {priceConflictText(conflict)}
        </span>
      </p>
      <div className="mt-2 flex flex-wrap gap-2 pl-5.5">
        {conflict.monthlyPrices.map((price) => (
          <label
            key={price}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg bg-white px-3 text-sm ring-1 ring-zinc-300 has-checked:ring-2 has-checked:ring-brand-600 has-disabled:cursor-default has-disabled:opacity-80 sm:min-h-9"
          >
            <input
              type="radio"
              name={group}
              className="size-4 accent-brand-700"
              checked={shown === price}
              disabled={disabled}
              onChange={() => {
                setPicked(price);
                onChoose({ ...conflict.terms, monthly_price: price }, () => setPicked(null));
              }}
            />
            <span className="numeric font-semibold text-zinc-950">{formatMonthly(price)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function DecisionButtons({
  status,
  name,
  busy,
  blocked,
  onDecide,
}: {
  status: ChangeStatus;
  name: string;
  busy: boolean;
  blocked: boolean;
  onDecide: (decision: ReviewDecision) => void;
}) {
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
      {blocked ? <span className="text-xs text-amber-900">Vælg prisen, før bilen kan godkendes.</span> : null}
    </>
  );
}

function Outcome({ outcome }: { outcome: NonNullable<ImportChangeJson['outcome']> }) {
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
