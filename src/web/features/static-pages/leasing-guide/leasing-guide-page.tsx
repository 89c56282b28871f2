import { Link } from '@tanstack/react-router';
import { CtaPanel, ctaPrimaryClass, ctaSecondaryClass } from '../components/cta-panel';
import { StaticPage } from '../components/static-page';
import { LeaseScoreExplainer } from './lease-score-explainer';
import { LeasingCosts, WhatIsIncluded, WhatIsLeasing } from './leasing-basics';
import { ProsAndCons } from './pros-and-cons';
import { WorkedExample } from './worked-example';

const CONTENTS = [
  ['hvad-er-privatleasing', 'Hvad er privatleasing?'],
  ['inkluderet', 'Hvad dækker den månedlige ydelse?'],
  ['omkostninger', 'Det skal du betale'],
  ['fordele-og-ulemper', 'Fordele og ulemper'],
  ['regneeksempel', 'Et regneeksempel'],
  ['leasescore', 'Sådan virker LeaseScore'],
] as const;

export function LeasingGuidePage() {
  return (
    <StaticPage
      eyebrow="Guide"
      title="Hvorfor vælge privatleasing?"
      lead="Privatleasing giver dig en ny bil til en fast månedlig pris. Her er, hvad du betaler for, hvad du skal holde øje med, og hvordan du ser, om et tilbud er godt."
    >
      <nav aria-label="Indhold" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-zinc-200/80 sm:p-6">
        <h2 className="text-sm font-semibold text-zinc-600">På denne side</h2>
        <ol className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-2">
          {CONTENTS.map(([id, label]) => (
            <li key={id}>
              <a
                href={`#${id}`}
                className="inline-flex min-h-9 items-center rounded text-brand-700 hover:text-brand-800 hover:underline"
              >
                {label}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <WhatIsLeasing />
      <WhatIsIncluded />
      <LeasingCosts />
      <ProsAndCons />
      <WorkedExample />
      <LeaseScoreExplainer />

      <CtaPanel
        title="Se, hvad du kan få for pengene"
        text="Alle tilbud på Leasingmatch har en LeaseScore, så du hurtigt kan finde dem, der er pengene værd."
        actions={
          <>
            {/* Every car: not the visitor's saved search, which a bare /listings continues. */}
            <Link to="/listings" state={{ freshSearch: true }} className={ctaPrimaryClass}>
              Se alle tilbud
            </Link>
            <Link to="/om-os" className={ctaSecondaryClass}>
              Læs mere om Leasingmatch
            </Link>
          </>
        }
      />
    </StaticPage>
  );
}
