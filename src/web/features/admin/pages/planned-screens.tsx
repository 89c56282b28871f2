import {
  CarFront,
  History,
  LayoutDashboard,
  ListChecks,
  type LucideIcon,
  PencilLine,
  Plus,
  Store,
} from 'lucide-react';
import { AdminScreen } from './admin-page';

type PlannedScreen = {
  title: string;
  description: string;
  icon: LucideIcon;
  emptyTitle: string;
  body: string;
};

/**
 * The admin screens whose contents come with the back-office and ingestion issues (5 and 6). Each
 * says what it will hold, so nobody mistakes an empty screen for a broken one.
 */
export const PLANNED_SCREENS = {
  dashboard: {
    title: 'Dashboard',
    description: 'Overblik over annoncer, sælgere og importer.',
    icon: LayoutDashboard,
    emptyTitle: 'Nøgletallene er på vej',
    body: 'Her kommer antallet af aktive, afventende og inaktive annoncer, sælgere, annoncer uden pris eller billeder, batches der venter på gennemsyn og de seneste ændringer.',
  },
  listings: {
    title: 'Annoncer',
    description: 'Søg, filtrer og ret alle annoncer og deres tilbud.',
    icon: CarFront,
    emptyTitle: 'Annoncelisten er på vej',
    body: 'Her kan du snart søge i alle annoncer, filtrere på status og sælger og aktivere, deaktivere eller slette flere ad gangen.',
  },
  listingCreate: {
    title: 'Opret annonce',
    description: 'En ny annonce med bil, tilbud og billeder.',
    icon: Plus,
    emptyTitle: 'Formularen er på vej',
    body: 'Her udfylder du snart bilens data, tilføjer leasingtilbud med LeaseScore og uploader billeder.',
  },
  listingEdit: {
    title: 'Rediger annonce',
    description: 'Ret bilens data, tilbud, billeder og status.',
    icon: PencilLine,
    emptyTitle: 'Redigering er på vej',
    body: 'Her retter du snart annoncens felter, tilbud og billeder og skifter dens status.',
  },
  sellers: {
    title: 'Sælgere',
    description: 'Forhandlere og deres prislister.',
    icon: Store,
    emptyTitle: 'Sælgerlisten er på vej',
    body: 'Her kan du snart søge i sælgere, se deres antal annoncer og seneste import og oprette nye.',
  },
  sellerCreate: {
    title: 'Opret sælger',
    description: 'En ny forhandler med kontaktoplysninger og prislister.',
    icon: Plus,
    emptyTitle: 'Formularen er på vej',
    body: 'Her udfylder du snart navn, firma, mærke, kontaktoplysninger, logo og prisliste-links.',
  },
  sellerEdit: {
    title: 'Rediger sælger',
    description: 'Ret forhandlerens oplysninger og prislister.',
    icon: PencilLine,
    emptyTitle: 'Redigering er på vej',
    body: 'Her retter du snart sælgerens oplysninger, logo og prisliste-links.',
  },
  sellerListings: {
    title: 'Sælgerens annoncer',
    description: 'Alle annoncer fra én forhandler.',
    icon: ListChecks,
    emptyTitle: 'Oversigten er på vej',
    body: 'Her ser du snart nøgletal, søgning, statusfilter og en tabel over sælgerens annoncer – og kan eksportere dem som JSON.',
  },
  auditLog: {
    title: 'Aktivitetslog',
    description: 'Hvem ændrede hvad og hvornår.',
    icon: History,
    emptyTitle: 'Loggen er på vej',
    body: 'Her ser du snart hver ændring, en administrator har foretaget, med før og efter, filtreret på type.',
  },
} satisfies Record<string, PlannedScreen>;

export type PlannedScreenName = keyof typeof PLANNED_SCREENS;

export function PlannedAdminScreen({ name }: { name: PlannedScreenName }) {
  const screen: PlannedScreen = PLANNED_SCREENS[name];
  return (
    <AdminScreen
      title={screen.title}
      description={screen.description}
      emptyIcon={screen.icon}
      emptyTitle={screen.emptyTitle}
    >
      <p>{screen.body}</p>
    </AdminScreen>
  );
}
