import { LEASE_SCORE_BANDS } from '../../../../domain/lease-score/lease-score-bands';
import { LeaseScorePill } from '../../../features/listings/components/lease-score-pill';
import { ExampleLabel, ShowcaseSection } from './showcase-section';

// Literal class names: Tailwind only generates classes it finds written out in the source.
const brand = [
  { name: 'brand-50', className: 'bg-brand-50', hex: '#ecf8f4' },
  { name: 'brand-100', className: 'bg-brand-100', hex: '#d1eee4' },
  { name: 'brand-200', className: 'bg-brand-200', hex: '#a4dcc9' },
  { name: 'brand-500', className: 'bg-brand-500', hex: '#1f9576' },
  { name: 'brand-600', className: 'bg-brand-600', hex: '#137a60' },
  { name: 'brand-700', className: 'bg-brand-700', hex: '#0b5d4b' },
  { name: 'brand-800', className: 'bg-brand-800', hex: '#094b3d' },
  { name: 'brand-900', className: 'bg-brand-900', hex: '#083b31' },
];

const neutrals = [
  { name: 'canvas', className: 'bg-canvas', use: 'Baggrund' },
  { name: 'white', className: 'bg-white', use: 'Kort' },
  { name: 'zinc-200', className: 'bg-zinc-200', use: 'Kanter' },
  { name: 'zinc-500', className: 'bg-zinc-500', use: 'Ikoner, pladsholdere' },
  { name: 'zinc-600', className: 'bg-zinc-600', use: 'Sekundær tekst' },
  { name: 'zinc-900', className: 'bg-zinc-900', use: 'Tekst' },
];

const bandSwatch = {
  exceptional: 'bg-score-exceptional',
  great: 'bg-score-great',
  good: 'bg-score-good',
  fair: 'bg-score-fair',
  poor: 'bg-score-poor',
} as const;

const bandExample = { exceptional: 94, great: 84, good: 68, fair: 47, poor: 28 } as const;
const bandHex = {
  exceptional: '#0e4424',
  great: '#15703a',
  good: '#a34a04',
  fair: '#b23c0c',
  poor: '#b91c1c',
} as const;

function Swatch({ className, name, detail }: { className: string; name: string; detail: string }) {
  return (
    <li className="overflow-hidden rounded-xl bg-white ring-1 ring-zinc-200">
      <div className={`h-14 ${className}`} />
      <div className="px-3 py-2 text-xs">
        <p className="font-semibold text-zinc-900">{name}</p>
        <p className="text-zinc-600">{detail}</p>
      </div>
    </li>
  );
}

export function ColourShowcase() {
  return (
    <ShowcaseSection
      id="farver"
      title="Farver"
      description="Én brandfarve til handlinger og logo, neutrale grå til tekst, og LeaseScore-farverne – som kun bruges til scorer."
    >
      <ExampleLabel>Brand</ExampleLabel>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-8">
        {brand.map((swatch) => (
          <Swatch key={swatch.name} className={swatch.className} name={swatch.name} detail={swatch.hex} />
        ))}
      </ul>
      <div className="mt-8">
        <ExampleLabel>Neutrale</ExampleLabel>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {neutrals.map((swatch) => (
            <Swatch key={swatch.name} className={swatch.className} name={swatch.name} detail={swatch.use} />
          ))}
        </ul>
      </div>
      <div className="mt-8">
        <ExampleLabel>LeaseScore-bånd</ExampleLabel>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          {LEASE_SCORE_BANDS.map((band) => (
            <li key={band.key} className="overflow-hidden rounded-xl bg-white ring-1 ring-zinc-200">
              <div className={`h-14 ${bandSwatch[band.key]}`} />
              <div className="flex items-start justify-between gap-2 px-3 py-2 text-xs">
                <div>
                  <p className="font-semibold text-zinc-900">{band.label}</p>
                  <p className="text-zinc-600">
                    {Number.isFinite(band.min) ? `Score ${band.min} og derover` : 'Under 40'} ·{' '}
                    {bandHex[band.key]}
                  </p>
                </div>
                <LeaseScorePill score={bandExample[band.key]} />
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-3 flex items-center gap-2 text-sm text-zinc-600">
          <LeaseScorePill score={0} className="ring-1 ring-zinc-200" /> Vises når bilens pris ikke kan scores.
        </p>
      </div>
    </ShowcaseSection>
  );
}
