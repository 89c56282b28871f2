import { Link } from '@tanstack/react-router';
import { ArrowRight, Minus, Plus } from 'lucide-react';
import { formatMonthly } from '../../../../../domain/format/format-danish';
import type { OfferConditions } from '../../../../../domain/ingestion/extracted-price-list';
import type { ImportChangeJson } from '../../../../../domain/ingestion/ingestion-api';
import type { StatedOffer } from '../../../../../domain/ingestion/offer-conditions';
import {
  conditionLines,
  statedTotals,
  statedTotalsText,
} from '../../../../../domain/ingestion/offer-conditions-text';
import type { OfferDiff } from '../../../../../domain/ingestion/proposed-change';
import { offerPriceKey } from '../../../../../domain/offers/offer-key';
import { OfferReasons } from '../shared/offer-reasons';
import { fieldChangeLabel, fieldChangeValueText, offerTermsText, offerText } from './review-text';

/** The expanded part of a change: what exactly will happen to which listing. */
export function ChangeDetails({ change }: { change: ImportChangeJson }) {
  switch (change.type) {
    case 'update':
      return (
        <div className="space-y-4">
          <FieldChanges change={change} />
          {change.offer_diff ? <OfferDiffList diff={change.offer_diff} car={change.car} /> : null}
          {change.car ? (
            <details className="group">
              <summary className="cursor-pointer text-sm font-semibold text-zinc-900">
                Alle tilbud i prislisten ({change.car.offers.length})
              </summary>
              <div className="mt-1.5">
                <OfferItems offers={change.car.offers} car={change.car} />
              </div>
            </details>
          ) : null}
          <StatedConditions conditions={change.car?.conditions} />
          <ListingLink change={change} />
        </div>
      );
    case 'create':
    case 'missing_model':
      return change.car ? (
        <div className="space-y-4">
          <OfferList title="Tilbud der oprettes" offers={change.car.offers} car={change.car} />
          <StatedConditions conditions={change.car.conditions} />
        </div>
      ) : null;
    case 'unchanged':
      return (
        <div className="space-y-3">
          <p className="text-sm text-zinc-700">Prislisten og annoncen er ens – intet ændres.</p>
          <StatedConditions conditions={change.car?.conditions} />
          <ListingLink change={change} />
        </div>
      );
    case 'withdraw':
      return (
        <div className="space-y-3">
          <p className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-900 ring-1 ring-red-200">
            Annoncen findes ikke længere i sælgerens prisliste. Godkendes tilbagetrækningen, sættes den{' '}
            <strong>inaktiv</strong> og forsvinder fra siden – den slettes ikke, og dens tilbud og historik
            bevares.
          </p>
          <ListingLink change={change} />
        </div>
      );
  }
}

function ListingLink({ change }: { change: ImportChangeJson }) {
  if (!change.listing_id) return null;
  return (
    <Link
      to="/admin/listings/edit/$id"
      params={{ id: change.listing_id }}
      className="inline-block text-sm font-semibold text-brand-800 underline hover:text-brand-900"
    >
      Åbn annoncen {change.listing_label ?? ''}
    </Link>
  );
}

