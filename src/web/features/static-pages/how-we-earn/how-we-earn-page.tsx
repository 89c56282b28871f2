import { Link } from '@tanstack/react-router';
import { formatNumber } from '../../../../domain/format/format-danish';
import { SCORE_WEIGHTS } from '../../../../domain/lease-score/lease-score-config';
import { CtaPanel, ctaPrimaryClass, ctaSecondaryClass, textLinkClass } from '../components/cta-panel';
import { BulletList, Section, StaticPage } from '../components/static-page';
import { contactEmail, contactMailto } from '../lib/contact';
import { HOW_WE_EARN_LABEL } from './how-we-earn-link';

const weight = (value: number) => `${formatNumber(value * 100, 0)} %`;

/**
 * What the site earns from and what money cannot buy (ADR 065). The claims here must stay true of the
 * code: the sort in src/domain/offers/compare-listings.ts, the score in src/domain/lease-score.
 */
export function HowWeEarnPage() {
  return (
    <StaticPage
      title={HOW_WE_EARN_LABEL}
      lead="Leasingmatch er gratis for dig. Her kan du se, hvem der betaler os, hvad de betaler for – og hvad de ikke kan købe."
    >
      <Section title="Du betaler ingenting">
        <p>
          Det koster ikke noget at søge, sammenligne eller bede en forhandler om et tilbud gennem
          Leasingmatch. Vi tager aldrig penge fra dig – heller ikke, hvis du ender med at lease en bil, du har
          fundet her. Leasingaftalen indgår du direkte med forhandleren.
        </p>
      </Section>

      <Section title="Forhandlerne betaler">
        <p>
          Vi tjener penge på to måder, og i begge tilfælde er det forhandlere og leasingselskaber, der
          betaler:
        </p>
        <BulletList>
          <li>
            <strong className="font-semibold text-zinc-900">Annoncering.</strong> Forhandlere betaler et fast
            beløb om måneden for at få deres biler og tilbud vist hos os.{' '}
            <Link to="/advertising" className={textLinkClass}>
              Se pakkerne
            </Link>
            .
          </li>
          <li>
            <strong className="font-semibold text-zinc-900">Henvendelser.</strong> Når du beder en forhandler
            om et tilbud gennem os, kan forhandleren betale os for henvendelsen. Det ændrer ikke, hvad du
            betaler, eller hvilke biler du ser.
          </li>
        </BulletList>
      </Section>

      <Section title="Rækkefølgen kan ikke købes">
        <p>
          Når du sorterer efter »Bedste tilbud«, som er standard, står bilerne i rækkefølge efter LeaseScore.
          Har to biler samme score, kommer den med den laveste månedspris først. De andre sorteringer går
          efter prisen.
        </p>
        <p>
          Der er ingen betalte placeringer og ingen sponsorerede biler øverst på listen. En forhandler, der
          betaler mere, kommer ikke højere op.
        </p>
      </Section>

      <Section title="LeaseScore kan ikke købes">
        <p>
          Hvert tilbud får en LeaseScore fra 0 til 100, regnet med den samme formel for alle:{' '}
          {weight(SCORE_WEIGHTS.rate)} for månedsprisen med udbetalingen fordelt over perioden i forhold til
          bilens pris, {weight(SCORE_WEIGHTS.mileage)} for antallet af kilometer om året og{' '}
          {weight(SCORE_WEIGHTS.upfront)} for udbetalingen i forhold til bilens pris. Ingen kan betale sig til
          en højere score, og vi retter ikke i den med hånden.{' '}
          <Link to="/hvorfor-privatleasing" hash="leasescore" className={textLinkClass}>
            Se hele beregningen
          </Link>
          .
        </p>
      </Section>

      <Section title="Det sker der med din henvendelse">
        <p>
          Når du beder om et tilbud, sender vi dit navn, din e-mail, dit telefonnummer, din eventuelle besked,
          hvornår du helst vil kontaktes, og det tilbud, du har valgt, til den forhandler, der står bag
          tilbuddet – og til ingen andre. Du får selv en kopi på e-mail.
        </p>
        <p>
          Vi sælger ikke dine oplysninger, giver dem ikke videre til andre forhandlere og bruger dem ikke til
          reklame eller nyhedsbreve. Vi gemmer henvendelsen, så vi kan sikre, at den når frem, og sletter den
          automatisk efter en fast periode. Vil du have den slettet før, så skriv til{' '}
          <a href={contactMailto()} className={textLinkClass}>
            {contactEmail()}
          </a>
          .{' '}
          <Link to="/cookie-og-privatlivspolitik" className={textLinkClass}>
            Læs vores privatlivspolitik
          </Link>
          .
        </p>
      </Section>

      <CtaPanel
        title="Find dit næste tilbud"
        text="Se alle tilbud sorteret efter LeaseScore – på lige vilkår for alle forhandlere."
        actions={
          <>
            {/* Every car: not the visitor's saved search, which a bare /listings continues. */}
            <Link to="/listings" state={{ freshSearch: true }} className={ctaPrimaryClass}>
              Se alle tilbud
            </Link>
            <Link to="/om-os" className={ctaSecondaryClass}>
              Om Leasingmatch
            </Link>
          </>
        }
      />
    </StaticPage>
  );
}
