import { formatKmPerYear, formatMonthly, formatMonths } from '../../../../domain/format/format-danish';
import { ExampleLabel, ShowcaseSection } from './showcase-section';

const scale = [
  {
    className: 'text-5xl font-bold tracking-tight',
    name: 'text-5xl · 48 px',
    use: 'Forsidens overskrift (desktop)',
  },
  { className: 'text-3xl font-bold tracking-tight', name: 'text-3xl · 30 px', use: 'Sideoverskrift (h1)' },
  {
    className: 'text-2xl font-bold tracking-tight',
    name: 'text-2xl · 24 px',
    use: 'Sektioner (h2), pris på kort',
  },
  { className: 'text-xl font-semibold', name: 'text-xl · 20 px', use: 'Underoverskrift' },
  { className: 'text-base', name: 'text-base · 16 px', use: 'Brødtekst og formularfelter' },
  { className: 'text-sm', name: 'text-sm · 14 px', use: 'Knapper, kortdetaljer' },
  { className: 'text-xs', name: 'text-xs · 12 px', use: 'Metadata, fejlkoder' },
];

export function TypeShowcase() {
  return (
    <ShowcaseSection
      id="typografi"
      title="Typografi"
      description="Inter (variabel), leveret med appen. Priser er den største tekst på et kort, og tal står med tabeltal, så de flugter."
    >
      <ul className="divide-y divide-zinc-200 rounded-2xl bg-white px-4 ring-1 ring-zinc-200 sm:px-6">
        {scale.map((step) => (
          <li key={step.name} className="flex flex-col gap-1 py-4 sm:flex-row sm:items-baseline sm:gap-6">
            <span className="w-40 shrink-0 text-xs text-zinc-600">{step.name}</span>
            <span className={`${step.className} min-w-0 break-words`}>Find den bedste privatleasing</span>
            <span className="text-xs text-zinc-600 sm:ml-auto sm:text-right">{step.use}</span>
          </li>
        ))}
      </ul>
      <div className="mt-6">
        <ExampleLabel>Tal og priser</ExampleLabel>
        <div className="numeric rounded-2xl bg-white p-4 ring-1 ring-zinc-200 sm:p-6">
          <p className="text-2xl font-bold tracking-tight">{formatMonthly(4295)}</p>
          <p className="text-2xl font-bold tracking-tight">{formatMonthly(11980)}</p>
          <p className="mt-1 text-xs text-zinc-600">
            {formatKmPerYear(15000)} • {formatMonths(36)}
          </p>
        </div>
      </div>
    </ShowcaseSection>
  );
}
