import { Link } from '@tanstack/react-router';
import { FileSpreadsheet, Gauge, MousePointerClick, Users } from 'lucide-react';
import { useRef, useState } from 'react';
import { textLinkClass } from '../components/cta-panel';
import { Section, StaticPage } from '../components/static-page';
import { ContactForm } from './contact-form';
import { EMPTY_ENQUIRY } from './contact-mail';
import { PackageCards } from './package-cards';

const BENEFITS = [
  {
    icon: Users,
    title: 'Besøgende, der leder efter leasing',
    text: 'Folk kommer til Leasingmatch for at finde en privatleasingaftale – ikke for at blive forstyrret af reklamer.',
  },
  {
    icon: Gauge,
    title: 'Gode tilbud bliver set',
    text: 'LeaseScore belønner konkurrencedygtige tilbud. Det er prisen og vilkårene, der løfter jeres biler – ikke reklamebudgettet.',
  },
  {
    icon: FileSpreadsheet,
    title: 'Vi klarer indtastningen',
    text: 'Send os jeres prisliste som PDF, link eller regneark, så lægger vi bilerne og alle tilbud ind for jer.',
  },
  {
    icon: MousePointerClick,
    title: 'Kunden kommer til jer',
    text: 'Hver annonce linker direkte til bilen på jeres egen hjemmeside, og aftalen indgås med jer.',
  },
] as const;

export function AdvertisingPage() {
  const [enquiry, setEnquiry] = useState(EMPTY_ENQUIRY);
  const contactHeading = useRef<HTMLHeadingElement>(null);

  const choosePackage = (packageName: string) => {
    setEnquiry((current) => ({ ...current, packageName }));
    contactHeading.current?.scrollIntoView({ block: 'start' });
    contactHeading.current?.focus({ preventScroll: true });
  };

  return (
    <StaticPage
      eyebrow="Annoncering"
      title="Annoncér på Leasingmatch"
      lead="Vis jeres privatleasingtilbud for folk, der er på udkig efter deres næste bil – side om side med markedet og vurderet på lige vilkår."
    >
      <Section title="Derfor skal I annoncere hos os" wide>
        <ul className="grid gap-4 sm:grid-cols-2">
          {BENEFITS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl bg-canvas p-5">
              <Icon aria-hidden="true" className="size-6 text-brand-700" />
              <h3 className="mt-3 font-semibold text-zinc-900">{title}</h3>
              <p className="mt-1 text-sm leading-6 text-zinc-600">{text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <section aria-labelledby="packages-heading">
        <h2 id="packages-heading" className="text-xl font-semibold tracking-tight sm:text-2xl">
          Pakker
        </h2>
        <p className="mt-2 max-w-prose text-zinc-700">
          Priserne er pr. måned ekskl. moms. LeaseScore bliver beregnet ens for alle –{' '}
          <Link to="/om-os" className={textLinkClass}>
            scoren kan ikke købes
          </Link>
          .
        </p>
        <div className="mt-5">
          <PackageCards onChoose={choosePackage} />
        </div>
      </section>

      <section
        id="kontakt"
        aria-labelledby="contact-heading"
        className="scroll-mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-zinc-200/80 sm:p-8"
      >
        <h2
          id="contact-heading"
          ref={contactHeading}
          tabIndex={-1}
          className="text-xl font-semibold tracking-tight outline-none sm:text-2xl"
        >
          Kontakt os
        </h2>
        <p className="mt-2 max-w-prose text-zinc-700">
          Skriv til os, så vender vi tilbage med en aftale, der passer til jeres udvalg.
        </p>
        <div className="mt-5">
          <ContactForm enquiry={enquiry} onChange={setEnquiry} />
        </div>
      </section>
    </StaticPage>
  );
}
