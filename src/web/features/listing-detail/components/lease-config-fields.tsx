import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import type { LeaseOffer } from '../../../../domain/offers/lease-offer';
import {
  DIMENSION_LABELS,
  LEASE_DIMENSIONS,
  type LeaseChoice,
  type LeaseDimension,
  leaseOptions,
  optionLabel,
} from '../lib/lease-options';

/** The three selects of the calculator; each option says what switching only that value costs. */
export function LeaseConfigFields({
  offers,
  current,
  choice,
  onChoose,
}: {
  offers: readonly LeaseOffer[];
  /** The offer on screen; price differences are relative to it. */
  current: LeaseOffer;
  /** What the selects show (the pending choice while it loads). */
  choice: LeaseChoice;
  onChoose: (choice: LeaseChoice) => void;
}) {
  return (
    <div className="space-y-4">
      {LEASE_DIMENSIONS.map((dimension) => (
        <LeaseSelect
          key={dimension}
          dimension={dimension}
          offers={offers}
          current={current}
          value={choice[dimension]}
          onChange={(value) => onChoose({ ...choice, [dimension]: value })}
        />
      ))}
    </div>
  );
}

function LeaseSelect({
  dimension,
  offers,
  current,
  value,
  onChange,
}: {
  dimension: LeaseDimension;
  offers: readonly LeaseOffer[];
  current: LeaseOffer;
  value: number;
  onChange: (value: number) => void;
}) {
  const id = useId();
  const options = leaseOptions(offers, current, dimension);
  const single = options.length === 1;

  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-zinc-800">
        {DIMENSION_LABELS[dimension]}
        {single ? <span className="font-normal text-zinc-500"> · 1 mulighed</span> : null}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          disabled={single}
          onChange={(event) => onChange(Number(event.target.value))}
          className="numeric min-h-12 w-full appearance-none rounded-xl bg-white py-2 pr-10 pl-3.5 text-base ring-1 ring-zinc-300 ring-inset hover:ring-zinc-400 disabled:bg-zinc-50 disabled:text-zinc-600 sm:text-sm"
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {optionLabel(dimension, option)}
            </option>
          ))}
        </select>
        {single ? null : (
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-zinc-500"
          />
        )}
      </div>
    </div>
  );
}
