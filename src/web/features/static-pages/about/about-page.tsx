import { Link } from '@tanstack/react-router';
import { Eye, Scale, ShieldCheck, Sparkles } from 'lucide-react';
import { CtaPanel, ctaPrimaryClass, ctaSecondaryClass, textLinkClass } from '../components/cta-panel';
import { Section, StaticPage } from '../components/static-page';
import { HowWeEarnLink } from '../how-we-earn/how-we-earn-link';
import { contactEmail, contactMailto } from '../lib/contact';
import { HowItWorks } from './how-it-works';

const VALUES = [
  {
    icon: Eye,
    title: 'Gennemsigtighed',
    text: 'Du ser den samlede pris for hele perioden, og vi forklarer præcis, hvordan LeaseScore bliver regnet ud.',
  },
  {
    icon: Scale,
    title: 'Uafhængighed',
    text: 'Alle tilbud bliver vurderet efter de samme regler. Ingen forhandler kan betale sig til en bedre score.',
  },
  {
    icon: Sparkles,
    title: 'Enkelhed',
    text: 'Få valg, klare ord og en side, der er hurtig på mobilen. Du skal ikke være bilekspert for at vælge rigtigt.',
  },
  {
    icon: ShieldCheck,
    title: 'Respekt for dine data',
    text: 'Du skal ikke oprette en konto, og vi sender kun statistik til tredjepart, hvis du siger ja.',
  },
] as const;

export function AboutPage() {
  return (
    <StaticPage
      title="Om os"
      lead="Leasingmatch gør det nemt at finde en privatleasingaftale, der passer til dig – og at se, om prisen faktisk er god."
    >
      <Section title="Hvem vi er">
        <p>
          Leasingmatch er en ny, uafhængig markedsplads for privatleasing i Danmark. Vi startede, fordi det er
          overraskende svært at sammenligne leasingtilbud: Prisen afhænger af, hvor langt du kører, hvor længe
          du vil have bilen, og hvor meget du betaler ved start – og hver forhandler viser det på sin egen
          måde.
        </p>
        <p>
          Vi samler tilbuddene ét sted, viser dem på samme måde og giver hvert tilbud en karakter. Så kan du
          bruge din tid på at vælge bil i stedet for at regne.
        </p>
      </Section>

      <HowItWorks />

      <Section title="Sådan tjener vi penge">
        <p>
          Det er gratis for dig at bruge Leasingmatch. Vi tjener penge ved, at forhandlere og leasingselskaber
          betaler for at annoncere deres biler hos os.{' '}
          <Link to="/advertising" className={textLinkClass}>
            Læs om annoncering
          </Link>
          .
        </p>
        <p>
          <strong className="font-semibold text-zinc-900">LeaseScore er ikke til salg.</strong> Scoren bliver
          beregnet med den samme formel for alle tilbud, uanset hvem der annoncerer, og hvor meget de betaler.
          Når du sorterer efter »Bedste tilbud«, er det scoren alene, der bestemmer rækkefølgen.{' '}
          <HowWeEarnLink>Læs mere om, hvordan vi tjener penge</HowWeEarnLink>.
        </p>
      </Section>

      <Section title="Det tror vi på" wide>
        <ul className="grid gap-4 sm:grid-cols-2">
          {VALUES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl bg-canvas p-5">
              <Icon aria-hidden="true" className="size-6 text-brand-700" />
              <h3 className="mt-3 font-semibold text-zinc-900">{title}</h3>
              <p className="mt-1 text-sm leading-6 text-zinc-600">{text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Kontakt">
        <p>
          Har du spørgsmål, ris eller ros, så skriv til os på{' '}
          <a href={contactMailto()} className={textLinkClass}>
            {contactEmail()}
          </a>
          . Vi læser alt, hvad vi får.
        </p>
      </Section>

      <CtaPanel
        title="Klar til at finde din næste bil?"
        text="Se alle tilbud sorteret efter LeaseScore, eller læs først vores guide til privatleasing."
        actions={
          <>
            {/* Every car: not the visitor's saved search, which a bare /listings continues. */}
            <Link to="/listings" state={{ freshSearch: true }} className={ctaPrimaryClass}>
              Se alle tilbud
            </Link>
            <Link to="/hvorfor-privatleasing" className={ctaSecondaryClass}>
              Læs guiden til privatleasing
            </Link>
          </>
        }
      />
    </StaticPage>
  );
}
