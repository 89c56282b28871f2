import type { ReactNode } from 'react';
import { textLinkClass } from '../components/cta-panel';
import { BulletList, Section } from '../components/static-page';

export function YourRights({ contact }: { contact: ReactNode }) {
  return (
    <Section title="Dine rettigheder" id="dine-rettigheder">
      <p>Efter databeskyttelsesforordningen (GDPR) har du ret til at:</p>
      <BulletList>
        <li>få indsigt i de oplysninger, vi har om dig</li>
        <li>få forkerte oplysninger rettet</li>
        <li>få oplysninger slettet</li>
        <li>få behandlingen begrænset</li>
        <li>gøre indsigelse mod behandlingen</li>
        <li>få udleveret dine oplysninger i et almindeligt format (dataportabilitet)</li>
        <li>
          trække et samtykke tilbage – det påvirker ikke den behandling, der skete, før du trak det tilbage
        </li>
      </BulletList>
      <p>Skriv til {contact}, hvis du vil bruge dine rettigheder. Vi svarer inden for en måned.</p>
      <p>
        Er du utilfreds med, hvordan vi behandler dine oplysninger, kan du klage til Datatilsynet på{' '}
        <a href="https://www.datatilsynet.dk" rel="noopener" className={textLinkClass}>
          datatilsynet.dk
        </a>
        .
      </p>
    </Section>
  );
}
