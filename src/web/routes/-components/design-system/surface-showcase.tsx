import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { ExampleLabel, ShowcaseSection } from './showcase-section';

export function CardShowcase() {
  return (
    <ShowcaseSection
      id="kort"
      title="Kort"
      description="Hvide kort på lys baggrund, runde hjørner og ét diskret skyggeniveau."
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Card>
          <CardBody>
            <h3 className="font-semibold">Enkelt kort</h3>
            <p className="mt-1 text-sm text-zinc-600">Til indhold der hører sammen.</p>
          </CardBody>
        </Card>
        <Card>
          <CardHeader>
            <h3 className="font-semibold">Filtre</h3>
          </CardHeader>
          <CardBody className="text-sm text-zinc-600">Kort med overskrift, som filterpanelet.</CardBody>
        </Card>
        <Card className="flex flex-col">
          <CardBody className="flex-1">
            <h3 className="font-semibold">Volkswagen ID.4</h3>
            <p className="numeric mt-3 text-2xl font-bold tracking-tight">4.295 kr./md.</p>
          </CardBody>
          <div className="border-t border-zinc-100 px-4 py-3 sm:px-5">
            <Button className="w-full">Se tilbud</Button>
          </div>
        </Card>
      </div>
    </ShowcaseSection>
  );
}

export function DialogShowcase() {
  return (
    <ShowcaseSection
      id="dialoger"
      title="Dialoger og ark"
      description="Fokus holdes i dialogen, Escape lukker, og fokus vender tilbage til knappen. På telefon bruges arket nedefra."
    >
      <div className="flex flex-wrap gap-3">
        <Dialog>
          <DialogTrigger asChild>
            <Button variant="secondary">Åbn dialog</Button>
          </DialogTrigger>
          <DialogContent
            title="Du forlader Leasingmatch"
            description="Du sendes videre til forhandlerens side i en ny fane."
            footer={
              <>
                <DialogClose asChild>
                  <Button variant="secondary">Annuller</Button>
                </DialogClose>
                <DialogClose asChild>
                  <Button>Fortsæt til forhandler</Button>
                </DialogClose>
              </>
            }
          >
            <p className="text-sm text-zinc-600">Forhandler: Bilhuset Nord ApS, Aarhus</p>
          </DialogContent>
        </Dialog>
        <Dialog>
          <DialogTrigger asChild>
            <Button variant="secondary">Åbn ark (telefon)</Button>
          </DialogTrigger>
          <DialogContent
            side="bottom"
            title="Tilpas pris"
            footer={
              <DialogClose asChild>
                <Button className="w-full">Vis 42 resultater</Button>
              </DialogClose>
            }
          >
            <p className="text-sm text-zinc-600">Vælg kilometer, periode og udbetaling.</p>
          </DialogContent>
        </Dialog>
        <Dialog>
          <DialogTrigger asChild>
            <Button variant="secondary">Åbn skuffe</Button>
          </DialogTrigger>
          <DialogContent side="right" title="Filtre">
            <p className="text-sm text-zinc-600">Et panel fra højre, f.eks. til filtre på tablet.</p>
          </DialogContent>
        </Dialog>
      </div>
    </ShowcaseSection>
  );
}

export function SpinnerShowcase() {
  return (
    <ShowcaseSection
      id="spinner"
      title="Spinner"
      description="Vises mens noget hentes. Sideskift viser en fuldskærms-spinner, hvis siden er mere end 1 sekund om at indlæse, og så mindst 0,5 sekund."
    >
      <div className="flex flex-wrap items-center gap-6">
        <div>
          <ExampleLabel>Indlejret</ExampleLabel>
          <Card className="grid h-28 w-48 place-items-center">
            <Spinner label="Eksempel på indlæsning" />
          </Card>
        </div>
      </div>
    </ShowcaseSection>
  );
}
