import { useId } from 'react';
import type { ListingDetail } from '../../../../domain/listings/listing-api-types';
import { fullSpecs, keySpecs } from '../lib/vehicle-specs';

export function KeySpecs({ listing }: { listing: ListingDetail }) {
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      {keySpecs(listing).map((spec) => (
        <div key={spec.label} className="rounded-xl bg-white px-3.5 py-3 ring-1 ring-zinc-200/80">
          <dt className="text-xs text-zinc-500">{spec.label}</dt>
          <dd className="numeric mt-0.5 font-semibold text-zinc-900">{spec.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function SpecSection({ listing }: { listing: ListingDetail }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-zinc-200/80 sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold tracking-tight">
        Specifikationer
      </h2>
      <dl className="mt-3 grid gap-x-8 sm:grid-cols-2">
        {fullSpecs(listing).map((spec) => (
          <div
            key={spec.label}
            className="flex justify-between gap-4 border-b border-zinc-100 py-2.5 text-sm"
          >
            <dt className="text-zinc-600">{spec.label}</dt>
            <dd className="numeric text-right font-medium text-zinc-900">{spec.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function DescriptionSection({ description }: { description: string | null }) {
  const headingId = useId();
  if (!description?.trim()) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-zinc-200/80 sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold tracking-tight">
        Beskrivelse
      </h2>
      <div className="mt-3 space-y-3 text-[0.9375rem] leading-relaxed text-zinc-700">
        {description
          .split(/\n{2,}/)
          .filter((paragraph) => paragraph.trim())
          .map((paragraph) => (
            <p key={paragraph} className="whitespace-pre-line">
              {paragraph.trim()}
            </p>
          ))}
      </div>
    </section>
  );
}
