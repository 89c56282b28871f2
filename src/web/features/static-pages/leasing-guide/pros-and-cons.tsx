import { Check, X } from 'lucide-react';
import { Section } from '../components/static-page';

const PROS = [
  'En fast og forudsigelig pris hver måned',
  'Du binder ikke mange penge i en bil, der falder i værdi',
  'Ingen risiko for, hvad bilen kan sælges for bagefter',
  'Du kører i en ny bil med den nyeste sikkerhed og garanti',
  'Service og vedligeholdelse er typisk med',
] as const;

const CONS = [
  'Du ejer ikke bilen, når perioden er slut',
  'Over mange år er det ofte dyrere end at købe og beholde en bil',
  'Kilometergrænsen giver merkørsel, hvis du kører mere end aftalt',
  'Skader ud over normalt slid skal betales ved aflevering',
  'Det kan koste at komme ud af aftalen før tid',
] as const;

export function ProsAndCons() {
  return (
    <Section title="Fordele og ulemper i forhold til at købe" id="fordele-og-ulemper" wide>
      <div className="grid gap-6 md:grid-cols-2">
        <div>
          <h3 className="font-semibold text-zinc-900">Fordele</h3>
          <ul className="mt-3 space-y-2">
            {PROS.map((text) => (
              <li key={text} className="flex gap-2.5">
                <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-600" />
                {text}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="font-semibold text-zinc-900">Ulemper</h3>
          <ul className="mt-3 space-y-2">
            {CONS.map((text) => (
              <li key={text} className="flex gap-2.5">
                <X aria-hidden="true" className="mt-1 size-4 shrink-0 text-zinc-500" />
                {text}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="max-w-prose">
        Privatleasing passer typisk godt til dig, der vil have en fast udgift og skifte bil med få års
        mellemrum. Vil du køre i den samme bil i mange år, er det ofte billigere at købe.
      </p>
    </Section>
  );
}
