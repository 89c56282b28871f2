import {
  CarFront,
  ClipboardCheck,
  FileSearch,
  FileText,
  FileUp,
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
  extraction: {
    title: 'Ny import',
    description: 'Hent tilbud fra en prisliste (PDF, link, tekst eller CSV).',
    icon: FileUp,
    emptyTitle: 'Importen er på vej',
    body: 'Her uploader du snart en prisliste eller indsætter et link, vælger sælger og udtræksmetode og følger kørslen.',
  },
  extractionSessions: {
    title: 'Import',
    description: 'Udtræk fra sælgernes prislister og deres status.',
    icon: FileSearch,
    emptyTitle: 'Importoversigten er på vej',
    body: 'Her ser du snart alle udtræk med status, fremdrift, sælger og resultat, og kan starte en ny import.',
  },
  extractionSession: {
    title: 'Udtræk',
    description: 'Ét udtræk: log, fundne biler og tilbud.',
    icon: FileSearch,
    emptyTitle: 'Detaljerne er på vej',
    body: 'Her ser du snart udtrækkets log, tidsforbrug, fundne biler og tilbud og den batch, det blev til.',
  },
  batchReview: {
    title: 'Gennemse batch',
    description: 'Foreslåede ændringer før de går live.',
    icon: ClipboardCheck,
    emptyTitle: 'Gennemsynet er på vej',
    body: 'Her gennemgår du snart nye, ændrede, uændrede og tilbagetrukne annoncer og anvender de valgte ændringer i én samlet handling.',
  },
  auditLog: {
    title: 'Aktivitetslog',
    description: 'Hvem ændrede hvad og hvornår.',
    icon: History,
    emptyTitle: 'Loggen er på vej',
    body: 'Her ser du snart hver ændring, en administrator har foretaget, med før og efter, filtreret på type.',
  },
  toyotaPdf: {
    title: 'Toyota-prisliste',
    description: 'Læs Toyota Danmarks privatleasing-prisliste.',
    icon: FileText,
    emptyTitle: 'Toyota-importen er på vej',
    body: 'Her uploader du snart Toyotas prisliste og får en batch med modeller, udstyrsvarianter og priser til gennemsyn.',
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
