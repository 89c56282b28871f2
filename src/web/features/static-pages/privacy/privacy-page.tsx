import { Link } from '@tanstack/react-router';
import { DEFAULT_RAW_EVENT_RETENTION_DAYS } from '../../../../domain/analytics/analytics-limits';
import { formatDate } from '../../../../domain/format/format-danish';
import { getAppConfig } from '../../../lib/app-config';
import { textLinkClass } from '../components/cta-panel';
import { BulletList, Section, StaticPage, SubHeading } from '../components/static-page';
import { contactEmail, contactMailto } from '../lib/contact';
import { YourRights } from './your-rights';

const LAST_UPDATED = '2026-11-29';

function ContactLink() {
  return (
    <a href={contactMailto()} className={textLinkClass}>
      {contactEmail()}
    </a>
  );
}

/** Indstillinger › Statistik's days, the same on the server's render and in the browser. */
function RetentionDays() {
  return <>{getAppConfig().analyticsRetentionDays ?? DEFAULT_RAW_EVENT_RETENTION_DAYS}</>;
}

export function PrivacyPage() {
  return (
    <StaticPage
      title="Cookie- og privatlivspolitik"
      lead="Du kan bruge Leasingmatch uden at oprette en konto og uden at fortælle os, hvem du er. Her kan du læse, hvad vi alligevel gemmer, og hvorfor."
    >
      <Section title="Kort fortalt">
        <BulletList>
          <li>Du skal ikke oprette en konto eller logge ind for at bruge siden.</li>
          <li>
            Vores egen besøgsstatistik gemmer intet på din enhed – ingen cookies og intet i browserens lager –
            og vi gemmer hverken din IP-adresse, dit navn eller din e-mail.
          </li>
          <li>
            Statistik hos tredjepart (Mixpanel) bliver kun slået til, hvis du trykker »Accepter«. Det er lige
            så nemt at trykke »Afvis«, og du kan altid ombestemme dig under »Cookieindstillinger« nederst på
            siden.
          </li>
          <li>Vi sælger aldrig oplysninger om dig til andre.</li>
        </BulletList>
      </Section>

      <Section title="Hvem er dataansvarlig?">
        <p>
          Leasingmatch er dataansvarlig for de oplysninger, der behandles på leasingmatch.dk. Har du spørgsmål
          til denne politik eller vil du bruge dine rettigheder, så skriv til <ContactLink />.
        </p>
      </Section>

      <Section title="Det gemmer vi" id="det-gemmer-vi">
        <SubHeading>Besøgsstatistik uden cookies og uden noget på din enhed</SubHeading>
        <p>
          For at gøre siden bedre registrerer vi, hvilke sider der bliver vist, hvilke filtre der bliver
          brugt, og hvilke biler der bliver set og klikket på. Hændelserne bliver sendt til vores egen server
          og gemt i vores database – ikke hos andre. Om hver hændelse gemmer vi:
        </p>
        <BulletList>
          <li>hvad der skete (fx en sidevisning eller et klik på en bil), siden og søgningens filtre,</li>
          <li>
            typen af enhed (computer, mobil eller tablet), navnet på det websted, du kom fra (fx google.dk),
            og en eventuel kampagnekode (UTM) fra linket,
          </li>
          <li>
            et besøgs-id, som vores server danner ud fra din IP-adresse og din browsers navn og version (user
            agent) blandet med en tilfældig nøgle, der skiftes hvert døgn (en envejs-hash).
          </li>
        </BulletList>
        <p>
          Selve IP-adressen og browserens navn gemmer vi ikke, og døgnets nøgle slettes, når døgnet er gået
          (midnat UTC). Derfor kan besøgs-id'et ikke føres tilbage til dig, og dine besøg på to forskellige
          dage kan ikke kobles sammen. For at ingen enkelt afsender kan fylde vores database, tæller serveren
          også, hvor meget hver IP-adresse sender pr. døgn – ligeledes kun som en hash med døgnets nøgle.
        </p>
        <p>
          På din enhed gemmer statistikken intet: ingen cookies og intet i browserens lokale lager
          (localStorage) eller sessionslager (sessionStorage). Derfor beder vi ikke om samtykke til den.
        </p>
        <p>
          De enkelte hændelser slettes efter <RetentionDays /> dage. Derefter har vi kun tal pr. dag (fx antal
          sidevisninger og klik pr. bil), som ikke siger noget om den enkelte besøgende. Vi bruger
          statistikken til at se, hvad der virker på siden, og gøre den bedre; det er vores legitime interesse
          (databeskyttelsesforordningens artikel 6, stk. 1, litra f).
        </p>
        <SubHeading>Statistik hos Mixpanel – kun med dit samtykke</SubHeading>
        <p>
          Hvis du trykker »Accepter« i vores cookiebanner, sender vi de samme hændelser til Mixpanel, en
          amerikansk statistiktjeneste, via deres servere i EU (api-eu.mixpanel.com). Mixpanel gemmer et
          tilfældigt id i din browsers lokale lager (localStorage), så de kan genkende dit besøg, og vi giver
          dem kampagnekoden (UTM) fra det link, du først kom ind ad. Trykker du »Afvis«, bliver Mixpanel slet
          ikke indlæst, og intet sendes til tredjepart.
        </p>
        <p>
          Dit valg bliver husket i din browser under navnet »leasingmatch-consent« sammen med datoen. Du kan
          til enhver tid trække samtykket tilbage: tryk på »Cookieindstillinger« nederst på siden og vælg
          »Afvis«. Så holder vi op med at sende til Mixpanel, og Mixpanels id i din browser bliver slettet.
          Banneret og linket vises kun, når vi bruger Mixpanel.
        </p>
        <SubHeading>Sessionslager til din søgning</SubHeading>
        <p>
          Vi husker dine søgefiltre og din placering på siden i browserens sessionslager (sessionStorage), så
          du kommer tilbage til den samme søgning, når du går tilbage fra en bil. Oplysningerne bliver i din
          browser og slettes, når du lukker fanen.
        </p>
        <SubHeading>Gemte biler i din browser</SubHeading>
        <p>
          Når du trykker på hjertet ved en bil eller vælger biler at sammenligne, gemmer vi bilen, det tilbud
          du så, og prisen i browserens lokale lager (localStorage) under navnene »leasingmatch:gemte-biler«
          og »leasingmatch:sammenlign«. Det sker kun, når du selv beder om det, og listen bliver i din
          browser: vi sender bilerne til vores server for at hente dagens priser, men de bliver ikke skrevet i
          vores database eller logfiler. Du sletter en bil under Gemte biler, eller det hele ved at rydde
          browserens data for leasingmatch.dk.
        </p>
        <SubHeading>Cookie til administratorer</SubHeading>
        <p>
          Når en administrator logger ind, sætter vi en nødvendig cookie, der holder vedkommende logget ind.
          Almindelige besøgende får ikke denne cookie.
        </p>
        <SubHeading>Teknisk information</SubHeading>
        <p>
          Som alle hjemmesider modtager vores server teknisk information som IP-adresse og browsertype, når en
          side bliver hentet. Vi bruger den kun til at levere siden og beskytte mod misbrug – ikke til at
          følge dig.
        </p>
      </Section>

      <Section title="Når du går videre til en forhandler">
        <p>
          Når du klikker dig videre til en forhandlers hjemmeside, gælder forhandlerens egen
          privatlivspolitik. Vi sender ingen oplysninger om dig med, og en eventuel leasingaftale indgår du
          direkte med forhandleren.
        </p>
      </Section>

      <YourRights contact={<ContactLink />} />

      <Section title="Ændringer">
        <p>
          Vi opdaterer politikken, når vi ændrer, hvordan vi behandler oplysninger. Senest opdateret{' '}
          <time dateTime={LAST_UPDATED}>{formatDate(LAST_UPDATED)}</time>. Læs også,{' '}
          <Link to="/om-os" className={textLinkClass}>
            hvem vi er
          </Link>
          .
        </p>
      </Section>
    </StaticPage>
  );
}
