import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../lib/page-meta';
import { ColourShowcase } from './-components/design-system/colour-showcase';
import { BadgeShowcase, ButtonShowcase, FormShowcase } from './-components/design-system/controls-showcase';
import { ErrorShowcase } from './-components/design-system/error-showcase';
import { CardShowcase, DialogShowcase, SpinnerShowcase } from './-components/design-system/surface-showcase';
import { ToastShowcase } from './-components/design-system/toast-showcase';
import { TypeShowcase } from './-components/design-system/type-showcase';

const sections = [
  ['farver', 'Farver'],
  ['typografi', 'Typografi'],
  ['knapper', 'Knapper'],
  ['formularer', 'Felter'],
  ['kort', 'Kort'],
  ['maerkater', 'Mærkater'],
  ['dialoger', 'Dialoger'],
  ['toasts', 'Toasts'],
  ['fejl', 'Fejlskærme'],
  ['spinner', 'Spinner'],
] as const;

export const Route = createFileRoute('/design-system')({
  head: () =>
    pageHead({
      title: 'Designsystem',
      description: 'Leasingmatchs UI-kit: farver, typografi, knapper, felter og fejlskærme.',
    }),
  component: DesignSystemPage,
});

function DesignSystemPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Designsystem</h1>
      <p className="mt-3 max-w-2xl text-zinc-600">
        Byggeklodserne bag Leasingmatch: rolig, troværdig og hurtig at skimme – bygget til telefonen først.
      </p>
      <nav aria-label="Designsystemets afsnit" className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {sections.map(([id, label]) => (
            <li key={id}>
              <a
                href={`#${id}`}
                className="inline-flex min-h-11 items-center rounded-full bg-white px-4 text-sm font-medium ring-1 ring-zinc-300 hover:bg-zinc-50 sm:min-h-9"
              >
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-8">
        <ColourShowcase />
        <TypeShowcase />
        <ButtonShowcase />
        <FormShowcase />
        <CardShowcase />
        <BadgeShowcase />
        <DialogShowcase />
        <ToastShowcase />
        <ErrorShowcase />
        <SpinnerShowcase />
      </div>
    </div>
  );
}