function FieldChanges({ change }: { change: ImportChangeJson }) {
  if (change.field_changes.length === 0) return null;
  return (
    <section>
      <h4 className="mb-1.5 text-sm font-semibold text-zinc-900">Felter</h4>
      <dl className="grid gap-1.5 text-sm sm:grid-cols-[12rem_1fr]">
        {change.field_changes.map((fieldChange) => (
          <div key={fieldChange.field} className="contents">
            <dt className="text-zinc-600">{fieldChangeLabel(fieldChange)}</dt>
            <dd className="flex min-w-0 flex-wrap items-center gap-1.5">
              <span className="text-zinc-600 line-through decoration-zinc-400">
                {fieldChangeValueText(fieldChange, 'old')}
              </span>
              <ArrowRight aria-hidden="true" className="size-3.5 text-zinc-500" />
              <span className="sr-only">bliver til</span>
              <span className="font-semibold text-zinc-950">{fieldChangeValueText(fieldChange, 'new')}</span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

type ReadCar = ImportChangeJson['car'];

function OfferDiffList({ diff, car }: { diff: OfferDiff; car: ReadCar }) {
  const restated = diff.restated ?? [];
  const empty = diff.added.length + diff.removed.length + diff.changed.length + restated.length === 0;
  if (empty) return null;
  return (
    <section>
      <h4 className="mb-1.5 text-sm font-semibold text-zinc-900">Tilbud</h4>
      <ul className="space-y-1 text-sm">
        {diff.changed.map(({ old, new: next }) => (
          <li
            key={`c-${offerPriceKey(old)}`}
            className="flex flex-wrap items-center gap-x-2 gap-y-0.5 rounded-lg bg-amber-50 px-2.5 py-1.5 ring-1 ring-amber-200"
          >
            <span className="font-medium text-amber-900">Ændret:</span>
            <span className="text-zinc-700">{offerTermsText(old)}</span>
            <span className="numeric inline-flex items-center gap-1.5 whitespace-nowrap">
              <span className="text-zinc-600 line-through">{formatMonthly(old.monthly_price)}</span>
              <ArrowRight aria-hidden="true" className="size-3.5 text-zinc-500" />
              <span className="sr-only">bliver til</span>
              <strong className="text-zinc-950">{formatMonthly(next.monthly_price)}</strong>
            </span>
            <StatedTotals offer={next} />
            {car ? <OfferReasons car={car} offer={next} /> : null}
          </li>
        ))}
        {restated.map(({ old, new: next }) => (
          <li
            key={`s-${offerPriceKey(old)}`}
            className="flex flex-wrap items-center gap-x-2 gap-y-0.5 rounded-lg bg-amber-50 px-2.5 py-1.5 ring-1 ring-amber-200"
          >
            <span className="font-medium text-amber-900">Ny totalpris i listen:</span>
            <span className="numeric text-zinc-700">{offerText(next)}</span>
            <span className="inline-flex flex-wrap items-center gap-1.5">
              <span className="text-zinc-600 line-through">{statedTotalsText(old) || 'ikke oplyst'}</span>
              <ArrowRight aria-hidden="true" className="size-3.5 text-zinc-500" />
              <span className="sr-only">bliver til</span>
              <StatedTotals offer={next} fallback="ikke oplyst" />
            </span>
          </li>
        ))}
        {diff.added.map((offer) => (
          <li
            key={`a-${offerPriceKey(offer)}`}
            className="flex items-start gap-2 rounded-lg bg-green-50 px-2.5 py-1.5 text-green-900 ring-1 ring-green-200"
          >
            <Plus aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span className="min-w-0">
              <span className="font-medium">Nyt:</span> <span className="numeric">{offerText(offer)}</span>{' '}
              <StatedTotals offer={offer} />
              {car ? <OfferReasons car={car} offer={offer} /> : null}
            </span>
          </li>
        ))}
        {diff.removed.map((offer) => (
          <li
            key={`r-${offerPriceKey(offer)}`}
            className="flex items-center gap-2 rounded-lg bg-red-50 px-2.5 py-1.5 text-red-900 ring-1 ring-red-200"
          >
            <Minus aria-hidden="true" className="size-4 shrink-0" />
            <span>
              <span className="font-medium">Fjernes:</span>{' '}
              <span className="numeric line-through decoration-red-400">{offerText(offer)}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function OfferList({ title, offers, car }: { title: string; offers: readonly StatedOffer[]; car: ReadCar }) {
  return (
    <section>
      <h4 className="mb-1.5 text-sm font-semibold text-zinc-900">
        {title} ({offers.length})
      </h4>
      <OfferItems offers={offers} car={car} />
    </section>
  );
}

function OfferItems({ offers, car }: { offers: readonly StatedOffer[]; car: ReadCar }) {
  return (
    <ul className="space-y-1 text-sm">
      {offers.map((offer) => (
        <li key={offerPriceKey(offer)} className="rounded-lg bg-zinc-50 px-2.5 py-1.5 ring-1 ring-zinc-200">
          <span className="numeric">{offerText(offer)}</span> <StatedTotals offer={offer} />
          {car ? <OfferReasons car={car} offer={offer} /> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * What the list states about an offer's totals, beside it; a total that contradicts first payment +
 * months × monthly is marked and shows both numbers (the car's note says so too).
 */
function StatedTotals({ offer, fallback }: { offer: StatedOffer; fallback?: string }) {
  const text = statedTotalsText(offer);
  if (!text) return fallback ? <span className="text-zinc-600">{fallback}</span> : null;
  const { contradicts } = statedTotals(offer);
  return (
    <span
      className={`numeric text-xs ${contradicts ? 'rounded bg-amber-100 px-1 font-medium text-amber-950' : 'text-zinc-600'}`}
      data-testid="stated-totals"
    >
      {contradicts ? <span className="sr-only">Advarsel: </span> : null}
      {text}
    </span>
  );
}

/** What the price list states around its prices for this car: dates, inclusions, fee, extras. */
function StatedConditions({ conditions }: { conditions: OfferConditions | undefined }) {
  const lines = conditionLines(conditions);
  if (lines.length === 0) return null;
  return (
    <section data-testid="stated-conditions">
      <h4 className="mb-1.5 text-sm font-semibold text-zinc-900">Prislistens vilkår</h4>
      <ul className="space-y-0.5 text-sm text-zinc-800">
        {lines.map((line) => (
          <li key={line.field} className="break-words">
            <span className="text-zinc-600">{line.label}:</span> {line.text}
          </li>
        ))}
      </ul>
    </section>
  );
}
