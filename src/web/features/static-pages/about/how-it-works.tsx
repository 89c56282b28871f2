import { Link } from '@tanstack/react-router';
import { textLinkClass } from '../components/cta-panel';
import { Section } from '../components/static-page';

const STEPS = [
  {
    title: 'Vi samler tilbuddene',
    text: 'Vi henter prislister fra forhandlere og leasingselskaber og lægger alle deres tilbud ind på samme måde.',
  },
  {
    title: 'Du vælger dine vilkår',
    text: 'Hver bil har typisk flere tilbud med forskellige kilometer, perioder og udbetalinger. Du vælger, hvad der passer til dig, og prisen følger med.',
  },
  {
    title: 'Hvert tilbud får en LeaseScore',
    text: 'Scoren fra 0 til 100 viser, hvor meget bil du får for pengene – målt på månedsprisen i forhold til bilens pris, antal kilometer og udbetalingen.',
  },
  {
    title: 'Du handler direkte med forhandleren',
    text: 'Når du har fundet bilen, sender vi dig videre til forhandleren. Aftalen indgår du med dem – vi sælger ikke selv biler.',
  },
] as const;

export function HowItWorks() {
  return (
    <Section title="Sådan fungerer Leasingmatch">
      <ol className="space-y-5">
        {STEPS.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span
              aria-hidden="true"
              className="numeric grid size-8 shrink-0 place-items-center rounded-full bg-brand-50 text-sm font-bold text-brand-700"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold text-zinc-900">{step.title}</h3>
              <p className="mt-1">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <p>
        Vil du vide mere om, hvordan scoren bliver regnet ud?{' '}
        <Link to="/hvorfor-privatleasing" hash="leasescore" className={textLinkClass}>
          Se forklaringen af LeaseScore
        </Link>
        .
      </p>
    </Section>
  );
}
