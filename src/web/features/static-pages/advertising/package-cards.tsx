import { Check } from 'lucide-react';
import { formatNumber } from '../../../../domain/format/format-danish';
import { ADVERTISING_PACKAGES } from './packages';

export function PackageCards({ onChoose }: { onChoose: (name: string) => void }) {
  return (
    <ul className="grid gap-4 lg:grid-cols-3">
      {ADVERTISING_PACKAGES.map((pack) => (
        <li
          key={pack.name}
          className={`flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ${
            pack.highlighted ? 'ring-2 ring-brand-600' : 'ring-zinc-200/80'
          }`}
        >
          <div className="flex items-center justify-between gap-2">
            <h3 className="text-lg font-semibold text-zinc-900">{pack.name}</h3>
            {pack.highlighted ? (
              <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
                Anbefalet
              </span>
            ) : null}
          </div>
          <p className="mt-1 text-sm text-zinc-600">{pack.summary}</p>
          <p className="numeric mt-4">
            {pack.monthlyPrice === null ? (
              <span className="text-2xl font-bold text-zinc-900">Kontakt os</span>
            ) : (
              <>
                <span className="text-3xl font-bold tracking-tight text-zinc-900">
                  {formatNumber(pack.monthlyPrice)} kr.
                </span>
                <span className="text-sm text-zinc-600"> pr. måned ekskl. moms</span>
              </>
            )}
          </p>
          <ul className="mt-5 flex-1 space-y-2 text-sm text-zinc-700">
            {pack.features.map((feature) => (
              <li key={feature} className="flex gap-2.5">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                {feature}
              </li>
            ))}
          </ul>
          <button
            type="button"
            onClick={() => onChoose(pack.name)}
            className={`mt-6 inline-flex min-h-11 items-center justify-center rounded-xl px-4 text-sm font-semibold transition-colors ${
              pack.highlighted
                ? 'bg-brand-700 text-white hover:bg-brand-800'
                : 'bg-white text-zinc-900 ring-1 ring-zinc-300 ring-inset hover:bg-zinc-50'
            }`}
          >
            {pack.monthlyPrice === null ? 'Kontakt os om Koncern' : `Vælg ${pack.name}`}
          </button>
        </li>
      ))}
    </ul>
  );
}
