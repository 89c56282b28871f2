import { Link } from '@tanstack/react-router';
import { Construction } from 'lucide-react';
import { CtaPanel, ctaPrimaryClass, ctaSecondaryClass } from '../components/cta-panel';
import { BulletList, Section, StaticPage } from '../components/static-page';

export function BackgroundRemovalPage() {
  return (
    <StaticPage
      eyebrow="Prototype"
      title="Fjernelse af baggrund på bilbilleder"
      lead="Et kommende værktøj, der fjerner baggrunden fra bilbilleder, så alle biler på Leasingmatch bliver vist ens og roligt. Det er et forsøg (proof of concept) og er ikke tilgængeligt endnu."
    >
      <div
        role="note"
        className="flex gap-3 rounded-2xl bg-amber-50 p-5 text-amber-950 ring-1 ring-amber-200 sm:items-center"
      >
        <Construction aria-hidden="true" className="size-6 shrink-0 text-amber-700" />
        <p>
          <strong className="font-semibold">Kommer i en senere version.</strong> Siden her beskriver, hvad
          værktøjet skal kunne. Du kan ikke uploade billeder endnu.
        </p>
      </div>

      <Section title="Hvorfor vi vil fjerne baggrunden">
        <p>
          Forhandlernes billeder er taget alle mulige steder: i showroomet, på pladsen foran eller i et
          studie. Når bilerne står side om side i en søgning, bliver det uroligt, og det er svært at
          sammenligne dem. Med en ensartet, neutral baggrund er det bilen, du ser – ikke baggrunden.
        </p>
      </Section>

      <Section title="Det skal værktøjet kunne">
        <BulletList>
          <li>Fjerne baggrunden fra et bilbillede automatisk</li>
          <li>Beskære billedet, så bilen fylder det samme på alle billeder</li>
          <li>Lave billeder i de størrelser, vi bruger i søgningen og på bilens side</li>
          <li>Vise det oprindelige og det nye billede side om side, så en administrator kan godkende det</li>
        </BulletList>
        <p>
          Indtil da viser vi forhandlernes egne billeder – eller en tegning af biltypen, hvis der ikke er et
          billede.
        </p>
      </Section>

      <CtaPanel
        title="Se bilerne, som de ser ud i dag"
        text="Alle tilbud er allerede samlet og vurderet med LeaseScore."
        actions={
          <>
            <Link to="/listings" className={ctaPrimaryClass}>
              Se alle tilbud
            </Link>
            <Link to="/" className={ctaSecondaryClass}>
              Gå til forsiden
            </Link>
          </>
        }
      />
    </StaticPage>
  );
}
