import { Link } from '@tanstack/react-router';
import { Plus, Search } from 'lucide-react';
import { useState } from 'react';
import { Badge, Chip } from '../../../components/ui/badge';
import { Button, buttonClass } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { ExampleLabel, ShowcaseSection } from './showcase-section';

const termOptions = [12, 24, 36, 48, 60].map((months) => ({
  value: String(months),
  label: `${months} mdr.`,
}));
const fuelChips = ['Elektrisk', 'Benzin', 'Diesel', 'Hybrid'];

export function ButtonShowcase() {
  return (
    <ShowcaseSection
      id="knapper"
      title="Knapper"
      description="Mindst 44 px høje på telefon. Links der ligner knapper bruger buttonClass()."
    >
      <div className="flex flex-wrap items-center gap-3">
        <Button>Vis 128 tilbud</Button>
        <Button variant="secondary">Nulstil</Button>
        <Button variant="ghost">
          <Plus aria-hidden="true" className="size-4" /> Flere filtre
        </Button>
        <Button variant="danger">Slet annonce</Button>
        <Button disabled>Deaktiveret</Button>
        <Button size="sm" variant="secondary">
          Lille
        </Button>
        <Link to="/" className={buttonClass('secondary')}>
          Link som knap
        </Link>
      </div>
    </ShowcaseSection>
  );
}

export function FormShowcase() {
  const [email, setEmail] = useState('');
  const emailError = email && !email.includes('@') ? 'Skriv en gyldig e-mailadresse' : undefined;
  return (
    <ShowcaseSection
      id="formularer"
      title="Felter og valg"
      description="Label, hjælpetekst og fejl er koblet til feltet; teksten er 16 px på telefon, så iOS ikke zoomer."
    >
      <div className="grid gap-6 sm:grid-cols-2">
        <Field label="Søg efter mærke" hint="F.eks. Volkswagen eller Toyota">
          {(props) => <Input {...props} type="search" placeholder="Søg efter mærke…" />}
        </Field>
        <Field label="E-mail" error={emailError}>
          {(props) => (
            <Input {...props} type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
          )}
        </Field>
        <Field label="Leasingperiode">
          {(props) => <Select {...props} options={termOptions} defaultValue="36" />}
        </Field>
        <Field label="Maks pris">
          {(props) => (
            <Select
              {...props}
              placeholder="Ingen grænse"
              options={[3000, 4000, 5000].map((price) => ({
                value: String(price),
                label: `${price} kr./md.`,
              }))}
            />
          )}
        </Field>
        <Field label="Deaktiveret felt">
          {(props) => <Input {...props} disabled value="Kan ikke ændres" />}
        </Field>
      </div>
    </ShowcaseSection>
  );
}

export function BadgeShowcase() {
  const [selected, setSelected] = useState<string[]>(['Elektrisk']);
  const toggle = (fuel: string) =>
    setSelected((current) =>
      current.includes(fuel) ? current.filter((f) => f !== fuel) : [...current, fuel],
    );
  return (
    <ShowcaseSection id="maerkater" title="Mærkater og chips">
      <ExampleLabel>Mærkater (status)</ExampleLabel>
      <div className="flex flex-wrap gap-2">
        <Badge>Neutral</Badge>
        <Badge tone="brand">Nyhed</Badge>
        <Badge tone="success">Aktiv</Badge>
        <Badge tone="warning">Afventer</Badge>
        <Badge tone="danger">Inaktiv</Badge>
        <Badge tone="info">
          <Search aria-hidden="true" className="size-3" /> 12 resultater
        </Badge>
      </div>
      <div className="mt-6">
        <fieldset>
          <legend className="mb-2 text-xs font-semibold tracking-wide text-zinc-600 uppercase">
            Filterchips (kan vælges) · Drivmiddel
          </legend>
          <div className="flex flex-wrap gap-2">
            {fuelChips.map((fuel) => (
              <Chip key={fuel} pressed={selected.includes(fuel)} onClick={() => toggle(fuel)}>
                {fuel}
              </Chip>
            ))}
          </div>
        </fieldset>
      </div>
    </ShowcaseSection>
  );
}
